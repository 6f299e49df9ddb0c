import type { TraceMessage } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { addToTraceBuffer, emptyTraceBuffer, traceBufferSize } from './trace-buffer';

const message = (api: string): TraceMessage => ({
  time: '2026-11-24T08:00:00Z',
  api,
  host: 'node1',
  client: '127.0.0.1',
  accessKey: 'V3KEXAMPLE',
  user: 'alice',
  method: 'GET',
  path: '/bucket',
  query: '',
  statusCode: 200,
  statusMsg: 'OK',
  error: '',
  callStats: { duration: 1_000_000, timeToFirstByte: 500_000, rx: 0, tx: 10 },
});

describe('the trace buffer', () => {
  it('shows the newest first', () => {
    const buffer = addToTraceBuffer(emptyTraceBuffer, [message('first'), message('second')]);
    expect(buffer.rows.map((row) => row.api)).toEqual(['second', 'first']);
    expect(addToTraceBuffer(buffer, [message('third')]).rows[0]?.api).toBe('third');
  });

  it('keeps at most its size and counts what it left out, with what the server dropped', () => {
    const many = Array.from({ length: traceBufferSize + 25 }, (_, index) => message(`call-${index}`));
    const buffer = addToTraceBuffer(emptyTraceBuffer, many, 7);
    expect(buffer.rows).toHaveLength(traceBufferSize);
    expect(buffer.rows[0]?.api).toBe(`call-${traceBufferSize + 24}`);
    expect(buffer.dropped).toBe(25 + 7);
    expect(new Set(buffer.rows.map((row) => row.id)).size).toBe(traceBufferSize);
  });
});
