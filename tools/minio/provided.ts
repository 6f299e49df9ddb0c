// What tools/vitest-minio-setup.ts provides to integration tests, and for how many workers. Tests read their
// worker's servers with testMinio() and testMinioSingle() (tools/minio/test-servers.ts).
import type {} from 'vitest';
export type MinioTarget = {
  endpoint: string;
  rootUser: string;
  rootPassword: string;
  /** Where its drives are (d1, or d1 to d4): for tests that damage a drive on purpose. */
  dataDir: string;
};

/** Integration test files running at once; tools/vitest-minio-setup.ts starts one pair of servers for each. */
export const integrationWorkers = 3;

/** One test worker's servers. */
export type WorkerMinios = {
  /** A 4-drive erasure-coded server. */
  erasure: MinioTarget;
  /** A single-drive ("xl-single") server. */
  single: MinioTarget;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One pair of servers per integration worker, in worker order (VITEST_POOL_ID 1 is the first). */
    minioServers: WorkerMinios[];
  }
}
