import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { liveSockets, type TraceMessage, type TraceQuery } from '@granary/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { LiveFailure, LiveStatusChip } from '@/components/live-status';
import { isLiveRunning, useLiveSocket } from '@/lib/live-socket';
import { addToTraceBuffer, emptyTraceBuffer, traceBufferSize, type TraceBuffer } from '../trace-buffer';
import { TraceFilters } from './trace-filters';
import { TraceTable } from './trace-table';
import { formatCount } from '@/lib/format';

/**
 * /trace: MinIO's calls as they happen. Messages are gathered and drawn a few times a second, and only
 * the newest 5,000 are kept, so a busy server does not freeze the page.
 */
export function TracePage() {
  const [buffer, setBuffer] = useState<TraceBuffer>(emptyTraceBuffer);
  const [started, setStarted] = useState(false);
  const pending = useRef<TraceMessage[]>([]);
  const pendingDropped = useRef(0);
  const onData = useCallback((message: TraceMessage) => pending.current.push(message), []);
  const onDropped = useCallback((count: number) => (pendingDropped.current += count), []);
  const { state, start, stop } = useLiveSocket({
    socket: liveSockets.trace,
    onData,
    onDropped,
  });

  useEffect(() => {
    const timer = setInterval(() => {
      if (pending.current.length === 0 && pendingDropped.current === 0) return;
      const batch = pending.current.splice(0);
      const dropped = pendingDropped.current;
      pendingDropped.current = 0;
      setBuffer((current) => addToTraceBuffer(current, batch, dropped));
    }, 250);
    return () => clearInterval(timer);
  }, []);

  const begin = (query: TraceQuery) => {
    pending.current = [];
    pendingDropped.current = 0;
    setBuffer(emptyTraceBuffer);
    setStarted(true);
    start({ query });
  };
  const running = isLiveRunning(state);
  return (
    <>
      <PageHeader title="Trace" actions={<LiveStatusChip state={state} />} />
      <TraceFilters running={running} onStart={begin} onStop={stop} />
      <LiveFailure state={state} />
      {buffer.dropped > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Showing the newest {formatCount(traceBufferSize)} calls; {formatCount(buffer.dropped)} older ones
          were left out.
        </Typography>
      )}
      <Box>
        <TraceTable rows={buffer.rows} started={started} />
      </Box>
    </>
  );
}
