// Creating a share link (issue 17, item 4: within 1 s of server time): POST .../objects/share through Granary
// as a user with readwrite, beside what it is made of (Argon2id, which MinIO's encrypted admin calls need
// twice, and MinIO's add-service-account alone), then listing and revoking links once the user has many.
// Run: npm run bench:share-link   (BENCH_ROUNDS, BENCH_LINKS override)
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AdminClient } from '@granary/madmin';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { deriveArgon2id } from '../packages/madmin/src/kdf.ts';
import { logIn, measure, report } from './bench-kit.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const linkCount = Number(process.env.BENCH_LINKS ?? 50);
const warmUps = 2;
const user = { accessKey: 'bench-sharer', secretKey: 'bench-sharer-secret' };
const bucket = 'bench-share';

const minio = await startMinio({ drives: 4, name: 'bench-share' });
const credentials = { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword };
const admin = new AdminClient({ endpoint: minio.endpoint, credentials });
const s3 = new S3Client({ endpoint: minio.endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
const granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
try {
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'reports/q3.pdf', Body: 'x'.repeat(1024) }));
  await admin.addUser(user.accessKey, user.secretKey);
  await admin.setPolicy({ policyNames: ['readwrite'], entityName: user.accessKey, isGroup: false });
  const token = await logIn(granary.url, user.accessKey, user.secretKey);
  const cookie = { cookie: `token=${token}` };
  const shareUrl = `${granary.url}/api/v1/buckets/${bucket}/objects/share?prefix=reports%2Fq3.pdf&expires=86400000ms`;
  const viaGranary = async () => {
    const res = await fetch(shareUrl, { method: 'POST', headers: cookie });
    if (!res.ok) throw new Error(`share: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const addKeyDirect = () =>
    admin.addServiceAccount({ targetUser: user.accessKey, expiration: new Date(Date.now() + 86400000) });
  const password = new TextEncoder().encode(minio.rootPassword);
  const salt = new Uint8Array(32);
  const create = await measure(
    [
      { label: 'Argon2id derivation alone (madmin kdf)', run: () => deriveArgon2id(password, salt) },
      { label: 'add-service-account, madmin direct', run: addKeyDirect },
      { label: 'POST .../objects/share through Granary', run: viaGranary },
    ],
    { rounds, warmUps },
  );
  console.log(`Creating a link: ${rounds} rounds after ${warmUps} warm-ups (median, min, max):`);
  report(create);

  const existing = (await admin.listServiceAccounts(user.accessKey)).length;
  for (let i = existing; i < linkCount; i++) await viaGranary();
  const list = async () => {
    const res = await fetch(`${granary.url}/api/v1/account/share-links`, { headers: cookie });
    if (!res.ok) throw new Error(`list: ${res.status}`);
    return res.json();
  };
  const revokeOne = async () => {
    const { shareLinks } = (await list()) as { shareLinks: { accessKey: string }[] };
    const [first] = shareLinks;
    if (!first) throw new Error('no link left to revoke');
    const res = await fetch(`${granary.url}/api/v1/account/share-links/${first.accessKey}`, {
      method: 'DELETE',
      headers: { ...cookie, origin: granary.url },
    });
    if (!res.ok) throw new Error(`revoke: ${res.status} ${await res.text()}`);
  };
  const manage = await measure(
    [
      { label: `GET share-links with ${linkCount}+ links`, run: list },
      { label: 'list, then DELETE one link', run: revokeOne },
    ],
    { rounds: Math.min(rounds, 10), warmUps: 1 },
  );
  console.log(`\nManaging links (median, min, max):`);
  report(manage);
} finally {
  s3.destroy();
  await granary.stop();
  await minio.stop();
}
