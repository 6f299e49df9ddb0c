// What the dashboard costs on this machine: the Summary tab's 19 widgets asked at once (as the page asks
// them), each widget alone, and the info call, through Granary from a real Prometheus scraping a real
// 4-drive MinIO. Target: the Summary tab within 1 s of server time in total.
// Run: npm run bench:dashboard   (not part of npm test; BENCH_ROUNDS, BENCH_WARM_SECONDS override)
import { dashboardWidgets, stepFor } from '@granary/contract';
import { startMinio } from '@granary/tools/minio';
import { startPrometheus } from '@granary/tools/prometheus';
import { startGranary } from '@granary/tools/granary-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { backfill } from './dashboard-history.ts';
import { logIn, measure, report, timed } from './bench-kit.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 21);
/** Prometheus scrapes every 2 s: this many seconds of live samples before measuring. */
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 30);
/** Hours of a 4-server cluster's past samples loaded before Prometheus starts. */
const historyHours = Number(process.env.BENCH_HISTORY_HOURS ?? 24);

const prometheusDir = mkdtempSync(path.join(tmpdir(), 'granary-bench-prometheus-'));
const loading = performance.now();
const lines = await backfill(path.join(prometheusDir, 'data'), 'minio-job', historyHours);
console.log(
  `${historyHours} h of history: ${lines.toLocaleString('en')} samples loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
);
const minio = await startMinio({ drives: 4, name: 'bench-dashboard' });
const prometheus = await startPrometheus({
  minioEndpoints: [minio.endpoint],
  scrapeIntervalSeconds: 2,
  persistentDir: prometheusDir,
});
const granary = await startGranary({
  minioEndpoint: minio.endpoint,
  log: false,
  env: { CONSOLE_PROMETHEUS_URL: prometheus.url, CONSOLE_PROMETHEUS_JOB_ID: prometheus.jobId },
});
try {
  await sleep(warmSeconds * 1000);
  const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
  const get = async (path: string) => {
    const res = await fetch(`${granary.url}${path}`, { headers: { cookie: `token=${token}` } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const summary = dashboardWidgets.filter((widget) => widget.tab === 'Summary');
  const range = (spanSeconds: number) => {
    const end = Math.floor(Date.now() / 1000);
    return `start=${end - spanSeconds}&end=${end}&step=${stepFor(end - spanSeconds, end)}`;
  };
  const widget = (id: number, spanSeconds: number) =>
    get(`/api/v1/admin/info/widgets/${id}/?${range(spanSeconds)}`);
  const tab = (spanSeconds: number) => () => Promise.all(summary.map((w) => widget(w.id, spanSeconds)));
  /** Server time in total: each widget of the tab alone, one after the other. */
  const oneByOne = (spanSeconds: number) => async () => {
    for (const w of summary) await widget(w.id, spanSeconds);
  };
  console.log(
    `Summary tab: ${summary.length} widgets, ${historyHours} h of history and ${warmSeconds} s of live samples; ${rounds} rounds (median, min, max):`,
  );
  report(
    await measure(
      [
        { label: 'info: GET /api/v1/admin/info', run: () => get('/api/v1/admin/info') },
        { label: 'Summary tab at once, last 15 min', run: tab(900) },
        { label: 'Summary tab one by one (sum), last 15 min', run: oneByOne(900) },
        { label: 'Summary tab at once, last 24 h', run: tab(86_400) },
        { label: 'Summary tab one by one (sum), last 24 h', run: oneByOne(86_400) },
      ],
      { rounds, warmUps: 2 },
    ),
  );
  const slowest = [];
  for (const w of summary) slowest.push({ title: w.title, ms: await timed(() => widget(w.id, 900)) });
  slowest.sort((a, b) => b.ms - a.ms);
  console.log(
    `slowest widgets (one run each): ${slowest
      .slice(0, 3)
      .map((w) => `${w.title} ${w.ms.toFixed(1)} ms`)
      .join(', ')}`,
  );
} finally {
  await granary.stop();
  await prometheus.stop();
  await minio.stop();
  rmSync(prometheusDir, { recursive: true, force: true });
}
