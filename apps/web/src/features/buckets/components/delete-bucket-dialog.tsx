import { DeleteDialog } from '../../../components/delete-dialog';
import { useDeleteBucket } from '../api/delete-bucket';

export function DeleteBucketDialog({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Bucket"
      mutation={useDeleteBucket()}
      variables={name}
      successMessage={`Bucket '${name}' deleted`}
      onClose={onClose}
    >
      Are you sure you want to delete bucket <strong>{name}</strong>? Only an empty bucket can be deleted.
    </DeleteDialog>
  );
}
