import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createPlainServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createTlsServer, getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const MiB = 1024 * 1024;

/** The byte at `position` of the answer to `/bucket/<answer>`: each answer's own, changing along it. */
const byteAt = (answer: number, position: number) => (position * 7 + answer * 13) % 251;

function answerBody(answer: number, bytes: number): Buffer {
  const body = Buffer.allocUnsafe(bytes);
  for (let position = 0; position < bytes; position++) body[position] = byteAt(answer, position);
  return body;
}

/**
 * Answers `GET /bucket/<n>` with a 200 and `bytes` of body, as MinIO answers a GetObject; resolves once
 * the connection has closed here, which is after the client closed its end (and gave back its buffers).
 */
function answerOn(socket: Socket, bytes: number): Promise<unknown> {
  socket.once('data', (request: Buffer) => {
    const answer = Number(/^GET \/bucket\/(\d+) /.exec(request.toString('latin1'))?.[1]);
    socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${bytes}\r\n\r\n`);
    socket.end(answerBody(answer, bytes));
  });
  return once(socket, 'close');
}

async function listening(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/**
 * A sink that looks at each chunk again only when it "writes" it, `delayMs` later, as a socket would;
 * `written()` resolves once every chunk handed over so far has been checked and released.
 */
function checkingSink(answer: number, delayMs: number) {
  const seen = new Set<ArrayBufferLike>();
  const wrongAt: number[] = [];
  let received = 0;
  let holding = 0;
  let whenWritten: (() => void) | undefined;
  const sink = (chunk: Buffer, release: () => void) => {
    const offset = received;
    received += chunk.length;
    seen.add(chunk.buffer);
    holding += 1;
    // The time a socket takes to write the chunk, which the tests vary: the sink's input, not a wait.
    // eslint-disable-next-line no-restricted-syntax -- a slow writer's hold on each chunk, not a sleep
    setTimeout(() => {
      for (let i = 0; i < chunk.length; i += 509)
        if (chunk[i] !== byteAt(answer, offset + i)) {
          wrongAt.push(offset + i);
          break;
        }
      release();
      holding -= 1;
      if (holding === 0) whenWritten?.();
    }, delayMs);
  };
  const written = () =>
    holding === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenWritten = resolve));
  return { sink, seen, wrongAt, received: () => received, written };
}

describe('exchange', () => {
  let server: Server | undefined;
  /** The plain server's connections, each until it has closed. */
  let connections: Promise<unknown>[] = [];
  let certDir = '';
  const defaultCAs = getCACertificates('default');

  beforeAll(() => {
    certDir = mkdtempSync(path.join(tmpdir(), 'granary-exchange-tls-'));
  });
  afterAll(() => {
    setDefaultCACertificates(defaultCAs);
    rmSync(certDir, { recursive: true, force: true });
  });
  afterEach(() => {
    server?.close();
    server = undefined;
    connections = [];
    vi.unstubAllGlobals();
  });

  /** exchange(), loaded now so that it sees a `gc` stubbed before. */
  const exchangeNow = async () => (await import('./exchange.ts')).exchange;

  /** GET /bucket/<answer> from the plain server answering `bytes`, started on first use. */
  const openAnswer = async (answer: number, bytes: number) => {
    const exchange = await exchangeNow();
    server ??= createPlainServer((socket) => connections.push(answerOn(socket, bytes)));
    const port = server.listening ? (server.address() as AddressInfo).port : await listening(server);
    return exchange({
      origin: new URL(`http://127.0.0.1:${port}`),
      target: `/bucket/${answer}`,
      method: 'GET',
      headers: {},
    });
  };

  const readAll = async (answer: number, bytes: number, delayMs = 0) => {
    const checking = checkingSink(answer, delayMs);
    await (await openAnswer(answer, bytes)).pipe(checking.sink);
    // After the answer too: every chunk written and released, and the connection closed.
    await Promise.all([checking.written(), ...connections]);
    return checking;
  };

  it('asks for no collection while an answer passes or after it: its buffers go back to the pool', async () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    vi.resetModules();
    expect((await readAll(1, 20 * MiB)).received()).toBe(20 * MiB);
    expect(gc).not.toHaveBeenCalled();
  });

  it('reads one answer after another into the same buffers', async () => {
    vi.resetModules();
    const first = await readAll(1, 16 * MiB);
    const second = await readAll(2, 16 * MiB);
    expect([first.received(), second.received()]).toEqual([16 * MiB, 16 * MiB]);
    // Besides the pooled buffers, each answer has one chunk that came with the head, in a copy.
    const pooled = (seen: Set<ArrayBufferLike>) => [...seen].filter((buffer) => buffer.byteLength === MiB);
    expect(pooled(first.seen).length).toBeLessThanOrEqual(3);
    expect(pooled(second.seen).length).toBeGreaterThan(0);
    expect(pooled(second.seen).every((buffer) => first.seen.has(buffer))).toBe(true);
  });

  it('never reads into a buffer still being written: two answers at once keep their own bytes', async () => {
    vi.resetModules();
    const [one, two] = await Promise.all([readAll(1, 24 * MiB, 2), readAll(2, 24 * MiB, 2)]);
    expect([one.received(), two.received()]).toEqual([24 * MiB, 24 * MiB]);
    expect([...one.wrongAt, ...two.wrongAt]).toEqual([]);
  });

  it('reads a long answer into a few buffers, however often the sink makes it wait', async () => {
    const read = await readAll(1, 64 * MiB, 1);
    expect(read.received()).toBe(64 * MiB);
    expect(read.wrongAt).toEqual([]);
    expect(read.seen.size).toBeLessThanOrEqual(4);
  });

  it('reads an answer over TLS into 16 KiB buffers, about 2 MiB of them at most', async () => {
    const [cert, key] = [path.join(certDir, 'public.crt'), path.join(certDir, 'private.key')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    setDefaultCACertificates([...defaultCAs, readFileSync(cert, 'utf8')]);
    const bytes = 12 * MiB;
    server = createTlsServer({ cert: readFileSync(cert), key: readFileSync(key) }, (socket) => {
      void answerOn(socket, bytes);
    });
    const port = await listening(server);
    const exchange = await exchangeNow();
    const checking = checkingSink(3, 1);
    const answer = await exchange({
      origin: new URL(`https://127.0.0.1:${port}`),
      target: '/bucket/3',
      method: 'GET',
      headers: {},
    });
    await answer.pipe(checking.sink);
    await checking.written();
    expect(checking.received()).toBe(bytes);
    expect(checking.wrongAt).toEqual([]);
    const pooled = [...checking.seen].filter((buffer) => buffer.byteLength === 16 * 1024);
    expect(pooled.length).toBeGreaterThan(0);
    expect(checking.seen.size - pooled.length).toBeLessThanOrEqual(1);
    expect(pooled.length).toBeLessThanOrEqual((2 * MiB) / (16 * 1024) + 16);
  });
});
