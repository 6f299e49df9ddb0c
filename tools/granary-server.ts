import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jemallocPath } from './jemalloc.ts';
import { freePort } from './minio/free-port.ts';
import { ensureServerBundle } from './server-bundle.ts';
import { captureOutput, spawnWatched } from './minio/watchdog.ts';

/** `pid`: the Node process serving Granary (not its watchdog shell). */
export type GranaryServer = {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill ends it: nothing is flushed. */
  kill(): Promise<void>;
};

export type StartGranaryOptions = {
  minioEndpoint: string;
  port?: number;
  env?: Record<string, string>;
  dataDir?: string;
  log?: boolean;
};

/**
 * V8's young generation capped at 2 MiB semi-spaces, and `gc` exposed so that a transfer can free the
 * socket buffers it has passed on (lib/object-stream/release-buffers.ts): memory stays flat during 5 GiB
 * transfers at no measured throughput cost (bench/object-transfers.ts; docs/decisions/memory-budgets.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--expose-gc'];

/**
 * The server's malloc: jemalloc where it is installed, two arenas and their unused pages given back to
 * the system after a second by its own thread; glibc's malloc keeps what compiling, TLS and socket reads
 * freed for good (~20 MiB more at idle, ~25 MiB more while downloading;
 * docs/decisions/memory-budgets.md). Without it, or when LD_PRELOAD is set already, glibc with two arenas
 * instead of one per thread (~10 MiB less than glibc's default).
 */
export function allocatorEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  if (env.LD_PRELOAD !== undefined || !existsSync(jemallocPath))
    return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
  return {
    LD_PRELOAD: jemallocPath,
    MALLOC_CONF: env.MALLOC_CONF ?? 'narenas:2,background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
  };
}

/** Starts the real Granary server (apps/server) as a watched child process: it dies with its parent. */
export async function startGranary(opts: StartGranaryOptions): Promise<GranaryServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'granary-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONSOLE_MINIO_SERVER: opts.minioEndpoint,
    CONSOLE_PORT: String(port),
    CONSOLE_HOSTNAME: '127.0.0.1',
    GRANARY_DATA_DIR: dataDir,
    GRANARY_LOG_LEVEL: process.env.GRANARY_LOG_LEVEL ?? 'warn',
    CONSOLE_PBKDF_PASSPHRASE: process.env.CONSOLE_PBKDF_PASSPHRASE ?? '',
    CONSOLE_PBKDF_SALT: process.env.CONSOLE_PBKDF_SALT ?? '',
    ...opts.env,
  };
  if (!env.CONSOLE_PBKDF_PASSPHRASE) delete env.CONSOLE_PBKDF_PASSPHRASE;
  if (!env.CONSOLE_PBKDF_SALT) delete env.CONSOLE_PBKDF_SALT;
  const serverEntry = await ensureServerBundle();
  // The allocator is the server's alone: the watchdog's shell and its `sleep`s keep glibc's.
  const allocator = Object.entries(allocatorEnv(env)).map(([name, value]) => `${name}=${value}`);
  const command = [...allocator, process.execPath, ...SERVER_NODE_FLAGS, serverEntry];
  const proc = spawnWatched('/usr/bin/env', command, { env });
  const lastOutput = captureOutput(proc);
  if (opts.log !== false) {
    proc.shell.stdout?.on('data', (chunk: Buffer) =>
      process.stdout.write(chunk.toString().replace(/^watchdog-pid \d+\n/m, '')),
    );
    proc.shell.stderr?.pipe(process.stderr);
  }
  const url = `http://127.0.0.1:${port}`;
  // A graceful stop writes what the store still has behind (a logout's record waits for the embedded
  // store's first open, 10 s and more on a loaded machine): a test that starts a Granary on the same data
  // directory next must find it written and the directory free.
  const stop = async () => {
    if (proc.shell.exitCode !== null || proc.shell.signalCode !== null) return;
    proc.shell.kill('SIGTERM');
    // Past the server's own stop deadline (graceful-stop.ts: 20 s), so its exit is seen.
    await Promise.race([new Promise((resolve) => proc.shell.once('exit', resolve)), sleep(25_000)]);
  };
  await waitForGranary(url, proc.shell, stop, lastOutput);
  const pid = await proc.pid;
  const kill = async () => {
    if (proc.shell.exitCode !== null || proc.shell.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.shell.once('exit', resolve));
    process.kill(pid, 'SIGKILL');
    await exited;
  };
  return { url, port, dataDir, pid, stop, kill };
}

async function waitForGranary(
  url: string,
  shell: { exitCode: number | null },
  stop: () => Promise<void>,
  lastOutput: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (shell.exitCode !== null)
      throw new Error(
        `The Granary server exited with code ${shell.exitCode} during start-up. Last output:\n${lastOutput()}`,
      );
    try {
      const res = await fetch(`${url}/api/v1/login`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`The Granary server at ${url} did not answer within 30 s. Last output:\n${lastOutput()}`);
}

export const randomPassword = () => randomBytes(18).toString('base64url');
