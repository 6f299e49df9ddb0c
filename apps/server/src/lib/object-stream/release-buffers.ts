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
 * (docs/decisions.md, "Transfers"; needs `--expose-gc`, set by SERVER_NODE_FLAGS; without it, nothing).
 * A download reads into pooled buffers (read-buffer-pool.ts) and asks for none.
 */
export function releaseBuffersWhileReading(stream: Readable): void {
  if (!canCollect) return;
  const collector = transferCollector();
  stream.on('data', (chunk: Buffer) => collector.add(chunk.length));
  stream.once('close', () => collector.end());
}

/** A transfer's byte count: `add` collects the young generation every 8 MiB, `end` queues a full collection. */
function transferCollector() {
  let unreleased = 0;
  let moved = 0;
  return {
    add(bytes: number) {
      moved += bytes;
      unreleased += bytes;
      if (!canCollect || unreleased < RELEASE_EVERY_BYTES) return;
      unreleased = 0;
      collectYoung();
    },
    end: () => collectAfterTransfer(moved),
  };
}

/** After a transfer of at least 8 MiB: one full collection, queued rather than run on the spot. */
function collectAfterTransfer(bytes: number): void {
  if (bytes >= RELEASE_EVERY_BYTES) collectAllSoon();
}
