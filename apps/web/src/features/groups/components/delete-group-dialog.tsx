import { NamedDeleteDialog, type DeleteNamedProps } from '@/components/delete-dialog';
import { useDeleteGroup } from '@/features/groups/api/delete-group';

export function DeleteGroupDialog(props: DeleteNamedProps) {
  return <NamedDeleteDialog kind="Group" mutation={useDeleteGroup()} {...props} />;
}
