import { NamedDeleteDialog, type DeleteNamedProps } from '@/components/delete-dialog';
import { useDeletePolicy } from '@/features/policies/api/delete-policy';

export function DeletePolicyDialog(props: DeleteNamedProps) {
  return <NamedDeleteDialog kind="Policy" mutation={useDeletePolicy()} {...props} />;
}
