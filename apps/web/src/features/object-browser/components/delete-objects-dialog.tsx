import { isFolder, type ObjectEntry } from '@granary/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteObjects } from '@/features/object-browser/api/delete-objects';
import { baseName } from '@/features/object-browser/browser-path';

type DeleteObjectsDialogProps = { bucket: string; entries: ObjectEntry[]; onClose: () => void };

/** Confirms deleting files and folders (a folder goes with everything below it). */
export function DeleteObjectsDialog({ bucket, entries, onClose }: DeleteObjectsDialogProps) {
  const [single] = entries;
  const one = entries.length === 1 && single;
  const items = entries.map((entry) => ({
    path: entry.name,
    recursive: isFolder(entry),
    ...(entry.version_id && entry.version_id !== 'null' && { versionID: entry.version_id }),
  }));
  return (
    <DeleteDialog
      title={one ? 'Delete Object' : 'Delete Objects'}
      mutation={useDeleteObjects(bucket)}
      variables={items}
      successMessage={
        one ? `Object '${baseName(one.name)}' deleted successfully.` : 'Objects deleted successfully.'
      }
      onClose={onClose}
    >
      {one ? (
        <>
          Are you sure you want to delete <strong style={{ whiteSpace: 'pre-wrap' }}>{one.name}</strong>
          {isFolder(one) ? ' and everything in it' : ''}?
        </>
      ) : (
        <>
          Are you sure you want to delete the {entries.length} selected items? Folders go with everything in
          them.
        </>
      )}
    </DeleteDialog>
  );
}
