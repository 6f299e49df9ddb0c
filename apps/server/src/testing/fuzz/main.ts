// npm run fuzz [-- --count 10000 --seed 42]: the long fuzz run against its own MinIO, with figures.
import { parseArgs } from 'node:util';
import { startMinio } from '@granary/tools/minio/server';
import { runFuzz, type FuzzReport } from './run-fuzz.ts';

function printReport(report: FuzzReport, stoppedCount: number): void {
  const routes = Object.entries(report.byRoute);
  const neverSucceeded = routes.filter(([, route]) => route.succeeded === 0).map(([name]) => name);
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `seed ${report.seed}: ${report.requests} requests over ${routes.length} endpoints in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  console.log(`  the last ${stoppedCount} with MinIO stopped; ${report.unsendable} more could not be sent`);
  console.log(`  statuses: ${statuses}`);
  console.log(
    `  endpoints never answering 2xx: ${neverSucceeded.length ? neverSucceeded.join(', ') : 'none'}`,
  );
  console.log(`  findings: ${report.findings.length}`);
  for (const finding of report.findings.slice(0, 50))
    console.log(
      `\n  ${finding.problem}\n    sent: ${finding.request}\n    got ${finding.status}: ${finding.answer}`,
    );
}

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, seed: { type: 'string' } },
});
const count = Number(values.count);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const stoppedCount = Math.max(20, Math.round(count / 50));
const minio = await startMinio({ drives: 1, name: 'fuzz' });
try {
  const report = await runFuzz({
    minio,
    seed,
    count,
    stopMinio: () => minio.stop(),
    stoppedCount,
    secrets: [minio.dataDir],
  });
  printReport(report, stoppedCount);
  process.exitCode = report.findings.length === 0 ? 0 : 1;
} finally {
  await minio.stop();
}
