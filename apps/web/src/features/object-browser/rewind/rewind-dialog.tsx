import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { fromLocalInputValue, toLocalInputValue } from './rewind-date';
import { disableRewind, enableRewind } from './rewind-state';

type RewindDialogProps = {
  bucket: string;
  /** The rewind date in force (ISO), or null when showing current data. */
  current: string | null;
  onClose: () => void;
};

/**
 * Rewind (spec 1 §2.8, §4, §5): with the status on, 'Show Rewind Data' shows the bucket as of the
 * chosen time (disabled until there is one); with it off, 'Show Current Data' returns to the present.
 */
export function RewindDialog({ bucket, current, onClose }: RewindDialogProps) {
  const [status, setStatus] = useState(true);
  const [value, setValue] = useState(current ? toLocalInputValue(current) : '');
  const inputId = useId();
  const date = fromLocalInputValue(value);
  const submit = () => {
    if (!status) disableRewind();
    else if (date) enableRewind(bucket, date);
    onClose();
  };
  return (
    <FormDialog
      open
      title={`Rewind - ${bucket}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={status ? 'Show Rewind Data' : 'Show Current Data'}
      submitDisabled={status && date === null}
      maxWidth="xs"
    >
      <FormControlLabel
        control={<Switch checked={status} onChange={(event) => setStatus(event.target.checked)} />}
        label="Current Status"
      />
      <FormControl variant="outlined" fullWidth disabled={!status}>
        <InputLabel htmlFor={inputId} shrink>
          Rewind to
        </InputLabel>
        <OutlinedInput
          id={inputId}
          type="datetime-local"
          label="Rewind to"
          notched
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputProps={{ step: 1 }}
        />
      </FormControl>
    </FormDialog>
  );
}
