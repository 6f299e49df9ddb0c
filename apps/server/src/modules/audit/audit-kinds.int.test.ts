// Each kind of MinIO's own work besides heals (audit-delivery.int.test.ts) kept by a real Granary process
// from a real MinIO's audit webhook, and found on the audit search by its kind. MinIO rebalances only a pool
// whose share of free space is more than 5% below the whole's (initRebalanceMeta, checkIfRebalanceDone), which
// pools sharing one filesystem never are: the rebalance has a MinIO of its own, each pool on its own tmpfs
// (mounting needs root, as these tests have), expanded by a large empty pool after the small one took data.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketReplicationCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  type S3Client,
  type TransitionStorageClass,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEndpoints, type AuditKind } from '@granary/contract';
import { signRequest } from '@granary/madmin';
import { freePort, granaryAuditWebhookEnv, startMinio, type MinioServer } from '@granary/tools/minio';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { apiCaller, rootClient } from '../../testing/harness.ts';
import { logInTo } from '../../testing/granary-process.ts';

const token = 'audit-kinds-token-0123456789';
const kmsKey = 'audit-kinds';

/** The webhooks' queue directories, removed after the MinIOs stop. */
const queueDirs: string[] = [];

/** MinIO's audit webhook posting to the Granary at `granaryUrl`. */
function auditWebhook(granaryUrl: string) {
  const queueDir = mkdtempSync(join(tmpdir(), 'granary-audit-kinds-queue-'));
  queueDirs.push(queueDir);
  return granaryAuditWebhookEnv(granaryUrl, token, queueDir);
}

/** A MinIO of two pools, as a decommission needs, its audit webhook posting to the Granary at `granaryUrl`. */
const startTwoPoolMinio = (granaryUrl: string) =>
  startMinio({
    drives: 4,
    pools: 2,
    name: kmsKey,
    env: {
      // A scan every second, and two versions of one object already too many.
      MINIO_SCANNER_SPEED: 'fastest',
      MINIO_SCANNER_ALERT_EXCESS_VERSIONS: '2',
      ...auditWebhook(granaryUrl),
    },
  });

/**
 * A new directory with a tmpfs of `size` (as mount's `size=` takes it) mounted on it, and what unmounts it
 * and removes the directory. Lazily: a MinIO that has not yet let go of it does not keep it mounted.
 */
function mountTmpfs(size: string): { dir: string; unmount: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'granary-audit-kinds-pool-'));
  const unmount = () => {
    process.off('exit', unmount);
    // Not mounted (any more) is no failure: spawnSync, not execFileSync.
    spawnSync('umount', ['--lazy', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'granary-audit-kinds', dir]);
  } catch (error) {
    unmount();
    throw error;
  }
  // Should the worker end without afterAll, the mount goes with it all the same.
  process.once('exit', unmount);
  return { dir, unmount };
}

/** The pool whose drives hold `bucket/key`, as MinIO's command line names it. */
const poolOf = (minio: MinioServer, bucket: string, key: string) =>
  minio.pools.find((pool) => existsSync(join(pool.replace('{1...4}', '1'), bucket, key, 'xl.meta')));

/** A call to MinIO's admin API that madmin has no method for. */
async function adminPost(minio: MinioServer, path: string, query: Record<string, string>, body = '') {
  const bytes = new TextEncoder().encode(body);
  const signed = await signRequest({
    method: 'POST',
    url: new URL(`${minio.endpoint}/minio/admin/v3${path}`),
    query,
    body: bytes,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
  const res = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: bytes });
  expect(res.status, await res.text()).toBe(200);
}

async function createVersionedBucket(s3: S3Client, bucket: string) {
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(
    new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }),
  );
}

