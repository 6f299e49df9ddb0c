import { describe, expect, it } from 'vitest';
import { StreamHub } from './stream-hub.ts';

/** A stream the test feeds by hand, counting how often it was opened and whether it was stopped. */
function source<T>() {
  const state = {
    opened: 0,
    stopped: false,
    push: (_item: T) => {},
    fail: (_error: Error) => {},
    end: () => {},
  };
  const open = (signal: AbortSignal): AsyncIterable<T> => {
    state.opened += 1;
    const queue: T[] = [];
    let wake: (() => void) | undefined;
    let failure: Error | undefined;
    let ended = false;
    const nudge = () => wake?.();
    state.push = (item) => (queue.push(item), nudge());
    state.fail = (error) => ((failure = error), nudge());
    state.end = () => ((ended = true), nudge());
    signal.addEventListener('abort', () => ((state.stopped = true), (ended = true), nudge()));
    return {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          while (queue.length) yield queue.shift() as T;
          if (failure) throw failure;
          if (ended) return;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
    };
  };
  return { state, open };
}

describe('StreamHub', () => {
  it('opens one stream for every subscriber of a key, and stops it when the last leaves', async () => {
    const hub = new StreamHub<number>();
    const { state, open } = source<number>();
    const [a, b] = [new AbortController(), new AbortController()];
    const seen: Record<string, number[]> = { a: [], b: [] };
    const first = hub.join('k', open, a.signal, (n) => seen.a?.push(n));
    const second = hub.join('k', open, b.signal, (n) => seen.b?.push(n));
    state.push(1);
    await expect.poll(() => seen.a).toEqual([1]);
    a.abort();
    await first;
    state.push(2);
    // Both would have had it at once, had the first not left.
    await expect.poll(() => seen.b).toEqual([1, 2]);
    expect(state.opened).toBe(1);
    expect(seen).toEqual({ a: [1], b: [1, 2] });
    expect(state.stopped).toBe(false);
    b.abort();
    await second;
    expect(state.stopped).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('keeps other keys apart, hands a newcomer the latest items, and fails every subscriber with the stream', async () => {
    const hub = new StreamHub<string>({ replay: 2 });
    const one = source<string>();
    const other = source<string>();
    const first: string[] = [];
    const early = hub.join('one', one.open, new AbortController().signal, (item) => first.push(item));
    void hub.join('other', other.open, new AbortController().signal, () => undefined).catch(() => undefined);
    ['x', 'y', 'z'].forEach((item) => one.state.push(item));
    await expect.poll(() => first).toEqual(['x', 'y', 'z']);
    const late: string[] = [];
    const joined = hub.join('one', one.open, new AbortController().signal, (item) => late.push(item));
    expect(late).toEqual(['y', 'z']);
    expect([one.state.opened, other.state.opened]).toEqual([1, 1]);
    one.state.fail(new Error('MinIO went away'));
    await expect(early).rejects.toThrow('MinIO went away');
    await expect(joined).rejects.toThrow('MinIO went away');
    expect(hub.size).toBe(1);
  });

  it('resolves every subscriber when the stream ends by itself', async () => {
    const hub = new StreamHub<number>();
    const { state, open } = source<number>();
    const joined = hub.join('k', open, new AbortController().signal, () => undefined);
    state.end();
    await expect(joined).resolves.toBeUndefined();
    expect(hub.size).toBe(0);
  });
});
