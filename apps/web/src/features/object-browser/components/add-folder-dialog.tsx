import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { checkFolderName } from '../folder-name';

type AddFolderDialogProps = {
  /** The folder the new one goes in ('' for the bucket root). */
  parent: string;
  onClose: () => void;
  /** Called with the new folder's prefix (ending in '/'). */
  onCreate: (prefix: string) => void;
};

/**
 * Add Folder (spec 1 §2.8, §5): S3 has no folders, so nothing is written here; the browser opens the
 * new prefix and it exists once something is uploaded into it (see docs/decisions.md).
 */
export function AddFolderDialog({ parent, onClose, onCreate }: AddFolderDialogProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const helpId = useId();
  const check = checkFolderName(parent, name);
  const blank = name.trim() === '';
  const error = touched && !blank && 'error' in check ? check.error : undefined;
  return (
    <FormDialog
      open
      title="Add Folder"
      onClose={onClose}
      submitDisabled={blank}
      onSubmit={() => {
        setTouched(true);
        if ('prefix' in check) onCreate(check.prefix);
      }}
      maxWidth="sm"
    >
      <TextInput
        label="Folder Path"
        value={name}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setTouched(true);
        }}
        error={Boolean(error)}
        inputProps={{ 'aria-describedby': helpId }}
      />
      <FolderHelp id={helpId} parent={parent} error={error} />
    </FormDialog>
  );
}

function FolderHelp({ id, parent, error }: { id: string; parent: string; error: string | undefined }) {
  return (
    <Typography id={id} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mt: -1.5 }}>
      {error ??
        `Created in ${parent ? `'${parent}'` : 'the bucket root'}. Use '/' for nested folders. The folder stays once a file is uploaded into it.`}
    </Typography>
  );
}
