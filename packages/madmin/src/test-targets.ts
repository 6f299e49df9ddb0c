// Integration-test helpers: the servers started by tools/vitest-minio-setup.ts.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { MinioTarget } from '@granary/tools/minio/provided';
import { AdminClient } from './admin-client.ts';

export type { MinioTarget };

export function target(name: 'minio' | 'minioSingle' = 'minio'): MinioTarget {
  return inject(name);
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
