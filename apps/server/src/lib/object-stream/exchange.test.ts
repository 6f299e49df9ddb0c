import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

const MiB = 1024 * 1024;

/** A server that answers any request with a 200 and `bytes` of body, as MinIO answers a GET. */
async function answering(bytes: number): Promise<Server> {
  const server = createServer((socket) => {
    socket.once('data', () => {
      socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${bytes}\r\n\r\n`);
      const chunk = Buffer.alloc(MiB, 7);
      for (let sent = 0; sent < bytes; sent += MiB)
        socket.write(chunk.subarray(0, Math.min(MiB, bytes - sent)));
      socket.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('exchange', () => {
  let server: Server | undefined;
  /** A GET through exchange() (loaded now, so it sees the `gc` stubbed before) of `bytes` of body. */
  const openAnswer = async (bytes: number) => {
    const { exchange } = await import('./exchange.ts');
    server = await answering(bytes);
    const { port } = server.address() as AddressInfo;
    return exchange({
      origin: new URL(`http://127.0.0.1:${port}`),
      target: '/bucket/key',
      method: 'GET',
      headers: {},
    });
  };
  afterEach(() => {
    server?.close();
    vi.unstubAllGlobals();
  });

  it('asks for no young collection as an answer passes (its buffers are pooled), and queues a full one once every chunk was written', async () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    vi.resetModules();
    const answer = await openAnswer(20 * MiB);
    let received = 0;
    let last: (() => void) | undefined;
    // Each chunk is written a moment later, as a socket would; the last one is held back here.
    await answer.pipe((chunk, release) => {
      received += chunk.length;
      if (received === 20 * MiB) last = release;
      else setImmediate(release);
    });
    await new Promise((done) => setImmediate(done));
    expect(gc).not.toHaveBeenCalledWith({ type: 'major', execution: 'async' });
    last?.();
    expect(gc.mock.calls.filter(([options]) => options.type === 'minor')).toEqual([]);
    expect(gc).toHaveBeenLastCalledWith({ type: 'major', execution: 'async' });
  });

  it('reads a long answer into a few buffers, however often the sink makes it wait', async () => {
    const answer = await openAnswer(64 * MiB);
    const buffers = new Set<ArrayBufferLike>();
    let received = 0;
    await answer.pipe((chunk, release) => {
      buffers.add(chunk.buffer);
      received += chunk.length;
      setTimeout(release, 1);
    });
    expect(received).toBe(64 * MiB);
    expect(buffers.size).toBeLessThanOrEqual(6);
  });
});
