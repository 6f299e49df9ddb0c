import { afterEach, describe, expect, it, vi } from 'vitest';

/** The pool as the server sees it with `--expose-gc`, fresh: `gc` is read once, when it loads. */
async function freshPool() {
  const gc = vi.fn();
  vi.stubGlobal('gc', gc);
  vi.resetModules();
  return { gc, ...(await import('./read-buffer-pool.ts')) };
}

const majors = (gc: ReturnType<typeof vi.fn>) =>
  gc.mock.calls.filter(([options]) => (options as { type: string }).type === 'major').length;

const MiB = 1024 * 1024;

describe('read buffer pool', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands a returned buffer out again, once, and never one that is not its own', async () => {
    const { takeReadBuffer, returnReadBuffer, spareCount } = await freshPool();
    const first = takeReadBuffer(MiB);
    expect([first.length, first.buffer.byteLength]).toEqual([MiB, MiB]);
    returnReadBuffer(first);
    returnReadBuffer(first);
    expect(spareCount(MiB)).toBe(1);
    returnReadBuffer(Buffer.allocUnsafeSlow(MiB));
    returnReadBuffer(first.subarray(0, 16));
    expect(spareCount(MiB)).toBe(1);
    // Buffers are compared as booleans: toBe would print a mismatch of 1 MiB.
    expect(takeReadBuffer(MiB) === first).toBe(true);
    expect(takeReadBuffer(MiB) === first).toBe(false);
  });

  it('keeps small buffers apart from large ones, each in memory of its own', async () => {
    const { takeReadBuffer, returnReadBuffer, spareCount } = await freshPool();
    const small = takeReadBuffer(16 * 1024);
    expect(small.buffer.byteLength).toBe(16 * 1024);
    returnReadBuffer(small);
    expect([spareCount(16 * 1024), spareCount(MiB)]).toEqual([1, 0]);
    expect(takeReadBuffer(MiB) === small).toBe(false);
    expect(takeReadBuffer(16 * 1024) === small).toBe(true);
  });

  it('keeps 6 MiB of spares of a size and collects once 8 MiB more were given up', async () => {
    const { gc, takeReadBuffer, returnReadBuffer, spareCount, SPARE_BYTES_AT_MOST } = await freshPool();
    const kept = SPARE_BYTES_AT_MOST / MiB;
    const taken = Array.from({ length: kept + 8 }, () => takeReadBuffer(MiB));
    for (const buffer of taken.slice(0, kept + 7)) returnReadBuffer(buffer);
    expect(spareCount(MiB)).toBe(kept);
    expect(majors(gc)).toBe(0);
    returnReadBuffer(taken.at(-1) ?? Buffer.alloc(0));
    expect(majors(gc)).toBe(1);
  });

  it('gives its spares back after ten quiet seconds, with one full collection', async () => {
    vi.useFakeTimers();
    const { gc, takeReadBuffer, returnReadBuffer, spareCount, SPARES_IDLE_MS } = await freshPool();
    const buffer = takeReadBuffer(MiB);
    vi.advanceTimersByTime(SPARES_IDLE_MS - 1);
    // Giving back, as a slow browser's last write does, starts the quiet time anew; so does taking.
    returnReadBuffer(buffer);
    vi.advanceTimersByTime(SPARES_IDLE_MS - 1);
    returnReadBuffer(takeReadBuffer(MiB));
    vi.advanceTimersByTime(SPARES_IDLE_MS - 1);
    expect(spareCount(MiB)).toBe(1);
    expect(majors(gc)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(spareCount(MiB)).toBe(0);
    expect(majors(gc)).toBe(1);
    expect(takeReadBuffer(MiB) === buffer).toBe(false);
  });
});
