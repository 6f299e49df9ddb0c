import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';

const MiB = 1024 * 1024;

/** The module as the server sees it with `--expose-gc`: `gc` is read once, when it loads. */
async function withGc() {
  const gc = vi.fn();
  vi.stubGlobal('gc', gc);
  vi.resetModules();
  return { gc, ...(await import('./release-buffers.ts')) };
}

const transfer = (chunks: number) =>
  Readable.from(
    Array.from({ length: chunks }, () => Buffer.alloc(MiB)),
    { objectMode: false },
  );

describe('releaseBuffersWhileReading', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a young-generation collection every 8 MiB, then one full collection at the end', async () => {
    const { gc, releaseBuffersWhileReading } = await withGc();
    const stream = transfer(20);
    releaseBuffersWhileReading(stream);
    stream.resume();
    await finished(stream);
    await new Promise((done) => setImmediate(done));
    expect(gc.mock.calls).toEqual([
      [{ type: 'minor' }],
      [{ type: 'minor' }],
      [{ type: 'major', execution: 'async' }],
    ]);
  });

  /** Reads `chunks` MiB through releaseBuffersWhileReading, to the end. */
  const readThrough = async (releaseBuffersWhileReading: (stream: Readable) => void, chunks: number) => {
    const stream = transfer(chunks);
    releaseBuffersWhileReading(stream);
    stream.resume();
    await finished(stream);
    await new Promise((done) => setImmediate(done));
  };

  it('leaves a small transfer to V8', async () => {
    const { gc, releaseBuffersWhileReading } = await withGc();
    await readThrough(releaseBuffersWhileReading, 7);
    expect(gc).not.toHaveBeenCalled();
    await readThrough(releaseBuffersWhileReading, 8);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async' });
  });

  it('lets transfers that end together share one full collection', async () => {
    const { gc, releaseBuffersWhileReading } = await withGc();
    await Promise.all(Array.from({ length: 5 }, () => readThrough(releaseBuffersWhileReading, 10)));
    expect(gc.mock.calls.filter(([options]) => options.type === 'major')).toHaveLength(1);
  });
});
