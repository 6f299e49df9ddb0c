import type { TraceMessage } from '@granary/contract';

/** The newest this many calls stay on the page; older ones are counted, not kept (spec: bounded memory). */
export const traceBufferSize = 5_000;

export type TraceRow = TraceMessage & { id: number };

export type TraceBuffer = { rows: TraceRow[]; nextId: number; dropped: number };

export const emptyTraceBuffer: TraceBuffer = { rows: [], nextId: 0, dropped: 0 };

/** Adds a batch, newest first, keeping at most `traceBufferSize`; `serverDropped` came from the server. */
export function addToTraceBuffer(buffer: TraceBuffer, batch: TraceMessage[], serverDropped = 0): TraceBuffer {
  const added = batch.map((message, index) => ({ ...message, id: buffer.nextId + index })).reverse();
  const rows = [...added, ...buffer.rows];
  const kept = rows.slice(0, traceBufferSize);
  return {
    rows: kept,
    nextId: buffer.nextId + batch.length,
    dropped: buffer.dropped + (rows.length - kept.length) + serverDropped,
  };
}
