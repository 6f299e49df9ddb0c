type Gc = (options: { type: 'minor' | 'major'; execution?: 'async' }) => unknown;
/** V8's collector, with `--expose-gc` (SERVER_NODE_FLAGS); without it, every call here does nothing. */
const collect = (globalThis as { gc?: Gc }).gc;

/** Whether this process may ask V8 for collections. */
export const canCollect = collect !== undefined;

/** A young-generation collection, now (~0.04 ms). */
export function collectYoung(): void {
  collect?.({ type: 'minor' });
}

/** Many callers together share one full collection: each pauses the whole server. */
const MAJOR_AT_MOST_EVERY_MS = 1_000;
let lastMajorAt = -Infinity;

/**
 * One full collection, queued, at most once a second: after the server let go of much (a transfer, the
 * embedded store's process and its messages), so that its memory goes back rather than waits for V8.
 */
export function collectAllSoon(): void {
  if (!collect) return;
  const now = performance.now();
  if (now - lastMajorAt < MAJOR_AT_MOST_EVERY_MS) return;
  lastMajorAt = now;
  void collect({ type: 'major', execution: 'async' });
}
