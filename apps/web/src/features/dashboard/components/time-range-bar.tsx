import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { FilterForm, fieldRowSx, TimeRangeFields } from '@/components/filter-form';
import { useZodForm } from '@/lib/use-zod-form';
import type { TimeRange } from '../api/get-widget';
import { refreshChoices, timeRangeFormSchema, toInput, type RefreshSeconds } from '../time-range';

type TimeRangeBarProps = {
  range: TimeRange;
  /** `edited`: the user changed the pickers; otherwise Sync brings the same span up to now. */
  onSync: (range: TimeRange, edited: boolean) => void;
  refresh: RefreshSeconds;
  onRefreshChange: (seconds: RefreshSeconds) => void;
  busy: boolean;
};

const refreshLabel = (seconds: RefreshSeconds) =>
  seconds === 0 ? 'Off' : seconds < 60 ? `Every ${seconds} s` : `Every ${seconds / 60} min`;

/** Start Time, End Time, Sync (spec 2 §2, §4), and an auto-refresh that moves the range along. */
export function TimeRangeBar({ range, onSync, refresh, onRefreshChange, busy }: TimeRangeBarProps) {
  const form = useZodForm(timeRangeFormSchema, { start: toInput(range.start), end: toInput(range.end) });
  const { reset } = form;
  // The range moves (auto-refresh, Sync): the pickers show what is drawn.
  useEffect(() => {
    reset({ start: toInput(range.start), end: toInput(range.end) });
  }, [range.start, range.end, reset]);
  const submit = form.handleSubmit((values) =>
    onSync(values, values.start !== range.start || values.end !== range.end),
  );
  return (
    <FilterForm label="Time range" onSubmit={submit} sx={{ ...fieldRowSx, mb: 2 }}>
      <TimeRangeFields control={form.control} names={['start', 'end']} seconds />
      <Button type="submit" variant="contained" startIcon={<Sync />} loading={busy}>
        Sync
      </Button>
      <Box sx={{ flex: 1 }} />
      <TextField
        select
        size="small"
        label="Auto-refresh"
        value={refresh}
        onChange={(event) => onRefreshChange(Number(event.target.value) as RefreshSeconds)}
        sx={{ width: 160 }}
      >
        {refreshChoices.map((seconds) => (
          <MenuItem key={seconds} value={seconds}>
            {refreshLabel(seconds)}
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}
