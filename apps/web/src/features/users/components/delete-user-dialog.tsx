import { ConfirmDialog } from '../../../components/confirm-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useDeleteUser } from '../api/delete-user';

type DeleteUserDialogProps = { name: string; onClose: () => void; onDeleted?: () => void };

export function DeleteUserDialog({ name, onClose, onDeleted }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(name, {
      onSuccess: () => {
        showSnackbar(`User '${name}' deleted`);
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      open
      title="Delete User"
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      error={remove.isError ? modalErrorText(remove.error) : undefined}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete user <strong>{name}</strong>?
    </ConfirmDialog>
  );
}
