import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { register } from './cleanup-registry.ts';
import { findOrBuildMinio } from './find-or-build.ts';
import { freePort } from './free-port.ts';
import { captureOutput, spawnWatched, stopWatched, type WatchedProcess } from './watchdog.ts';

export type StartMinioOptions = {
  /** Drives of each pool. */
  drives: 1 | 4;
  /** Server pools (a decommission needs two); one by default. */
  pools?: 1 | 2;
  rootUser?: string;
  rootPassword?: string;
  /** Names the data directory and the KMS key. */
  name?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Keep the drives here across runs instead of in a temporary directory that stop() removes. */
  persistentDir?: string;
  /**
   * `name:base64key`; random by default. A persistent server needs the same key on every run. `false`
   * starts MinIO without any KMS (its KMS calls then answer 501 NotImplemented).
   */
  kmsSecretKey?: string | false;
  /** The S3 port; a free one by default. A server restarted on purpose keeps its port. */
  port?: number;
  /**
   * Each pool's drives in these directories instead (`pools` and `persistentDir` are then ignored). They are
   * the caller's and stay after stop(): a server started again with one more directory is expanded by a pool.
   */
  poolDirs?: string[];
};

export type MinioServer = {
  endpoint: string;
  port: number;
  consolePort: number;
  rootUser: string;
  rootPassword: string;
  dataDir: string;
  /**
   * The KMS key ID (use it as the SSE-KMS key); the full MINIO_KMS_SECRET_KEY value is kmsSecretKey. Both
   * are undefined for a server started without a KMS.
   */
  kmsKey: string | undefined;
  kmsSecretKey: string | undefined;
  /** Process id of the MinIO server itself (not of its watchdog). */
  pid: number;
  /** Each pool as MinIO's command line names it (a decommission names the pool so). */
  pools: string[];
  stop(): Promise<void>;
};

export async function startMinio(opts: StartMinioOptions): Promise<MinioServer> {
  const binary = await findOrBuildMinio();
  const name = (opts.name ?? 'granary').replace(/[^A-Za-z0-9-]/g, '-');
  const rootUser = opts.rootUser ?? 'granary-root';
  const rootPassword = opts.rootPassword ?? randomBytes(18).toString('base64url');
  const kmsSecretKey =
    opts.kmsSecretKey === false
      ? undefined
      : (opts.kmsSecretKey ?? `${name}:${randomBytes(32).toString('base64')}`);
  const [port, consolePort] = [opts.port ?? (await freePort()), await freePort()];
  const keptDir = opts.poolDirs?.[0] ?? opts.persistentDir;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), `granary-minio-${name}-`));
  for (const dir of keptDir ? (opts.poolDirs ?? [dataDir]) : []) mkdirSync(dir, { recursive: true });
  const removableDir = keptDir ? undefined : dataDir;
  const drivesIn = (dir: string) => (opts.drives === 4 ? join(dir, 'd{1...4}') : join(dir, 'd1'));
  const pools =
    opts.poolDirs?.map(drivesIn) ??
    ((opts.pools ?? 1) === 1
      ? [drivesIn(dataDir)]
      : ['p1', 'p2'].map((pool) => drivesIn(join(dataDir, pool))));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MINIO_ROOT_USER: rootUser,
    MINIO_ROOT_PASSWORD: rootPassword,
    MINIO_CI_CD: '1',
    ...(kmsSecretKey && { MINIO_KMS_SECRET_KEY: kmsSecretKey }),
    MINIO_PROMETHEUS_AUTH_TYPE: 'public',
    MINIO_BROWSER: 'off',
    MINIO_UPDATE: 'off',
    ...opts.env,
  };
  const args = [
    'server',
    ...pools,
    '--address',
    `127.0.0.1:${port}`,
    '--console-address',
    `127.0.0.1:${consolePort}`,
    '--quiet',
  ];
  const proc = spawnWatched(binary, args, { env, ...(removableDir && { cleanupDir: removableDir }) });
  const log = captureOutput(proc);
  let minioPid: number | undefined;
  const unregister = register({
    pids: () => [minioPid, proc.shell.pid].filter((p) => p !== undefined),
    ...(removableDir && { dataDir: removableDir }),
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => stopWatched(proc, () => minioPid, removableDir).finally(unregister);
  try {
    minioPid = await proc.pid;
    await waitReady(endpoint, proc, log, opts.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    endpoint,
    port,
    consolePort,
    rootUser,
    rootPassword,
    dataDir,
    kmsKey: kmsSecretKey?.slice(0, kmsSecretKey.indexOf(':')),
    kmsSecretKey,
    pid: minioPid,
    pools,
    stop,
  };
}

async function waitReady(
  endpoint: string,
  proc: WatchedProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  proc.shell.once('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`MinIO exited during start-up (${exited}). Last output:\n${log()}`);
    try {
      const res = await fetch(`${endpoint}/minio/health/cluster`, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`MinIO at ${endpoint} was not ready after ${timeoutMs} ms. Last output:\n${log()}`);
}