describe('MinIO’s own work, kind by kind, through real processes', () => {
  let minio: MinioServer;
  let granary: GranaryServer;
  let database: TestDatabase;
  let session: string;
  let s3: S3Client;
  let granaryUrl: string;
  /** What the cases started besides (MinIOs, mounts), undone last first after them, failed or not. */
  const undo: (() => unknown)[] = [];

  beforeAll(async () => {
    const port = await freePort();
    granaryUrl = `http://127.0.0.1:${port}`;
    minio = await startTwoPoolMinio(granaryUrl);
    database = await createTestDatabase();
    granary = await startGranary({
      minioEndpoint: minio.endpoint,
      port,
      log: false,
      env: { GRANARY_AUDIT_TOKEN: token, GRANARY_AUDIT_DB: database.url },
    });
    session = await logInTo(granary, minio.rootUser, minio.rootPassword);
    s3 = rootS3(minio);
  }, 60_000);
  afterAll(async () => {
    const steps = [
      ...undo.reverse(),
      () => granary?.stop(),
      () => minio?.stop(),
      () => database?.drop(),
      () => queueDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
    ];
    // Every step, whatever became of those before it; what failed is told at the end.
    const failures: unknown[] = [];
    for (const step of steps)
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'cleaning up after the cases failed');
  });

  /** What the search finds of `kind` in `bucket`. */
  async function found(kind: AuditKind, bucket: string) {
    const res = await apiCaller(granary.url, session)(apiEndpoints.auditLog.search, {
      query: { fp: [`kind:${kind}`, `bucket:${bucket}`] },
    });
    return res.json().results;
  }

  /** Waits for the search to find MinIO's record of `event` (by API `apiName`) on `bucket/object` as `kind`. */
  const findsRecord = (kind: AuditKind, bucket: string, object: string, event: string, apiName: string) =>
    expect
      .poll(() => found(kind, bucket), { timeout: 30_000 })
      .toContainEqual(expect.objectContaining({ kind, event, api_name: apiName, bucket, object }));

  it('keeps a lifecycle expiry', async () => {
    const bucket = 'kinds-lifecycle';
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'expired.txt', Body: 'old' }));
    await s3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: bucket,
        LifecycleConfiguration: {
          Rules: [
            {
              ID: 'long-past',
              Status: 'Enabled',
              Filter: { Prefix: '' },
              Expiration: { Date: new Date('2020-01-01T00:00:00Z') },
            },
          ],
        },
      }),
    );
    // A GET of an object a rule has expired makes MinIO expire it there and then, without its scanner.
    await expect(s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'expired.txt' }))).rejects.toMatchObject(
      { name: 'NoSuchKey' },
    );
    await findsRecord('lifecycle', bucket, 'expired.txt', 'ilm:expiry', 'ILMExpiry');
  });

  it('keeps what the scanner reports: an object with too many versions', async () => {
    const bucket = 'kinds-scanner';
    await createVersionedBucket(s3, bucket);
    for (const body of ['one', 'two', 'three'])
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'many-versions.txt', Body: body }));
    await findsRecord('scanner', bucket, 'many-versions.txt', 'scanner:manyversions', 'Scanner');
  });

  it('keeps a replicated put and delete', async () => {
    const [bucket, replica] = ['kinds-replication', 'kinds-replica'];
    await createVersionedBucket(s3, bucket);
    await createVersionedBucket(s3, replica);
    // Another bucket of the same MinIO is as real a target as another MinIO's.
    const arn = await rootClient(minio).setRemoteTarget(bucket, {
      endpoint: minio.endpoint,
      credentials: { accessKey: minio.rootUser, secretKey: minio.rootPassword },
      targetbucket: replica,
    });
    await s3.send(
      new PutBucketReplicationCommand({
        Bucket: bucket,
        ReplicationConfiguration: {
          Role: '',
          Rules: [
            {
              ID: 'to-replica',
              Status: 'Enabled',
              Priority: 1,
              Filter: { Prefix: '' },
              DeleteMarkerReplication: { Status: 'Enabled' },
              Destination: { Bucket: arn },
            },
          ],
        },
      }),
    );
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'replicated.txt', Body: 'copy me' }));
    // MinIO names the replication of a delete; that of a put it sends with an empty event and trigger.
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'replicated.txt' }));
    await expect
      .poll(() => found('replication', bucket), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'replication',
            event: 'replicate:incoming:delete',
            api_name: 'ReplicateDelete',
            bucket,
            object: 'replicated.txt',
          }),
          expect.objectContaining({ kind: 'replication', api_name: 'ReplicateObject', bucket }),
        ]),
      );
  });

  it('keeps a batch key rotation that failed', async () => {
    const bucket = 'kinds-batch';
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'sse-kms.txt',
        Body: 'secret',
        ServerSideEncryption: 'aws:kms',
        SSEKMSKeyId: kmsKey,
      }),
    );
    // MinIO audits a rotation only when it fails: an SSE-KMS object may not be rotated to SSE-S3.
    const job = [
      'keyrotate:',
      '  apiVersion: v1',
      `  bucket: ${bucket}`,
      '  encryption:',
      '    type: sse-s3',
      '  flags:',
      '    retry:',
      '      attempts: 1',
    ].join('\n');
    await adminPost(minio, '/start-job', {}, job);
    await findsRecord('batch', bucket, 'sse-kms.txt', 'KeyRotate', 'StartBatchJob');
  });

  it('keeps a lifecycle transition to a remote tier', async () => {
    const [bucket, tierBucket, tier] = ['kinds-transition', 'kinds-tier', 'KINDS_WARM'];
    // The tier is another MinIO, of one drive. One on the MinIO itself is never added: TierConfigMgr.Add holds
    // the tiers' lock while it probes the tier with a PUT, whose handler waits for it (Empty, ListTiers).
    const remote = await startMinio({ drives: 1, name: 'audit-kinds-tier' });
    undo.push(() => remote.stop());
    await rootS3(remote).send(new CreateBucketCommand({ Bucket: tierBucket }));
    await rootClient(minio).addTier({
      Type: 'minio',
      Name: tier,
      MinIO: {
        Endpoint: remote.endpoint,
        AccessKey: remote.rootUser,
        SecretKey: remote.rootPassword,
        Bucket: tierBucket,
      },
    });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: bucket,
        LifecycleConfiguration: {
          Rules: [
            {
              ID: 'to-tier',
              Status: 'Enabled',
              Filter: { Prefix: '' },
              // Days 0, which MinIO allows: due as soon as written.
              Transitions: [{ Days: 0, StorageClass: tier as TransitionStorageClass }],
            },
          ],
        },
      }),
    );
    // MinIO queues the transition of an object a rule already makes due as it is written, without its scanner.
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'transitioned.txt', Body: 'to the tier' }));
    await findsRecord('lifecycle', bucket, 'transitioned.txt', 'ilm:transition', 'ILMTransition');
  });

  it('keeps a rebalance moving an object to a new pool', async () => {
    const bucket = 'kinds-rebalance';
    // A 4 MiB object takes 8 MiB of the small pool's 32 (half its 4 drives' shards are parity): its share of
    // free space is about 0.75, the whole's about 0.99 with the large pool, which costs no memory empty.
    const [small, large] = [mountTmpfs('32m'), mountTmpfs('1g')];
    undo.push(small.unmount, large.unmount);
    // Started twice, the deployment keeps its credentials and key.
    const options = {
      drives: 4,
      name: 'audit-kinds-rebalance',
      rootPassword: randomBytes(18).toString('base64url'),
      kmsSecretKey: `audit-kinds-rebalance:${randomBytes(32).toString('base64')}`,
      env: auditWebhook(granaryUrl),
    } as const;
    // Stopped once, whether the case gets as far as the expansion or not.
    let running: MinioServer | undefined;
    undo.push(() => running?.stop());
    running = await startMinio({ ...options, poolDirs: [small.dir] });
    const s3OfOnePool = rootS3(running);
    await s3OfOnePool.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3OfOnePool.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'moved.bin', Body: Buffer.alloc(4 * 1024 * 1024, 1) }),
    );
    await running.stop();
    running = undefined;
    // The same deployment with a second pool, as an administrator expands one.
    running = await startMinio({ ...options, poolDirs: [small.dir, large.dir] });
    await adminPost(running, '/rebalance/start', {});
    await findsRecord('rebalance', bucket, 'moved.bin', 'rebalance', 'RebalanceCopyData');
  });

  // Last: a decommission moves every object of its pool.
  it('keeps a decommission moving an object', async () => {
    const bucket = 'kinds-decommission';
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'moved.txt', Body: 'move me' }));
    const pool = poolOf(minio, bucket, 'moved.txt');
    if (!pool) throw new Error('moved.txt is on neither pool');
    await adminPost(minio, '/pools/decommission', { pool });
    await findsRecord('decommission', bucket, 'moved.txt', 'decommission', 'DecomCopyData');
  });
});
