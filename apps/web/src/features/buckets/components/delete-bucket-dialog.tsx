import { NamedDeleteDialog, type DeleteNamedProps } from '@/components/delete-dialog';
import { useDeleteBucket } from '@/features/buckets/api/delete-bucket';

export function DeleteBucketDialog(props: DeleteNamedProps) {
  const note = 'Only an empty bucket can be deleted.';
  return <NamedDeleteDialog kind="Bucket" mutation={useDeleteBucket()} note={note} {...props} />;
}
