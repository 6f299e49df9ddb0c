import type { TestProject } from 'vitest/node';
import type { MinioTarget } from './minio/provided.ts';
import { startMinio, type MinioServer } from './minio/server.ts';

const target = (s: MinioServer): MinioTarget => ({
  endpoint: s.endpoint,
  rootUser: s.rootUser,
  rootPassword: s.rootPassword,
  dataDir: s.dataDir,
});

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const results = await Promise.allSettled([
    startMinio({ drives: 4, name: 'erasure' }),
    startMinio({ drives: 1, name: 'single' }),
  ]);
  const servers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failure.reason;
  }
  const [erasure, single] = servers as [MinioServer, MinioServer];
  console.log(
    `MinIO test servers ready in ${Date.now() - started} ms: ${erasure.endpoint} (4 drives), ${single.endpoint} (1 drive)`,
  );
  project.provide('minio', target(erasure));
  project.provide('minioSingle', target(single));
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
