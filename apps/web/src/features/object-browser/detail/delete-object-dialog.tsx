import { DeleteDialog } from '../../../components/delete-dialog';
import { useDeleteObjects } from '../api/delete-objects';
import { baseName } from '../browser-path';

type DeleteObjectDialogProps = {
  bucket: string;
  objectKey: string;
  onClose: () => void;
  onDeleted: () => void;
};

/** Delete Object from the detail page: the current object (a versioned bucket keeps its versions). */
export function DeleteObjectDialog({ bucket, objectKey, onClose, onDeleted }: DeleteObjectDialogProps) {
  return (
    <DeleteDialog
      title="Delete Object"
      mutation={useDeleteObjects(bucket)}
      variables={[{ path: objectKey, recursive: false }]}
      successMessage={`Object '${baseName(objectKey)}' deleted successfully.`}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      Are you sure you want to delete <strong style={{ whiteSpace: 'pre-wrap' }}>{objectKey}</strong>?
    </DeleteDialog>
  );
}
