import type { Readable } from 'node:stream';

/** How much a transfer reads between two young-generation collections. */
const RELEASE_EVERY_BYTES = 8 * 1024 * 1024;

type MinorGc = (options: { type: 'minor' }) => void;
const collect = (globalThis as { gc?: MinorGc }).gc;

/**
 * Each chunk Node reads from a socket is a new buffer outside the JavaScript heap, whose tiny
 * handle is all V8 sees: it collects them only after ~64 MiB have piled up. A transfer therefore asks
 * for a young-generation collection (~0.04 ms) every 8 MiB, which keeps its memory flat
 * (docs/decisions.md, "Transfers"; needs `--expose-gc`, set by SERVER_NODE_FLAGS; without it, nothing).
 */
export function releaseBuffersWhileReading(stream: Readable): void {
  if (!collect) return;
  let unreleased = 0;
  stream.on('data', (chunk: Buffer) => {
    unreleased += chunk.length;
    if (unreleased < RELEASE_EVERY_BYTES) return;
    unreleased = 0;
    collect({ type: 'minor' });
  });
}
