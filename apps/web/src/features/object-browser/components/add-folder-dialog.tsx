import { useMemo } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { checkFolderName, folderFormSchema } from '@/features/object-browser/folder-name';

type AddFolderDialogProps = {
  /** The folder the new one goes in ('' for the bucket root). */
  parent: string;
  onClose: () => void;
  /** Called with the new folder's prefix (ending in '/'). */
  onCreate: (prefix: string) => void;
};

/**
 * Add Folder (spec 1 §2.8, §5): S3 has no folders, so nothing is written here; the browser opens the
 * new prefix and it exists once something is uploaded into it (see docs/decisions/object-browser.md).
 */
export function AddFolderDialog({ parent, onClose, onCreate }: AddFolderDialogProps) {
  const schema = useMemo(() => folderFormSchema(parent), [parent]);
  const form = useZodForm(schema, { name: '' }, { whileTyping: true });
  const blank = form.watch('name').trim() === '';
  const create = form.handleSubmit(({ name }) => {
    const check = checkFolderName(parent, name);
    if ('prefix' in check) onCreate(check.prefix);
  });
  return (
    <FormDialog
      open
      title="Add Folder"
      onClose={onClose}
      submitDisabled={blank}
      onSubmit={() => void create()}
      maxWidth="sm"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Folder Path"
        autoFocus
        helperText={`Created in ${parent ? `'${parent}'` : 'the bucket root'}. Use '/' for nested folders. The folder stays once a file is uploaded into it.`}
      />
    </FormDialog>
  );
}
