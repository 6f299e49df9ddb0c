import { collectAllSoon } from '../collect-garbage.ts';

/**
 * The buffers MinIO's answers are read into, shared by every exchange: one download after another
 * reuses the same few, so a transfer leaves nothing for the collector. Before, each exchange made its
 * own and queued a full collection to give them back; back-to-back downloads spent ~8% of the hop's CPU
 * in those collections (docs/decisions/download-throughput.md).
 */
export const READ_BUFFER_BYTES = {
  /** Plain HTTP: reads of up to 1 MiB instead of Node's 64 KiB (docs/decisions/download-throughput.md). */
  plain: 1024 * 1024,
  /** TLS hands over one record at a time, at most 16 KiB: a bigger buffer would be mostly empty. */
  tls: 16 * 1024,
} as const;
/** Spare bytes kept between exchanges, of each size: two plain downloads' worth. */
export const SPARE_BYTES_AT_MOST = 6 * 1024 * 1024;
/** After this long with no buffer taken or given back, the spares go back to the system. */
export const SPARES_IDLE_MS = 10_000;
/** Buffers given up because the pool was full are garbage: one full collection per this many bytes. */
const COLLECT_DROPPED_EVERY_BYTES = 8 * 1024 * 1024;

const spares = new Map<number, Buffer[]>();
/** Only the pool's own buffers come back into it, never a copy or a view of one, and each once. */
const ours = new WeakSet<Buffer>();
const waiting = new WeakSet<Buffer>();
let dropped = 0;
let idleTimer: NodeJS.Timeout | undefined;

function dropSpares(): void {
  idleTimer = undefined;
  if (spares.size === 0) return;
  spares.clear();
  collectAllSoon();
}

function stillInUse(): void {
  if (idleTimer) idleTimer.refresh();
  else idleTimer = setTimeout(dropSpares, SPARES_IDLE_MS).unref();
}

export function takeReadBuffer(bytes: number): Buffer {
  stillInUse();
  const spare = spares.get(bytes)?.pop();
  if (spare) {
    waiting.delete(spare);
    return spare;
  }
  // Its own memory: Node 24 cuts buffers under 32 KiB from a shared 64 KiB slab.
  const buffer = Buffer.allocUnsafeSlow(bytes);
  ours.add(buffer);
  return buffer;
}

/** Only once nothing reads into or writes from `buffer` any more: the next exchange overwrites it. */
export function returnReadBuffer(buffer: Buffer): void {
  if (!ours.has(buffer) || waiting.has(buffer)) return;
  stillInUse();
  let kept = spares.get(buffer.length);
  if (!kept) spares.set(buffer.length, (kept = []));
  if ((kept.length + 1) * buffer.length <= SPARE_BYTES_AT_MOST) {
    kept.push(buffer);
    waiting.add(buffer);
    return;
  }
  dropped += buffer.length;
  if (dropped < COLLECT_DROPPED_EVERY_BYTES) return;
  dropped = 0;
  collectAllSoon();
}

/** How many buffers of a size wait in the pool (for tests). */
export const spareCount = (bytes: number) => spares.get(bytes)?.length ?? 0;
