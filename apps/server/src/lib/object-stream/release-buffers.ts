import type { Readable } from 'node:stream';
import { canCollect, collectAllSoon, collectYoung } from '../collect-garbage.ts';

/** How much a transfer reads between two young-generation collections. */
const RELEASE_EVERY_BYTES = 8 * 1024 * 1024;

/**
 * Each chunk Node reads from a socket is a new buffer outside the JavaScript heap, whose tiny
 * handle is all V8 sees: it collects them only after ~64 MiB have piled up. An upload therefore asks
 * for a young-generation collection (~0.04 ms) every 8 MiB, which keeps its memory flat. The handles of
 * chunks still in flight at such a collection move to the old generation, whose collections are rare:
 * at the end of a transfer one full collection, off the request's path, gives their buffers back
 * (docs/decisions/transfers-and-raw-socket-client.md; needs `--expose-gc`, set by SERVER_NODE_FLAGS;
 * without it, nothing).
 * A download reads into pooled buffers (read-buffer-pool.ts) and asks for none.
 */
export function releaseBuffersWhileReading(stream: Readable): void {
  if (!canCollect) return;
  let unreleased = 0;
  let moved = 0;
  stream.on('data', (chunk: Buffer) => {
    moved += chunk.length;
    unreleased += chunk.length;
    if (unreleased < RELEASE_EVERY_BYTES) return;
    unreleased = 0;
    collectYoung();
  });
  stream.once('close', () => {
    if (moved >= RELEASE_EVERY_BYTES) collectAllSoon();
  });
}
