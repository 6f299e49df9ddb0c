import { DeleteDialog } from '@/components/delete-dialog';
import { useDeletePolicy } from '@/features/policies/api/delete-policy';

type DeletePolicyDialogProps = { name: string; onClose: () => void; onDeleted?: () => void };

export function DeletePolicyDialog({ name, onClose, onDeleted }: DeletePolicyDialogProps) {
  return (
    <DeleteDialog
      title="Delete Policy"
      mutation={useDeletePolicy()}
      variables={name}
      successMessage={`Policy '${name}' deleted`}
      onClose={onClose}
      {...(onDeleted && { onDeleted })}
    >
      Are you sure you want to delete policy <strong>{name}</strong>?
    </DeleteDialog>
  );
}
