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

describe('read buffer pool', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands a returned buffer out again, and never one that is not its own', async () => {
    const { takeReadBuffer, returnReadBuffer, spareCount, READ_BUFFER_BYTES } = await freshPool();
    const first = takeReadBuffer();
    expect(first.length).toBe(READ_BUFFER_BYTES);
    returnReadBuffer(first);
    returnReadBuffer(first);
    expect(spareCount()).toBe(1);
    returnReadBuffer(Buffer.alloc(READ_BUFFER_BYTES + 1).subarray(1));
    returnReadBuffer(Buffer.alloc(16));
    expect(spareCount()).toBe(1);
    expect(takeReadBuffer() === first).toBe(true);
    expect(takeReadBuffer() === first).toBe(false);
  });

  it('keeps six spares and collects once 8 MiB more were given up', async () => {
    const { gc, takeReadBuffer, returnReadBuffer, spareCount, SPARES_AT_MOST } = await freshPool();
    const taken = Array.from({ length: SPARES_AT_MOST + 8 }, () => takeReadBuffer());
    for (const buffer of taken.slice(0, SPARES_AT_MOST + 7)) returnReadBuffer(buffer);
    expect(spareCount()).toBe(SPARES_AT_MOST);
    expect(majors(gc)).toBe(0);
    returnReadBuffer(taken.at(-1) ?? Buffer.alloc(0));
    expect(majors(gc)).toBe(1);
  });

  it('gives its spares back after ten quiet seconds, with one full collection', async () => {
    vi.useFakeTimers();
    const { gc, takeReadBuffer, returnReadBuffer, spareCount, SPARES_IDLE_MS } = await freshPool();
    const buffer = takeReadBuffer();
    returnReadBuffer(buffer);
    vi.advanceTimersByTime(SPARES_IDLE_MS - 1);
    // Taking a buffer starts the quiet time anew.
    returnReadBuffer(takeReadBuffer());
    vi.advanceTimersByTime(SPARES_IDLE_MS - 1);
    expect(spareCount()).toBe(1);
    expect(majors(gc)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(spareCount()).toBe(0);
    expect(majors(gc)).toBe(1);
    expect(takeReadBuffer() === buffer).toBe(false);
  });
});
