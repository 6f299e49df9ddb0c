// How long the buckets list takes with 1,000 buckets: GET /api/v1/buckets through Granary against the
// calls it cannot avoid, sent straight to the same MinIO (S3 ListBuckets and the admin usage call).
// Run: npm run bench:bucket-list   (not part of npm test; BENCH_ROUNDS and BENCH_BUCKETS override)
import {
  CreateBucketCommand,
  ListBucketsCommand,
  PutBucketPolicyCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BucketAccess, ListBucketsResponse } from '@granary/contract';
import { AdminClient, assumeRole } from '@granary/madmin';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { logIn, measure, ms, ratio, report } from './bench-kit.ts';

const bucketCount = Number(process.env.BENCH_BUCKETS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const warmUps = 3;
const nonAdmin = { accessKey: 'bench-user', secretKey: 'bench-user-secret' };
const names = Array.from({ length: bucketCount }, (_, i) => `bench-${String(i).padStart(4, '0')}`);

/** Every 10th bucket is public (canned download policy), every 25th has a prefix-only (custom) policy. */
const expectedAccess = (index: number): BucketAccess =>
  index % 10 === 0 ? 'PUBLIC' : index % 25 === 0 ? 'CUSTOM' : 'PRIVATE';

function anonymousRead(bucket: string, objects: string) {
  const anyone = { AWS: ['*'] };
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: anyone,
        Action: ['s3:GetBucketLocation', 's3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`],
      },
      { Effect: 'Allow', Principal: anyone, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${objects}`] },
    ],
  });
}

async function inBatches(
  items: string[],
  size: number,
  run: (item: string, index: number) => Promise<unknown>,
) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)));
}

async function createBuckets(s3: S3Client) {
  await inBatches(names, 32, async (name, index) => {
    await s3.send(new CreateBucketCommand({ Bucket: name }));
    const access = expectedAccess(index);
    if (access === 'PRIVATE') return;
    const objects = access === 'PUBLIC' ? `${name}/*` : `${name}/shared/*`;
    await s3.send(new PutBucketPolicyCommand({ Bucket: name, Policy: anonymousRead(name, objects) }));
  });
}

function checkList(body: ListBucketsResponse) {
  const access = new Map(body.buckets.map((bucket) => [bucket.name, bucket.access]));
  const wrong = names.filter((name, index) => access.get(name) !== expectedAccess(index));
  if (wrong.length) throw new Error(`wrong or missing access for ${wrong.length} buckets, e.g. ${wrong[0]}`);
}

const minio = await startMinio({ drives: 4, name: 'bench-list' });
const credentials = { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword };
const s3Options = { endpoint: minio.endpoint, region: 'us-east-1', forcePathStyle: true };
const s3 = new S3Client({ ...s3Options, credentials });
const admin = new AdminClient({ endpoint: minio.endpoint, credentials });
// Every round of the first-load figure logs in anew: the login rate limit must allow it.
const granary = await startGranary({
  minioEndpoint: minio.endpoint,
  log: false,
  env: { GRANARY_LOGIN_RATE_LIMIT: '1000' },
});
try {
  const setupStart = performance.now();
  await createBuckets(s3);
  console.log(`${bucketCount} buckets created in ${ms(performance.now() - setupStart)}`);
  await admin.addUser(nonAdmin.accessKey, nonAdmin.secretKey);
  await admin.setPolicy({ policyNames: ['readwrite'], entityName: nonAdmin.accessKey, isGroup: false });
  const viaGranary = async (token: string) => {
    const res = await fetch(`${granary.url}/api/v1/buckets`, { headers: { cookie: `token=${token}` } });
    if (!res.ok) throw new Error(`GET /api/v1/buckets: ${res.status} ${await res.text()}`);
    return (await res.json()) as ListBucketsResponse;
  };
  const rootToken = await logIn(granary.url, minio.rootUser, minio.rootPassword);
  const userToken = await logIn(granary.url, nonAdmin.accessKey, nonAdmin.secretKey);
  const listAndUsage = () => [s3.send(new ListBucketsCommand({})), admin.accountInfo()];
  // Granary acts with temporary (STS) credentials, which MinIO checks at more cost than the root keys.
  const sts = await assumeRole({ endpoint: minio.endpoint, credentials });
  const stsS3 = new S3Client({ ...s3Options, credentials: sts });
  const stsAdmin = new AdminClient({ endpoint: minio.endpoint, credentials: sts });
  checkList(await viaGranary(rootToken));
  checkList(await viaGranary(userToken));
  let freshToken = '';
  const direct = 'S3 ListBuckets + accountinfo, direct';
  const times = await measure(
    [
      { label: 'Granary, root, reload (export kept)', run: () => viaGranary(rootToken) },
      {
        label: 'Granary, root, first load (new session)',
        prepare: async () => void (freshToken = await logIn(granary.url, minio.rootUser, minio.rootPassword)),
        run: () => viaGranary(freshToken),
      },
      { label: direct, run: () => Promise.all(listAndUsage()) },
      {
        label: 'the same with STS credentials, direct',
        run: () => Promise.all([stsS3.send(new ListBucketsCommand({})), stsAdmin.accountInfo()]),
      },
      {
        label: '  + export-bucket-metadata, direct',
        run: () => Promise.all([...listAndUsage(), admin.exportBucketMetadata(['policy.json'])]),
      },
    ],
    { rounds, warmUps },
  );
  console.log(`${rounds} rounds after ${warmUps} warm-ups, ${bucketCount} buckets (median, min, max):`);
  report(times);
  ratio(times, 'Granary, root, reload (export kept)', direct);
  ratio(times, 'Granary, root, first load (new session)', direct);
  console.log('(target: <= 1.5x direct and <= 300 ms)');
  const userRounds = Math.max(3, Math.round(rounds / 3));
  report(
    await measure(
      [{ label: 'Granary, non-admin user (policy per bucket)', run: () => viaGranary(userToken) }],
      {
        rounds: userRounds,
        warmUps,
      },
    ),
  );
} finally {
  await granary.stop();
  await minio.stop();
}
