import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteUser } from '@/features/users/api/delete-user';

type DeleteUserDialogProps = { name: string; onClose: () => void; onDeleted?: () => void };

export function DeleteUserDialog({ name, onClose, onDeleted }: DeleteUserDialogProps) {
  return (
    <DeleteDialog
      title="Delete User"
      mutation={useDeleteUser()}
      variables={name}
      successMessage={`User '${name}' deleted`}
      onClose={onClose}
      {...(onDeleted && { onDeleted })}
    >
      Are you sure you want to delete user <strong>{name}</strong>?
    </DeleteDialog>
  );
}
