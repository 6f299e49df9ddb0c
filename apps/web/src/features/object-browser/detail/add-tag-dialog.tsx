import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useChangeObject, type ObjectTarget } from './object-detail-api';
import { newTagProblem } from './object-forms';

type AddTagDialogProps = { target: ObjectTarget; tags: Record<string, string>; onClose: () => void };

/** Add New Tag: key and value must both be non-blank; the tag joins the object's set. */
export function AddTagDialog({ target, tags, onClose }: AddTagDialogProps) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const change = useChangeObject(target);
  const problem = newTagProblem(key, value, tags);
  const blank = key.trim() === '' || value.trim() === '';
  const save = () =>
    change.mutate(
      { kind: 'tags', tags: { ...tags, [key]: value } },
      {
        onSuccess: () => {
          showSnackbar(`Tag '${key}' added.`);
          onClose();
        },
      },
    );
  return (
    <FormDialog
      open
      title="Add New Tag"
      onSubmit={save}
      onClose={onClose}
      submitDisabled={problem !== undefined}
      pending={change.isPending}
      error={change.isError ? modalErrorText(change.error) : undefined}
    >
      <TextInput label="Tag Key" value={key} onChange={(event) => setKey(event.target.value)} autoFocus />
      <TextInput label="Tag Label" value={value} onChange={(event) => setValue(event.target.value)} />
      {problem && !blank && <Alert severity="warning">{problem}</Alert>}
    </FormDialog>
  );
}
