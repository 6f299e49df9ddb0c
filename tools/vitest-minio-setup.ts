import type { TestProject } from 'vitest/node';
import { integrationWorkers, type MinioTarget, type WorkerMinios } from './minio/provided.ts';
import { startMinio, type MinioServer } from './minio/server.ts';

const target = (s: MinioServer): MinioTarget => ({
  endpoint: s.endpoint,
  rootUser: s.rootUser,
  rootPassword: s.rootPassword,
  dataDir: s.dataDir,
});

/** A 4-drive and a single-drive server for each integration worker, all started at once. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const workers = Array.from({ length: integrationWorkers }, (_, i) => i + 1);
  const results = await Promise.allSettled(
    // Every worker's servers have the same names: the name is the KMS key id tests use.
    workers.flatMap(() => [
      startMinio({ drives: 4, name: 'erasure' }),
      startMinio({ drives: 1, name: 'single' }),
    ]),
  );
  const servers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failure.reason;
  }
  const pairs: WorkerMinios[] = workers.map((_, i) => ({
    erasure: target(servers[2 * i] as MinioServer),
    single: target(servers[2 * i + 1] as MinioServer),
  }));
  const list = pairs.map(
    (p, i) => `worker ${i + 1}: ${p.erasure.endpoint} (4 drives), ${p.single.endpoint} (1 drive)`,
  );
  console.log(`MinIO test servers ready in ${Date.now() - started} ms: ${list.join('; ')}`);
  project.provide('minioServers', pairs);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
