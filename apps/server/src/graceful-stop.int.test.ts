// The built server stopped with SIGTERM as a service manager stops it: with nothing stuck it ends at once
// (exit code 0); with connections that never finish and an audit write its store never answers, it cuts
// them at the deadline, says what was left, and ends anyway (exit code 1).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apiEndpoints } from '@granary/contract';
import { SERVER_NODE_FLAGS } from '@granary/tools/granary-server';
import { spawnWatched } from '@granary/tools/minio/watchdog';
import { ensureServerBundle } from '@granary/tools/server-bundle';
import { describe, expect, it } from 'vitest';
import { stopTimes } from './graceful-stop.ts';
import { builtServerEnv } from './testing/granary-process.ts';

type LogLine = { msg?: string; req?: { url?: string }; requests?: string[]; connections?: number };

type Running = {
  port: number;
  pid: number;
  dataDir: string;
  logs: LogLine[];
  /** Resolves with the first log line `match` accepts, from the `from`th line logged on. */
  logged(match: (line: LogLine) => boolean, from?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; at: number }>;
};

const auditToken = randomBytes(24).toString('base64url').replace(/^env/, 'tok');
// The requests below are written byte by byte (half sent, bodies unfinished); their paths are the contract's.
const { loginStrategy, login } = apiEndpoints.session;
const { ingest } = apiEndpoints.auditLog;
const requestLine = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path} HTTP/1.1`;

async function startServer(): Promise<Running> {
  const entry = await ensureServerBundle();
  const { dataDir, env } = builtServerEnv('granary-stop-', {
    GRANARY_LOG_LEVEL: 'info',
    GRANARY_AUDIT_TOKEN: auditToken,
  });
  // Watched: it dies with this test process, however that ends.
  const proc = spawnWatched(process.execPath, [...SERVER_NODE_FLAGS, entry], { env, cleanupDir: dataDir });
  proc.shell.stderr?.pipe(process.stderr);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    proc.shell.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const logs: LogLine[] = [];
  const waiting = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const stdout = proc.shell.stdout;
  if (!stdout) throw new Error('the watchdog gives no stdout');
  createInterface({ input: stdout }).on('line', (text) => {
    if (!text.startsWith('{')) return;
    const line = JSON.parse(text) as LogLine;
    logs.push(line);
    for (const wait of waiting)
      if (wait.match(line)) {
        waiting.delete(wait);
        wait.resolve(line);
      }
  });
  const logged = (match: (line: LogLine) => boolean, from = 0) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = logs.slice(from).find(match);
      if (seen) return resolve(seen);
      waiting.add({ match, resolve });
      void exited.then(({ code }) => reject(new Error(`the server exited (code ${code})`)));
    });
  const serving = await logged((line) => line.msg?.startsWith('Granary is serving at') ?? false);
  const port = Number(/:(\d+),/.exec(serving.msg ?? '')?.[1]);
  return { port, pid: await proc.pid, dataDir, logs, logged, exited };
}

type Client = { socket: Socket; received: () => string; closedAt: Promise<number> };

/** A connection of its own, to send raw HTTP on and see what comes back and when it closes. */
async function connectTo(port: number): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, received: () => received, closedAt };
}

/** Resolves once `client` has a whole answer: its head and Content-Length bytes of body. */
async function answerOn(client: Client): Promise<string> {
  for (;;) {
    const text = client.received();
    const headEnd = text.indexOf('\r\n\r\n');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? NaN);
    if (headEnd >= 0 && text.length >= headEnd + 4 + length) return text;
    await once(client.socket, 'data');
  }
}

const auditRecord = JSON.stringify({
  time: new Date().toISOString(),
  api: { name: 'GetObject', bucket: 'stop-test', object: 'o', status: 'OK', statusCode: 200 },
  requestID: `STOP${Date.now()}`,
});

const auditPost = (port: number) =>
  `${requestLine(ingest)}\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${auditToken}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${auditRecord.length}\r\n\r\n${auditRecord}`;

/** The embedded store's process on `dataDir` (its command line names the store's directory). */
function storeProcessOf(dataDir: string): number | undefined {
  const directory = path.join(dataDir, 'store');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(directory))
        return Number(entry);
    } catch {
      // It ended while being looked at.
    }
  }
  return undefined;
}

describe('a graceful stop of the server', () => {
  it('ends at once with exit code 0, closing a connection idle and one whose answer ends during the stop', async () => {
    const server = await startServer();
    const idle = await connectTo(server.port);
    idle.socket.write(`${requestLine(loginStrategy)}\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    expect(await answerOn(idle)).toMatch(/^HTTP\/1\.1 200 /);
    // A request under way when the stop begins: its body's last byte comes after.
    const before = server.logs.length;
    const late = await connectTo(server.port);
    late.socket.write(
      `${requestLine(login)}\r\nHost: 127.0.0.1:${server.port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await server.logged((line) => line.msg === 'incoming request', before);
    const stoppedAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await server.logged((line) => line.msg === 'SIGTERM received, closing');
    late.socket.write('}');
    expect(await answerOn(late)).toMatch(/^HTTP\/1\.1 400 /);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeLessThan(stopTimes.answersWithinMs);
    expect(await late.closedAt).toBeLessThanOrEqual(at);
    expect(await idle.closedAt).toBeLessThanOrEqual(at);
  }, 60_000);

  it('cuts what is stuck at the deadline, logs it, and ends with exit code 1', async () => {
    const server = await startServer();
    let store: number | undefined;
    try {
      const idle = await connectTo(server.port);
      idle.socket.write(`${requestLine(loginStrategy)}\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
      await answerOn(idle);
      const halfRequest = await connectTo(server.port);
      halfRequest.socket.write(`${requestLine(loginStrategy)}\r\nHost: 127.0.0.1:${server.port}\r\n`);
      const unfinishedBody = await connectTo(server.port);
      unfinishedBody.socket.write(
        `${requestLine(login)}\r\nHost: 127.0.0.1:${server.port}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"accessKey":',
      );
      // One audit post opens the embedded store; then its process stops answering (SIGSTOP).
      const first = await connectTo(server.port);
      first.socket.write(auditPost(server.port));
      expect(await answerOn(first)).toMatch(/^HTTP\/1\.1 200 /);
      store = storeProcessOf(server.dataDir);
      if (store === undefined) throw new Error('no store process after an audit post');
      process.kill(store, 'SIGSTOP');
      // The next post waits for the store for good.
      const before = server.logs.length;
      const stuck = await connectTo(server.port);
      stuck.socket.write(auditPost(server.port));
      await server.logged((line) => line.req?.url === ingest.path, before);

      const stoppedAt = Date.now();
      process.kill(server.pid, 'SIGTERM');
      const { code, at } = await server.exited;
      expect(code).toBe(1);
      expect(at - stoppedAt).toBeGreaterThanOrEqual(stopTimes.answersWithinMs);
      expect(at - stoppedAt).toBeLessThan(stopTimes.stopWithinMs + 3_000);
      // The idle connection closed as the stop began, the stuck ones at the deadline.
      expect((await idle.closedAt) - stoppedAt).toBeLessThan(stopTimes.answersWithinMs);
      for (const client of [halfRequest, unfinishedBody, stuck])
        expect(await client.closedAt).toBeLessThanOrEqual(at);
      const cut = server.logs.find((line) => line.msg?.includes('closing them'));
      expect(cut?.requests).toEqual(
        expect.arrayContaining([`${login.method} ${login.path}`, `${ingest.method} ${ingest.path}`]),
      );
      expect(cut?.connections).toBeGreaterThanOrEqual(3);
      // The audit write still waited for the store: the stop ended at its last deadline.
      expect(server.logs.map((line) => line.msg)).toContain(
        `Granary did not stop within ${stopTimes.stopWithinMs / 1000} s (the store's writes and its close still under way): exiting`,
      );
    } finally {
      if (store !== undefined) {
        try {
          process.kill(store, 'SIGKILL');
        } catch {
          // Already gone: Granary ended it.
        }
      }
    }
  }, 90_000);
});
