import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MinioServer } from './minio/index.ts';
import { startMinio } from './minio/index.ts';

type LocalCredentials = { rootUser: string; rootPassword: string; kmsSecretKey: string };

/** Root password and KMS key are chosen once and kept beside the drives: the data stays readable across runs. */
function credentials(dir: string): LocalCredentials {
  const file = path.join(dir, 'credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalCredentials;
  const created = {
    rootUser: 'minioadmin',
    rootPassword: randomBytes(15).toString('base64url'),
    kmsSecretKey: `local:${randomBytes(32).toString('base64')}`,
  };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

/** The local MinIO of `npm start` and `npm run dev`: 4 erasure-coded drives under `.data/minio`. */
export function startLocalMinio(repoRoot: string): Promise<MinioServer> {
  const dir = path.join(repoRoot, '.data', 'minio');
  return startMinio({
    drives: 4,
    name: 'local',
    ...credentials(dir),
    persistentDir: path.join(dir, 'drives'),
  });
}
