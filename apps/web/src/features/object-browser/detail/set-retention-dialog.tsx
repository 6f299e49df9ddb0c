import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ObjectInfo, RetentionMode } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { boundInput } from '@/lib/bound-input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useClearObjectRetention } from '@/features/object-browser/api/clear-object-retention';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';
import { useSetObjectRetention } from '@/features/object-browser/api/set-object-retention';
import { canSaveRetention, retentionFormSchema } from './object-forms';

type SetRetentionDialogProps = { target: ObjectTarget; info: ObjectInfo; onClose: () => void };

const currentMode = (info: ObjectInfo): RetentionMode | '' =>
  info.retention_mode === '' ? '' : info.retention_mode === 'GOVERNANCE' ? 'governance' : 'compliance';

/** Set Retention Policy: on with a type and a date, or off (which removes governance retention). */
export function SetRetentionDialog({ target, info, onClose }: SetRetentionDialogProps) {
  const current = currentMode(info);
  const form = useZodForm(retentionFormSchema, {
    enabled: true,
    mode: current,
    day: info.retention_until_date.slice(0, 10),
  });
  const set = useSetObjectRetention(target);
  const clear = useClearObjectRetention(target);
  const setting = useDialogForm(set, { onClose });
  const clearing = useDialogForm(clear, { onClose });
  const pending = set.isPending || clear.isPending;
  const [enabled = true, mode = '', day = ''] = form.watch(['enabled', 'mode', 'day']);
  const saved = 'Retention policy saved.';
  const save = form.handleSubmit((request) => {
    if (request.action === 'set') setting.submit(request.body, saved);
    else clearing.submit(undefined, saved);
  });
  return (
    <FormDialog
      open
      title="Set Retention Policy"
      onSubmit={() => void save()}
      onClose={onClose}
      submitDisabled={!canSaveRetention({ enabled, mode, day, saving: pending }, current)}
      pending={pending}
      error={setting.props.error ?? clearing.props.error}
    >
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        Object: <strong>{info.name}</strong>
      </Typography>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Status"
          />
        )}
      />
      {enabled && (
        <>
          <FormControl>
            <FormLabel id="retention-type">Type</FormLabel>
            <Controller
              control={form.control}
              name="mode"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-labelledby="retention-type"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value as RetentionMode)}
                >
                  <FormControlLabel value="governance" control={<Radio />} label="Governance" />
                  <FormControlLabel value="compliance" control={<Radio />} label="Compliance" />
                </RadioGroup>
              )}
            />
          </FormControl>
          <FormControl variant="outlined" fullWidth>
            <InputLabel htmlFor="retention-date" shrink>
              Date
            </InputLabel>
            <Controller
              control={form.control}
              name="day"
              render={({ field }) => (
                <OutlinedInput
                  id="retention-date"
                  label="Date"
                  notched
                  type="date"
                  {...boundInput(field)}
                  aria-describedby="retention-date-help"
                />
              )}
            />
            <FormHelperText id="retention-date-help">Retained until 23:59:59 UTC of this day.</FormHelperText>
          </FormControl>
        </>
      )}
      {!enabled && current === 'compliance' && (
        <Typography variant="body2" color="warning.main">
          Compliance retention cannot be removed before its date.
        </Typography>
      )}
    </FormDialog>
  );
}
