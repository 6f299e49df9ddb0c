import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteGroup } from '@/features/groups/api/delete-group';

export function DeleteGroupDialog({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Group"
      mutation={useDeleteGroup()}
      variables={name}
      successMessage={`Group '${name}' deleted`}
      onClose={onClose}
    >
      Are you sure you want to delete group <strong>{name}</strong>?
    </DeleteDialog>
  );
}
