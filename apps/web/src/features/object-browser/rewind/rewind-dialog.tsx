import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { boundInput } from '@/lib/bound-input';
import { useZodForm } from '@/lib/use-zod-form';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/datetime-input';
import { rewindFormSchema } from './rewind-date';
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
  const form = useZodForm(rewindFormSchema, {
    status: true,
    value: current ? toLocalInputValue(current) : '',
  });
  const inputId = useId();
  const [status = true, value = ''] = form.watch(['status', 'value']);
  const submit = form.handleSubmit(({ date }) => {
    if (date) enableRewind(bucket, date);
    else disableRewind();
    onClose();
  });
  return (
    <FormDialog
      open
      title={`Rewind - ${bucket}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={status ? 'Show Rewind Data' : 'Show Current Data'}
      submitDisabled={status && fromLocalInputValue(value) === null}
      maxWidth="xs"
    >
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Current Status"
          />
        )}
      />
      <FormControl variant="outlined" fullWidth disabled={!status}>
        <InputLabel htmlFor={inputId} shrink>
          Rewind to
        </InputLabel>
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <OutlinedInput
              id={inputId}
              type="datetime-local"
              label="Rewind to"
              notched
              {...boundInput(field)}
              inputProps={{ step: 1 }}
            />
          )}
        />
      </FormControl>
    </FormDialog>
  );
}
