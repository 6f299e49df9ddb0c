import { collectAllSoon } from '../collect-garbage.ts';

/**
 * The 1 MiB buffers MinIO's answers are read into, shared by every exchange: one download after another
 * reuses the same few, so a transfer leaves nothing for the collector. Before, each exchange made its
 * own three and queued a full collection to give them back; back-to-back downloads spent ~8% of the
 * hop's CPU in those collections (docs/decisions.md, "issue 16, eleventh part").
 */
export const READ_BUFFER_BYTES = 1024 * 1024;
/** Spares kept between exchanges: two downloads' worth (each holds at most three). */
export const SPARES_AT_MOST = 6;
/** After this long without an exchange taking a buffer, the spares go back to the system. */
export const SPARES_IDLE_MS = 10_000;
/** Buffers given up because the pool was full are garbage: one full collection per this many bytes. */
const COLLECT_DROPPED_EVERY_BYTES = 8 * 1024 * 1024;

const spares: Buffer[] = [];
let dropped = 0;
let idleTimer: NodeJS.Timeout | undefined;

const isPoolBuffer = (buffer: Buffer) =>
  buffer.length === READ_BUFFER_BYTES &&
  buffer.byteOffset === 0 &&
  buffer.buffer.byteLength === READ_BUFFER_BYTES;

function dropSpares(): void {
  idleTimer = undefined;
  if (spares.length === 0) return;
  spares.length = 0;
  collectAllSoon();
}

export function takeReadBuffer(): Buffer {
  if (idleTimer) idleTimer.refresh();
  else idleTimer = setTimeout(dropSpares, SPARES_IDLE_MS).unref();
  return spares.pop() ?? Buffer.allocUnsafe(READ_BUFFER_BYTES);
}

/** Only once nothing reads into or writes from `buffer` any more: the next exchange overwrites it. */
export function returnReadBuffer(buffer: Buffer): void {
  if (!isPoolBuffer(buffer) || spares.includes(buffer)) return;
  if (spares.length < SPARES_AT_MOST) {
    spares.push(buffer);
    return;
  }
  dropped += READ_BUFFER_BYTES;
  if (dropped < COLLECT_DROPPED_EVERY_BYTES) return;
  dropped = 0;
  collectAllSoon();
}

/** How many buffers wait in the pool (for tests). */
export const spareCount = () => spares.length;
