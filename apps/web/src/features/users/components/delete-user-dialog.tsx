import { NamedDeleteDialog, type DeleteNamedProps } from '@/components/delete-dialog';
import { useDeleteUser } from '@/features/users/api/delete-user';

export function DeleteUserDialog(props: DeleteNamedProps) {
  return <NamedDeleteDialog kind="User" mutation={useDeleteUser()} {...props} />;
}
