// Integration-test helpers: this worker's servers, started by tools/vitest-minio-setup.ts.
import { randomBytes } from 'node:crypto';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
import type { MinioTarget } from '@granary/tools/minio/provided';
import { AdminClient } from './admin-client.ts';

export type { MinioTarget };

/** This test worker's 4-drive server, or its single-drive one. */
export function target(name: 'minio' | 'minioSingle' = 'minio'): MinioTarget {
  return name === 'minio' ? testMinio() : testMinioSingle();
}

export function rootClient(t: MinioTarget = target()): AdminClient {
  return new AdminClient({
    endpoint: t.endpoint,
    credentials: { accessKeyId: t.rootUser, secretAccessKey: t.rootPassword },
  });
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}
