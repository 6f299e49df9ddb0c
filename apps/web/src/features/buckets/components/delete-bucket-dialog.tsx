import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteBucket } from '@/features/buckets/api/delete-bucket';

type DeleteBucketDialogProps = { name: string; onClose: () => void; onDeleted?: () => void };

export function DeleteBucketDialog({ name, onClose, onDeleted }: DeleteBucketDialogProps) {
  return (
    <DeleteDialog
      title="Delete Bucket"
      mutation={useDeleteBucket()}
      variables={name}
      successMessage={`Bucket '${name}' deleted`}
      onClose={onClose}
      {...(onDeleted && { onDeleted })}
    >
      Are you sure you want to delete bucket <strong>{name}</strong>? Only an empty bucket can be deleted.
    </DeleteDialog>
  );
}
