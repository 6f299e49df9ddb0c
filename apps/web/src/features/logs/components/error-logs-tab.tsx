import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { liveSockets, type ConsoleLogMessage } from '@granary/contract';
import { useCallback, useEffect, useState } from 'react';
import { HighlightField } from '@/components/highlighted';
import { LiveFailure, LiveStatusChip } from '@/components/live-status';
import { isLiveRunning, useLiveSocket } from '@/lib/live-socket';
import { ErrorLogEntry } from './error-log-entry';

/** The newest this many entries stay on the page. */
const maxEntries = 1_000;

/**
 * Error Logs (spec 2 §2): MinIO's log, its last 100 entries then live, newest first, with 'Highlight
 * Line' marking the entries that contain the text.
 */
export function ErrorLogsTab() {
  const [entries, setEntries] = useState<ConsoleLogMessage[]>([]);
  const [highlight, setHighlight] = useState('');
  const onData = useCallback(
    (entry: ConsoleLogMessage) => setEntries((current) => [entry, ...current].slice(0, maxEntries)),
    [],
  );
  const { state, start, stop } = useLiveSocket({
    socket: liveSockets.console,
    onData,
  });
  useEffect(() => start({}), [start]);
  const reconnect = () => {
    setEntries([]);
    start({});
  };
  const live = isLiveRunning(state);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <HighlightField value={highlight} onChange={setHighlight} />
        <LiveStatusChip state={state} />
        <Box sx={{ flex: 1 }} />
        {live ? <Button onClick={stop}>Stop</Button> : <Button onClick={reconnect}>Reconnect</Button>}
      </Box>
      <LiveFailure state={state} />
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {live ? 'No log entries yet: MinIO logs here as errors happen.' : 'Not connected.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} aria-label="Error log" role="feed">
          {entries.map((entry, index) => (
            <ErrorLogEntry key={`${entry.time}-${index}`} entry={entry} highlight={highlight} />
          ))}
        </Box>
      )}
    </>
  );
}
