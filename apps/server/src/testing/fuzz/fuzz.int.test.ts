// The seeded fuzz run of `npm test`: a few hundred hostile requests over every endpoint, its own MinIO
// stopped for the last of them. `npm run fuzz` runs the long one.
import { describe, expect, it } from 'vitest';
import { startMinio } from '@granary/tools/minio/server';
import { startPrometheus } from '@granary/tools/prometheus';
import { listEndpoints } from '@granary/contract';
import { surfaceRoutes } from './page-socket-requests.ts';
import { runFuzz } from './run-fuzz.ts';

describe('fuzzing every endpoint of the contract', () => {
  it('answers four seeded hostile requests per route without a server error, a stack trace or a leaked address', async () => {
    // Requests go to the routes in turn: four rounds reach every route four times, however many there are.
    const routeCount = listEndpoints().length + surfaceRoutes.length;
    const minio = await startMinio({ drives: 1, name: 'fuzz' });
    const prometheus = await startPrometheus({ minioEndpoints: [minio.endpoint] });
    const report = await runFuzz({
      minio,
      prometheusUrl: prometheus.url,
      seed: 20_261_124,
      count: 4 * routeCount,
      stopMinio: () => minio.stop(),
      stoppedCount: 40,
      secrets: [minio.dataDir],
    }).finally(async () => {
      await prometheus.stop();
      await minio.stop();
    });
    expect(report.findings).toEqual([]);
    const routes = Object.values(report.byRoute);
    expect(routes).toHaveLength(routeCount);
    expect(routes.every((route) => route.requests >= 4)).toBe(true);
    // Half-valid inputs must get past validation, or the fuzzer only tests the validator. About a tenth
    // do (37 to 45 of 440 over four seeds with 96 endpoints); a fuzzer that met only the validator would
    // get next to none, so a twentieth is the line.
    const succeeded = routes.reduce((sum, route) => sum + route.succeeded, 0);
    expect(succeeded).toBeGreaterThan(report.requests / 20);
  }, 300_000);
});
