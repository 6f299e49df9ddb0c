// Each kind of MinIO's own work besides heals (audit-delivery.int.test.ts) kept by a real Granary process
// from a real MinIO's audit webhook, and found on the audit search by its kind. Rebalance is not here: MinIO
// rebalances only a pool with a smaller share of free space than the whole, which pools sharing one
// filesystem never have.
import { existsSync, mkdtempSync } from 'node:fs';
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
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditKind, AuditSearchResponse } from '@granary/contract';
import { signRequest } from '@granary/madmin';
import { freePort, startMinio, type MinioServer } from '@granary/tools/minio';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { rootClient } from '../../testing/harness.ts';
import { api, logInTo } from '../../testing/granary-process.ts';

const token = 'audit-kinds-token-0123456789';
const kmsKey = 'audit-kinds';

/** A MinIO of two pools, as a decommission needs, its audit webhook posting to `auditEndpoint`. */
const startTwoPoolMinio = (auditEndpoint: string) =>
  startMinio({
    drives: 4,
    pools: 2,
    name: kmsKey,
    env: {
      // A scan every second, and two versions of one object already too many.
      MINIO_SCANNER_SPEED: 'fastest',
      MINIO_SCANNER_ALERT_EXCESS_VERSIONS: '2',
      MINIO_AUDIT_WEBHOOK_ENABLE_GRANARY: 'on',
      MINIO_AUDIT_WEBHOOK_ENDPOINT_GRANARY: auditEndpoint,
      MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_GRANARY: token,
      MINIO_AUDIT_WEBHOOK_QUEUE_DIR_GRANARY: mkdtempSync(join(tmpdir(), 'granary-audit-kinds-queue-')),
    },
  });

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

  beforeAll(async () => {
    const port = await freePort();
    minio = await startTwoPoolMinio(`http://127.0.0.1:${port}/api/v1/audit/ingest`);
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
    await granary?.stop();
    await minio?.stop();
    await database?.drop();
  });

  /** What the search finds of `kind` in `bucket`. */
  async function found(kind: AuditKind, bucket: string) {
    const res = await api(granary, 'GET', `/api/v1/logs/search?fp=kind:${kind}&fp=bucket:${bucket}`, session);
    return (JSON.parse(res.body) as AuditSearchResponse).results;
  }

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
    await expect
      .poll(() => found('lifecycle', bucket), { timeout: 30_000 })
      .toContainEqual(
        expect.objectContaining({
          kind: 'lifecycle',
          event: 'ilm:expiry',
          api_name: 'ILMExpiry',
          bucket,
          object: 'expired.txt',
        }),
      );
  });

  it('keeps what the scanner reports: an object with too many versions', async () => {
    const bucket = 'kinds-scanner';
    await createVersionedBucket(s3, bucket);
    for (const body of ['one', 'two', 'three'])
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'many-versions.txt', Body: body }));
    await expect
      .poll(() => found('scanner', bucket), { timeout: 30_000 })
      .toContainEqual(
        expect.objectContaining({
          kind: 'scanner',
          event: 'scanner:manyversions',
          api_name: 'Scanner',
          bucket,
          object: 'many-versions.txt',
        }),
      );
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
    await expect
      .poll(() => found('batch', bucket), { timeout: 30_000 })
      .toContainEqual(
        expect.objectContaining({
          kind: 'batch',
          event: 'KeyRotate',
          api_name: 'StartBatchJob',
          bucket,
          object: 'sse-kms.txt',
        }),
      );
  });

  // Last: a decommission moves every object of its pool.
  it('keeps a decommission moving an object', async () => {
    const bucket = 'kinds-decommission';
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'moved.txt', Body: 'move me' }));
    const pool = poolOf(minio, bucket, 'moved.txt');
    if (!pool) throw new Error('moved.txt is on neither pool');
    await adminPost(minio, '/pools/decommission', { pool });
    await expect
      .poll(() => found('decommission', bucket), { timeout: 30_000 })
      .toContainEqual(
        expect.objectContaining({
          kind: 'decommission',
          event: 'decommission',
          api_name: 'DecomCopyData',
          bucket,
          object: 'moved.txt',
        }),
      );
  });
});
