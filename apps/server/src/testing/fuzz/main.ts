// npm run fuzz [-- --count 10000 --seed 42]: the long fuzz run against its own MinIO, with figures.
import { findOrBuildMinio } from '@granary/tools/minio/find-or-build';
import { startMinio } from '@granary/tools/minio/server';
import { fuzzUsage, parseFuzzArgs } from './fuzz-args.ts';
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

const args = parseFuzzArgs(process.argv.slice(2));
if ('help' in args) {
  console.log(fuzzUsage);
  process.exit(0);
}
if ('error' in args) {
  console.error(`fuzz: ${args.error}\n\n${fuzzUsage}`);
  process.exit(2);
}
const { count } = args.run;
const seed = args.run.seed ?? Math.floor(Math.random() * 2 ** 31);
const stoppedCount = Math.max(20, Math.round(count / 50));
// After the options: `--help` need not wait for a MinIO build.
await findOrBuildMinio();
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
