// A Prometheus of our own on a free loopback port, scraping MinIO's metrics with a configuration written
// here, watched so that it dies with the process that started it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../minio/free-port.ts';
import { lifecycleOf, spawnWatched } from '../minio/watchdog.ts';
import { prometheusPath } from './paths.ts';

export type StartPrometheusOptions = {
  /** MinIO servers to scrape (their S3 endpoint, `http://host:port`), with public metrics. */
  minioEndpoints: string[];
  /** The `job` label of every MinIO series (CONSOLE_PROMETHEUS_JOB_ID). */
  jobId?: string;
  scrapeIntervalSeconds?: number;
  /** Keep the time series here across runs instead of in a temporary directory that stop() removes. */
  persistentDir?: string;
};

export type PrometheusServer = { url: string; jobId: string; stop(): Promise<void> };

/** MinIO's v2 metric sets the dashboard reads; `scope` keeps series of different sets apart. */
const metricSets = ['cluster', 'node', 'bucket', 'resource'] as const;

export function prometheusConfig(opts: StartPrometheusOptions & { jobId: string }): string {
  const interval = `${opts.scrapeIntervalSeconds ?? 15}s`;
  const targets = opts.minioEndpoints.map((endpoint) => new URL(endpoint));
  const groups = metricSets.flatMap((scope) =>
    targets.map((url) => ({
      targets: [url.host],
      labels: {
        __metrics_path__: `/minio/v2/metrics/${scope}`,
        __scheme__: url.protocol.slice(0, -1),
        scope,
      },
    })),
  );
  // JSON is YAML: no YAML writer needed.
  return JSON.stringify(
    {
      global: { scrape_interval: interval, evaluation_interval: interval },
      scrape_configs: [{ job_name: opts.jobId, scrape_timeout: interval, static_configs: groups }],
    },
    null,
    2,
  );
}

async function waitReady(url: string, exited: () => string | undefined, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = exited();
    if (status) throw new Error(`Prometheus exited during start-up (${status}):\n${log()}`);
    const ready = await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(1_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`Prometheus did not become ready at ${url} within 30 s:\n${log()}`);
}

export async function startPrometheus(opts: StartPrometheusOptions): Promise<PrometheusServer> {
  const jobId = opts.jobId ?? 'minio-job';
  const dir = opts.persistentDir ?? mkdtempSync(join(tmpdir(), 'granary-prometheus-'));
  mkdirSync(join(dir, 'data'), { recursive: true });
  const configFile = join(dir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig({ ...opts, jobId }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawnWatched(
    prometheusPath,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { env: process.env, ...(opts.persistentDir ? {} : { cleanupDir: dir }) },
  );
  let output = '';
  proc.shell.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const lifecycle = lifecycleOf(proc);
  const stop = async () => {
    await lifecycle.stop();
    if (!opts.persistentDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await proc.pid;
    await waitReady(url, lifecycle.exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, jobId, stop };
}
