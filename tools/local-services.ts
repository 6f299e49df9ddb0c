import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MinioServer } from './minio/index.ts';
import { granaryAuditWebhookEnv, startMinio } from './minio/index.ts';
import { prometheusPath } from './prometheus/paths.ts';
import { startPrometheus, type PrometheusServer } from './prometheus/index.ts';

type LocalCredentials = { rootUser: string; rootPassword: string; kmsSecretKey: string };

/** Root password and KMS key are chosen once and kept beside the drives: the data stays readable across runs. */
function credentials(dir: string): LocalCredentials {
  const file = path.join(dir, 'credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalCredentials;
  const created = {
    rootUser: 'minioadmin',
    rootPassword: randomBytes(15).toString('base64url'),
    kmsSecretKey: `local:${randomBytes(32).toString('base64')}`,
  };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

/** The token MinIO's audit webhook sends to Granary, chosen once and kept beside the drives. */
function auditToken(dir: string): string {
  const file = path.join(dir, 'audit-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  let token = randomBytes(24).toString('base64url');
  // MinIO drops a token that starts with "env" (it reads it as a remote-env URL).
  while (token.startsWith('env')) token = randomBytes(24).toString('base64url');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

export type LocalServices = {
  minio: MinioServer;
  prometheus: PrometheusServer | undefined;
  /** What the Granary of `npm start` needs to reach them: the audit token, Prometheus. */
  granaryEnv: Record<string, string>;
};

/**
 * The local MinIO of `npm start` and `npm run dev`: 4 erasure-coded drives under `.data/minio`, its audit
 * log posted to the Granary that will listen on `granaryPort` (MinIO keeps records in its queue until then);
 * and a Prometheus scraping it for the dashboard (series kept in `.data/prometheus`), unless
 * CONSOLE_PROMETHEUS_URL names another or Prometheus is not installed.
 */
export async function startLocalServices(repoRoot: string, granaryPort: number): Promise<LocalServices> {
  const dir = path.join(repoRoot, '.data', 'minio');
  const token = auditToken(dir);
  const minio = await startMinio({
    drives: 4,
    name: 'local',
    ...credentials(dir),
    persistentDir: path.join(dir, 'drives'),
    env: granaryAuditWebhookEnv(`http://127.0.0.1:${granaryPort}`, token, path.join(dir, 'audit-queue')),
  });
  const ownPrometheus = !process.env.CONSOLE_PROMETHEUS_URL && existsSync(prometheusPath);
  const prometheus = ownPrometheus
    ? await startPrometheus({
        minioEndpoints: [minio.endpoint],
        persistentDir: path.join(repoRoot, '.data', 'prometheus'),
      }).catch(async (error: unknown) => {
        await minio.stop();
        throw error;
      })
    : undefined;
  return {
    minio,
    prometheus,
    granaryEnv: {
      GRANARY_AUDIT_TOKEN: token,
      ...(prometheus
        ? { CONSOLE_PROMETHEUS_URL: prometheus.url, CONSOLE_PROMETHEUS_JOB_ID: prometheus.jobId }
        : {}),
    },
  };
}

/**
 * On Ctrl-C or SIGTERM: `before` (what the script started besides), then Granary, Prometheus and MinIO,
 * then exit.
 */
export function stopAllOnSignal(
  granary: { stop(): Promise<void> },
  local: LocalServices | undefined,
  before?: () => void,
): void {
  const shutdown = async () => {
    before?.();
    await granary.stop();
    await local?.prometheus?.stop();
    await local?.minio.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
