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
import type { ObjectInfo, RetentionMode } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useChangeObject, type ObjectTarget } from './object-detail-api';
import { canSaveRetention, endOfDayUtc } from './object-forms';

type SetRetentionDialogProps = { target: ObjectTarget; info: ObjectInfo; onClose: () => void };

const currentMode = (info: ObjectInfo): RetentionMode | '' =>
  info.retention_mode === '' ? '' : info.retention_mode === 'GOVERNANCE' ? 'governance' : 'compliance';

/** Set Retention Policy: on with a type and a date, or off (which removes governance retention). */
export function SetRetentionDialog({ target, info, onClose }: SetRetentionDialogProps) {
  const current = currentMode(info);
  const [enabled, setEnabled] = useState(true);
  const [mode, setMode] = useState<RetentionMode | ''>(current);
  const [day, setDay] = useState(info.retention_until_date.slice(0, 10));
  const change = useChangeObject(target);
  const form = { enabled, mode, day, saving: change.isPending };
  const save = () => {
    const expires = endOfDayUtc(day);
    const request =
      enabled && mode && expires
        ? { kind: 'retention' as const, body: { mode, expires } }
        : { kind: 'clear-retention' as const };
    change.mutate(request, {
      onSuccess: () => {
        showSnackbar('Retention policy saved.');
        onClose();
      },
    });
  };
  return (
    <FormDialog
      open
      title="Set Retention Policy"
      onSubmit={save}
      onClose={onClose}
      submitDisabled={!canSaveRetention(form, current)}
      pending={change.isPending}
      error={change.isError ? modalErrorText(change.error) : undefined}
    >
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        Object: <strong>{info.name}</strong>
      </Typography>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="Status"
      />
      {enabled && (
        <>
          <FormControl>
            <FormLabel id="retention-type">Type</FormLabel>
            <RadioGroup
              row
              aria-labelledby="retention-type"
              value={mode}
              onChange={(event) => setMode(event.target.value as RetentionMode)}
            >
              <FormControlLabel value="governance" control={<Radio />} label="Governance" />
              <FormControlLabel value="compliance" control={<Radio />} label="Compliance" />
            </RadioGroup>
          </FormControl>
          <FormControl variant="outlined" fullWidth>
            <InputLabel htmlFor="retention-date" shrink>
              Date
            </InputLabel>
            <OutlinedInput
              id="retention-date"
              label="Date"
              notched
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              aria-describedby="retention-date-help"
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
