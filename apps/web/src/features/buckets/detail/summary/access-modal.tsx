import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BucketAccess, SettableAccess } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { useSetAccess } from './summary-api';

type AccessModalProps = { bucketName: string; current: BucketAccess; onClose: () => void };

/** Spec 1 §2.7: the access policy, PRIVATE or PUBLIC; a custom policy is replaced only when ticked. */
export function AccessModal({ bucketName, current, onClose }: AccessModalProps) {
  const [access, setAccess] = useState<SettableAccess>(current === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE');
  const [replaceCustom, setReplaceCustom] = useState(false);
  const save = useSetAccess(bucketName);
  const custom = current === 'CUSTOM';
  const submit = () =>
    save.mutate(
      { access, replaceCustom },
      {
        onSuccess: () => {
          showSnackbar(`Access of '${bucketName}' set to ${access}`);
          onClose();
        },
      },
    );
  return (
    <FormDialog
      open
      title="Change Access Policy"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={custom && !replaceCustom}
      error={save.isError ? modalErrorText(save.error) : undefined}
      maxWidth="xs"
    >
      {custom && (
        <Alert severity="warning">
          This bucket has a custom policy (for example access rules). Saving replaces all of it.
        </Alert>
      )}
      <TextField
        select
        label="Access Policy"
        value={access}
        onChange={(event) => setAccess(event.target.value as SettableAccess)}
        helperText={
          access === 'PUBLIC'
            ? 'Anyone can list, read, write and delete objects without credentials.'
            : 'Only users whose policies allow it can reach the bucket.'
        }
      >
        <MenuItem value="PRIVATE">Private</MenuItem>
        <MenuItem value="PUBLIC">Public</MenuItem>
      </TextField>
      {custom && (
        <FormControlLabel
          label="Replace the custom policy"
          control={
            <Checkbox checked={replaceCustom} onChange={(event) => setReplaceCustom(event.target.checked)} />
          }
        />
      )}
    </FormDialog>
  );
}
