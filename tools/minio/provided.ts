// Types of the values tools/vitest-minio-setup.ts provides to integration tests (read them with inject()).
import type {} from 'vitest';
export type MinioTarget = {
  endpoint: string;
  rootUser: string;
  rootPassword: string;
  /** Where its drives are (d1, or d1 to d4): for tests that damage a drive on purpose. */
  dataDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** A 4-drive erasure-coded server. */
    minio: MinioTarget;
    /** A single-drive ("xl-single") server. */
    minioSingle: MinioTarget;
  }
}
