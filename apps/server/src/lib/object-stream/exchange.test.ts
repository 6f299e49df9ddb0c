import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

const MiB = 1024 * 1024;

/**
 * A server that answers any request with a 200 and `bytes` of body, as MinIO answers a GET: every byte
 * of an answer is the number of its connection (1, 2, …).
 */
async function answering(bytes: number): Promise<Server> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    const fill = connections;
    socket.once('data', () => {
      socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${bytes}\r\n\r\n`);
      const chunk = Buffer.alloc(MiB, fill);
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
  /**
   * A GET through exchange() (loaded now, so it sees the `gc` stubbed before) of `bytes` of body, from
   * the server already answering or from a new one.
   */
  const openAnswer = async (bytes: number) => {
    const { exchange } = await import('./exchange.ts');
    server ??= await answering(bytes);
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
    server = undefined;
    vi.unstubAllGlobals();
  });

  /** Pipes an answer to a sink that writes each chunk a moment later, as a socket would. */
  const readAll = async (bytes: number, seen = new Set<ArrayBufferLike>()) => {
    const answer = await openAnswer(bytes);
    let received = 0;
    await answer.pipe((chunk, release) => {
      seen.add(chunk.buffer);
      received += chunk.length;
      setImmediate(release);
    });
    await new Promise((done) => setImmediate(done));
    return { received, seen };
  };

  it('asks for no collection while an answer passes or after it: its buffers go back to the pool', async () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    vi.resetModules();
    expect((await readAll(20 * MiB)).received).toBe(20 * MiB);
    expect(gc).not.toHaveBeenCalled();
  });

  it('reads one answer after another into the same buffers', async () => {
    vi.resetModules();
    const first = await readAll(16 * MiB);
    const second = await readAll(16 * MiB);
    expect(first.received + second.received).toBe(32 * MiB);
    // Besides the pooled buffers, each answer has one chunk that came with the head, in a copy.
    const pooled = (seen: Set<ArrayBufferLike>) => [...seen].filter((buffer) => buffer.byteLength === MiB);
    expect(pooled(first.seen).length).toBeLessThanOrEqual(3);
    expect(pooled(second.seen).length).toBeGreaterThan(0);
    expect(pooled(second.seen).every((buffer) => first.seen.has(buffer))).toBe(true);
  });

  it('never reads into a buffer still being written: two answers at once keep their own bytes', async () => {
    vi.resetModules();
    const checkedLater = async () => {
      const answer = await openAnswer(24 * MiB);
      const wrong: number[] = [];
      let received = 0;
      let expected: number | undefined;
      await answer.pipe((chunk, release) => {
        received += chunk.length;
        expected ??= chunk[0];
        // The chunk is looked at again only when "written", a few milliseconds later.
        setTimeout(() => {
          if (chunk.some((byte) => byte !== expected)) wrong.push(received);
          release();
        }, 2);
      });
      await new Promise((done) => setTimeout(done, 10));
      return { received, wrong, expected };
    };
    server = await answering(24 * MiB);
    const [one, two] = await Promise.all([checkedLater(), checkedLater()]);
    expect([one?.received, two?.received]).toEqual([24 * MiB, 24 * MiB]);
    expect(new Set([one?.expected, two?.expected])).toEqual(new Set([1, 2]));
    expect([...(one?.wrong ?? []), ...(two?.wrong ?? [])]).toEqual([]);
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
