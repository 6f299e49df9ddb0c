import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSnackbar } from '../../../lib/notifications';
import { useDeletePolicy } from '../api/delete-policy';
import { modalErrorText } from '../../../lib/modal-error';

type DeletePolicyDialogProps = { name: string; onClose: () => void; onDeleted?: () => void };

export function DeletePolicyDialog({ name, onClose, onDeleted }: DeletePolicyDialogProps) {
  const remove = useDeletePolicy();
  return (
    <ConfirmDialog
      open
      title="Delete Policy"
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      error={remove.isError ? modalErrorText(remove.error) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(name, {
          onSuccess: () => {
            showSnackbar(`Policy '${name}' deleted`);
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      Are you sure you want to delete policy <strong>{name}</strong>?
    </ConfirmDialog>
  );
}
