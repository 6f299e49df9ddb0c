// Granary side by side with MinIO Console v1.7.6 (the last release with the full admin UI, run as an external
// program) on one MinIO with 4 drives: transfers, server memory, walking a large folder, bucket lists
// and deep links. Each console goes first in turn; medians, and the median of per-round ratios.
// Run: npm run bench:versus-console   (after `npm run build`), settings from the environment:
//   BENCH_ONLY=memory,transfers,buckets,deeplink,walk   BENCH_DATA_DIR=<kept MinIO data, seeded once>
//   BENCH_SIZE_MIB (1024)  BENCH_ROUNDS (3 transfers, 5 browser parts)  BENCH_WALK_KEYS (10000,100000)
//   BENCH_WALK_TIMEOUT_S (240)  BENCH_WALK_ROUNDS (BENCH_ROUNDS)  BENCH_BUCKETS (1000)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { memory } from './versus-console/memory.ts';
import { bucketLists, deepLinks } from './versus-console/page-loads.ts';
import { printTable } from './versus-console/results.ts';
import { readConfig, setUp, type Bench, type Part } from './versus-console/setup.ts';
import { transfers } from './versus-console/transfers.ts';
import { walks } from './versus-console/walk.ts';

const parts: Record<Part, (bench: Bench) => Promise<void>> = {
  memory,
  transfers,
  buckets: bucketLists,
  deeplink: deepLinks,
  walk: walks,
};

const config = readConfig();
if (!existsSync(path.resolve(import.meta.dirname, '../apps/web/dist/index.html')))
  throw new Error('apps/web/dist is missing: run `npm run build` first');
console.log(`Granary vs MinIO Console v1.7.6: ${[...config.parts].join(', ')}`);
const { bench, stop } = await setUp(config);
try {
  // In this order: memory idle before anything ran, the browser parts after the transfers.
  for (const [part, run] of Object.entries(parts)) if (config.parts.has(part as Part)) await run(bench);
} finally {
  printTable();
  await stop();
}
