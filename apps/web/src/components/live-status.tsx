import PlayArrow from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { LiveState } from '@/lib/live-socket';

const labels: Record<LiveState['status'], string> = {
  idle: 'Not started',
  connecting: 'Connecting…',
  live: 'Live',
  closed: 'Closed',
};

/** Where a live tool's socket is: the chip beside its title. */
export function LiveStatusChip({ state }: { state: LiveState }) {
  return (
    <Chip size="small" label={labels[state.status]} color={state.status === 'live' ? 'success' : 'default'} />
  );
}

/** Why the stream ended, when it did not end as asked. */
export function LiveFailure({ state }: { state: LiveState }) {
  if (state.status !== 'closed' || !state.failed) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {state.reason}
    </Alert>
  );
}

/** Start (the form's submit) while stopped, Stop while running. */
export function StartStopButton({ running, onStop }: { running: boolean; onStop: () => void }) {
  return running ? (
    <Button variant="contained" color="error" startIcon={<StopIcon />} onClick={onStop}>
      Stop
    </Button>
  ) : (
    <Button type="submit" variant="contained" startIcon={<PlayArrow />}>
      Start
    </Button>
  );
}
