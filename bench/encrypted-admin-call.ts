// What one encrypted admin call costs: listing users, whose answer MinIO encrypts with a key derived by
// Argon2id (t=1, m=64 MiB, p=4). Timed straight through madmin and through Granary (GET /api/v1/users),
// plus the bare key derivation, on one MinIO with a few users.
// Run: npm run bench:encrypted-admin-call   (not part of npm test; BENCH_ROUNDS and BENCH_USERS override)
import { AdminClient } from '@granary/madmin';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { deriveArgon2id } from '../packages/madmin/src/kdf.ts';
import { logIn, measure, report } from './bench-kit.ts';

const userCount = Number(process.env.BENCH_USERS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 21);
const warmUps = 2;

const minio = await startMinio({ drives: 4, name: 'bench-admin' });
const credentials = { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword };
const admin = new AdminClient({ endpoint: minio.endpoint, credentials });
const granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
try {
  for (let i = 0; i < userCount; i++) await admin.addUser(`bench-user-${i}`, `bench-user-secret-${i}`);
  const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
  const viaGranary = async () => {
    const res = await fetch(`${granary.url}/api/v1/users`, { headers: { cookie: `token=${token}` } });
    if (!res.ok) throw new Error(`GET /api/v1/users: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const direct = async () => {
    const users = await admin.listUsers();
    if (Object.keys(users).length < userCount) throw new Error(`listed ${Object.keys(users).length} users`);
  };
  const password = new TextEncoder().encode(minio.rootPassword);
  const salt = new Uint8Array(32);
  const times = await measure(
    [
      { label: 'Argon2id derivation alone (madmin kdf)', run: () => deriveArgon2id(password, salt) },
      { label: 'list users, madmin direct', run: direct },
      { label: 'GET /api/v1/users through Granary', run: viaGranary },
    ],
    { rounds, warmUps },
  );
  console.log(`${rounds} rounds after ${warmUps} warm-ups, ${userCount} users (median, min, max):`);
  report(times);
} finally {
  await granary.stop();
  await minio.stop();
}
