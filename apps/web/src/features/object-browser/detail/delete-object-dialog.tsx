import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteObjects } from '@/features/object-browser/api/delete-objects';
import { baseName } from '@/features/object-browser/browser-path';

type DeleteObjectDialogProps = {
  bucket: string;
  objectKey: string;
  /** One version of the key ('v3' when its number is known): deleted permanently. */
  version?: { id: string; label: string | undefined } | undefined;
  onClose: () => void;
  onDeleted: () => void;
};

const strong = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * Delete Object from the detail page. Without a version, the current object (a versioned bucket gets
 * a delete marker and keeps its versions); on a version's page, that version, with no way back.
 */
export function DeleteObjectDialog({
  bucket,
  objectKey,
  version,
  onClose,
  onDeleted,
}: DeleteObjectDialogProps) {
  const name = baseName(objectKey);
  const mutation = useDeleteObjects(bucket);
  if (version)
    return (
      <DeleteDialog
        title="Delete Object Version"
        mutation={mutation}
        variables={[{ path: objectKey, versionID: version.id, recursive: false }]}
        successMessage={`Version ${version.label ?? version.id} of '${name}' deleted permanently.`}
        onClose={onClose}
        onDeleted={onDeleted}
      >
        Are you sure you want to permanently delete version{' '}
        <strong style={strong}>{version.label ? `${version.label} (${version.id})` : version.id}</strong> of{' '}
        <strong style={strong}>{objectKey}</strong>? The other versions are kept; this one cannot be restored.
      </DeleteDialog>
    );
  return (
    <DeleteDialog
      title="Delete Object"
      mutation={mutation}
      variables={[{ path: objectKey, recursive: false }]}
      successMessage={`Object '${name}' deleted successfully.`}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      Are you sure you want to delete <strong style={{ whiteSpace: 'pre-wrap' }}>{objectKey}</strong>?
    </DeleteDialog>
  );
}
