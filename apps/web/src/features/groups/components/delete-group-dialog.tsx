import { ConfirmDialog } from '../../../components/confirm-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useDeleteGroup } from '../api/delete-group';

export function DeleteGroupDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const remove = useDeleteGroup();
  const confirm = () =>
    remove.mutate(name, {
      onSuccess: () => {
        showSnackbar(`Group '${name}' deleted`);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title="Delete Group"
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      error={remove.isError ? modalErrorText(remove.error) : undefined}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete group <strong>{name}</strong>?
    </ConfirmDialog>
  );
}
