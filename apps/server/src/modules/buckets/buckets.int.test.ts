import { apiEndpoints, type ApiError } from '@granary/contract';
import {
  DeleteBucketPolicyCommand,
  GetBucketVersioningCommand,
  GetObjectLockConfigurationCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  PutBucketPolicyCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { ListBucketsResponse } from '@granary/contract';
import { AdminClient, type SetBucketQuotaOptions } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { createBucket } from './buckets.service.ts';
import {
  emptyAndDeleteBucket,
  type Harness,
  logIn,
  rootClient,
  rootS3,
  startHarness,
} from '../../testing/harness.ts';

const minio = testMinio();
const s3 = rootS3(minio);
const root = rootClient(minio);
const credentials = { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword };
const names = [
  'bk-int-plain',
  'bk-int-full',
  'bk-int-public',
  'bk-int-custom',
  'bk-int-full-y',
  'bk-int-ver',
  'bk-int-later',
];

/** What MinIO itself holds, asked with the root user's own S3 client (not through the API). */
const rootBucketNames = async () =>
  ((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).map((bucket) => bucket.Name).sort();

const emptyAndRemove = (bucket: string) => emptyAndDeleteBucket(s3, bucket);

/** The canned read-only anonymous policy (`mc anonymous set download`), written out. */
const publicRead = (bucket: string) => {
  const allow = (Action: string[], resource: string) => ({
    Effect: 'Allow',
    Principal: { AWS: ['*'] },
    Action,
    Resource: [`arn:aws:s3:::${resource}`],
  });
  const bucketActions = ['s3:GetBucketLocation', 's3:ListBucket'];
  const Statement = [allow(bucketActions, bucket), allow(['s3:GetObject'], `${bucket}/*`)];
  return JSON.stringify({ Version: '2012-10-17', Statement });
};

describe('buckets through the API against a 4-drive MinIO', () => {
  let h: Harness;
  const listed = async () => (await h.api(apiEndpoints.buckets.list)).json<ListBucketsResponse>().buckets;

  beforeAll(async () => {
    for (const name of names) await emptyAndRemove(name);
    h = await startHarness(minio);
  });
  afterAll(async () => {
    for (const name of names) await emptyAndRemove(name);
    await root.removeUser('bk-int-reader').catch(() => undefined);
    await root.removeUser('bk-int-lister').catch(() => undefined);
    await root.removeCannedPolicy('bk-int-lister').catch(() => undefined);
    await h.t.app.close();
  });

  it('creates a plain bucket and lists it with its date, size and PRIVATE access', async () => {
    const created = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-int-plain',
        versioning: false,
        locking: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bucket = (await listed()).find((b) => b.name === 'bk-int-plain');
    expect(bucket).toMatchObject({ name: 'bk-int-plain', size: 0, access: 'PRIVATE' });
    expect(Date.parse(bucket?.creation_date ?? '')).not.toBeNaN();
    const info = await h.api(apiEndpoints.buckets.get, { params: { name: 'bk-int-plain' } });
    expect(info.json()).toEqual({ name: 'bk-int-plain', access: 'PRIVATE' });
  });

  it('creates with versioning, locking, quota and retention, and MinIO has each of them', async () => {
    const res = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-int-full',
        versioning: true,
        locking: false,
        quota: { enabled: true, quota_type: 'hard', amount: 1024 ** 3 },
        retention: { mode: 'governance', unit: 'days', validity: 3 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const versioning = await s3.send(new GetBucketVersioningCommand({ Bucket: 'bk-int-full' }));
    expect(versioning.Status).toBe('Enabled');
    const lock = await s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'bk-int-full' }));
    expect(lock.ObjectLockConfiguration).toEqual({
      ObjectLockEnabled: 'Enabled',
      Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 3 } },
    });
    expect(await root.getBucketQuota('bk-int-full')).toMatchObject({
      quota: 1024 ** 3,
      quotatype: 'hard',
    });
  });

  it('creates with compliance retention in years, and with versioning alone', async () => {
    const years = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-int-full-y',
        versioning: true,
        locking: true,
        retention: { mode: 'compliance', unit: 'years', validity: 1 },
      },
    });
    expect(years.statusCode, years.body).toBe(201);
    const lock = await s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'bk-int-full-y' }));
    expect(lock.ObjectLockConfiguration?.Rule?.DefaultRetention).toEqual({ Mode: 'COMPLIANCE', Years: 1 });
    const ver = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-int-ver',
        versioning: true,
        locking: false,
      },
    });
    expect(ver.statusCode, ver.body).toBe(201);
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: 'bk-int-ver' }))).Status).toBe('Enabled');
    await expect(s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'bk-int-ver' }))).rejects.toThrow();
  });

  it.each([
    [{ name: '' }, 'Bucket name is required'],
    [{ name: '   ' }, 'Bucket name is required'],
    [{ name: 'ab' }, 'between 3 and 63 characters'],
    [{ name: 'a'.repeat(64) }, 'between 3 and 63 characters'],
    [{ name: 'Upper-Case' }, 'lowercase letters'],
    [{ name: 'under_score' }, 'lowercase letters'],
    [{ name: '-starts-with-dash' }, 'begin and end with a letter or number'],
    [{ name: 'ends-with-dot.' }, 'begin and end with a letter or number'],
    [{ name: 'two..dots' }, 'two adjacent periods'],
    [{ name: '192.168.1.10' }, 'IP address'],
    [{ name: 'xn--punycode' }, "start with 'xn--'"],
    [{ name: 'name-s3alias' }, "end with '-s3alias'"],
    [{}, 'name'],
    [
      { name: 'bk-int-bad', versioning: true, quota: { enabled: true, quota_type: 'hard', amount: 0 } },
      'greater than 0',
    ],
    [
      { name: 'bk-int-bad', versioning: true, quota: { enabled: true, quota_type: 'hard', amount: 1.5 } },
      'whole number of bytes',
    ],
    [{ name: 'bk-int-bad', quota: { enabled: true, quota_type: 'soft', amount: 1024 } }, 'quota_type'],
    [
      { name: 'bk-int-bad', retention: { mode: 'compliance', unit: 'days', validity: 1 } },
      'requires versioning',
    ],
    [
      { name: 'bk-int-bad', versioning: true, retention: { mode: 'compliance', unit: 'days', validity: 0 } },
      'at least 1',
    ],
    [
      { name: 'bk-int-bad', versioning: true, retention: { mode: 'forever', unit: 'days', validity: 1 } },
      'mode',
    ],
    [{ name: 'bk-int-bad', versioning: 'yes' }, 'versioning'],
  ])('refuses %o with a 400 naming the problem, and MinIO has no new bucket', async (payload, message) => {
    const before = await rootBucketNames();
    const res = await h.api(apiEndpoints.buckets.create, {}, { payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
    expect(await rootBucketNames()).toEqual(before);
  });

  it('refuses a FIFO quota, which MinIO does not support, before creating anything', async () => {
    const before = await rootBucketNames();
    const res = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-int-rollback',
        versioning: false,
        locking: false,
        quota: { enabled: true, quota_type: 'fifo', amount: 1024 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toBe('FIFO quotas are not supported by MinIO: use a hard quota.');
    expect(await rootBucketNames()).toEqual(before);
  });

  it('removes the new bucket again when a later step fails, and says which', async () => {
    // The quota call goes to an address where nothing listens; every other call reaches the real MinIO.
    const unreachable = new AdminClient({ endpoint: 'http://127.0.0.1:9', credentials });
    const admin = new (class extends AdminClient {
      override setBucketQuota(bucket: string, quota: SetBucketQuotaOptions) {
        return unreachable.setBucketQuota(bucket, quota);
      }
    })({ endpoint: minio.endpoint, credentials });
    const origin = new URL(minio.endpoint);
    const storage = { origin, region: 'us-east-1', credentials };
    const target = { id: 'default', endpoint: origin, region: 'us-east-1' };
    const context = { s3, admin, storage, target, config: {}, signal: AbortSignal.any([]) };
    const quota = { enabled: true, quota_type: 'hard' as const, amount: 1024 };
    const failure = createBucket(context, {
      name: 'bk-int-rollback',
      versioning: true,
      locking: false,
      quota,
    });
    await expect(failure).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining(
        "Bucket 'bk-int-rollback' was not created: setting the quota failed",
      ) as string,
    });
    await expect(failure).rejects.toThrow(/the bucket was removed again/);
    expect((await listed()).map((b) => b.name)).not.toContain('bk-int-rollback');
  });

  it('answers 409 for a bucket that exists, leaving it as it was', async () => {
    const res = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-int-full',
        versioning: false,
        locking: false,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().message).toBe("Bucket 'bk-int-full' already exists.");
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: 'bk-int-full' }))).Status).toBe('Enabled');
  });

  it('reports PUBLIC for the canned read policy and CUSTOM for any other policy', async () => {
    for (const name of ['bk-int-public', 'bk-int-custom'])
      await h.api(apiEndpoints.buckets.create, { body: { name, versioning: false, locking: false } });
    await s3.send(
      new PutBucketPolicyCommand({ Bucket: 'bk-int-public', Policy: publicRead('bk-int-public') }),
    );
    const prefixOnly = publicRead('bk-int-custom').replace('bk-int-custom/*', 'bk-int-custom/photos/*');
    await s3.send(new PutBucketPolicyCommand({ Bucket: 'bk-int-custom', Policy: prefixOnly }));
    const access = Object.fromEntries((await listed()).map((b) => [b.name, b.access]));
    expect(access).toMatchObject({
      'bk-int-public': 'PUBLIC',
      'bk-int-custom': 'CUSTOM',
      'bk-int-plain': 'PRIVATE',
    });
    expect((await h.api(apiEndpoints.buckets.get, { params: { name: 'bk-int-public' } })).json().access).toBe(
      'PUBLIC',
    );
  });

  it('reads the policies again once a change is made through Granary', async () => {
    // A new session exports anew, with bk-int-ver PRIVATE, and keeps that export for a few seconds.
    const session = await logIn(h.t, minio.rootUser, minio.rootPassword);
    const accessOf = async (name: string) =>
      (await h.api(apiEndpoints.buckets.list, {}, { as: session }))
        .json<ListBucketsResponse>()
        .buckets.find((b) => b.name === name)?.access;
    expect(await accessOf('bk-int-ver')).toBe('PRIVATE');
    await s3.send(new PutBucketPolicyCommand({ Bucket: 'bk-int-ver', Policy: publicRead('bk-int-ver') }));
    expect((await h.api(apiEndpoints.buckets.create, { body: { name: 'bk-int-later' } })).statusCode).toBe(
      201,
    );
    expect(await accessOf('bk-int-ver')).toBe('PUBLIC');
    await s3.send(new DeleteBucketPolicyCommand({ Bucket: 'bk-int-ver' }));
  });

  it('derives access per bucket for a user who may not export metadata, null where the policy is unreadable', async () => {
    await root.addCannedPolicy('bk-int-lister', {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] },
        { Effect: 'Allow', Action: ['s3:GetBucketPolicy'], Resource: ['arn:aws:s3:::bk-int-public'] },
      ],
    });
    await root.addUser('bk-int-lister', 'lister-secret-1', 'enabled');
    await root.setPolicy({ policyNames: ['bk-int-lister'], entityName: 'bk-int-lister', isGroup: false });
    const res = await h.api(
      apiEndpoints.buckets.list,
      {},
      { as: await logIn(h.t, 'bk-int-lister', 'lister-secret-1') },
    );
    expect(res.statusCode, res.body).toBe(200);
    const access = Object.fromEntries(res.json<ListBucketsResponse>().buckets.map((b) => [b.name, b.access]));
    expect(access).toMatchObject({ 'bk-int-public': 'PUBLIC', 'bk-int-custom': null, 'bk-int-plain': null });
  });

  it("lists, for every bucket, the size MinIO's usage scanner reports", async () => {
    await s3.send(
      new PutObjectCommand({ Bucket: 'bk-int-public', Key: 'a.bin', Body: new Uint8Array(5000) }),
    );
    // The scanner measures usage in the background, on a fresh server only after its first cycle
    // (over a minute here): the test checks the mapping against MinIO's own figures, not the timing.
    const [buckets, account] = await Promise.all([listed(), root.accountInfo()]);
    const reported = new Map(account.Buckets.map((bucket) => [bucket.name, bucket.size]));
    for (const bucket of buckets) expect(bucket.size, bucket.name).toBe(reported.get(bucket.name) ?? 0);
  });

  it('refuses to delete a bucket that holds objects, keeping it and them', async () => {
    const res = await h.api(apiEndpoints.buckets.delete, { params: { name: 'bk-int-public' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().message).toContain("Bucket 'bk-int-public' is not empty");
    expect(await rootBucketNames()).toContain('bk-int-public');
    const kept = await s3.send(new HeadObjectCommand({ Bucket: 'bk-int-public', Key: 'a.bin' }));
    expect(kept.ContentLength).toBe(5000);
  });

  it('deletes an empty bucket and answers 404 for an unknown one', async () => {
    expect((await h.api(apiEndpoints.buckets.delete, { params: { name: 'bk-int-plain' } })).statusCode).toBe(
      200,
    );
    expect((await listed()).map((b) => b.name)).not.toContain('bk-int-plain');
    const gone = await h.api(apiEndpoints.buckets.delete, { params: { name: 'bk-int-plain' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ApiError>().message).toBe("Bucket 'bk-int-plain' does not exist.");
    const unknown = await h.api(apiEndpoints.buckets.get, { params: { name: 'bk-int-nowhere' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe("Bucket 'bk-int-nowhere' does not exist.");
  });

  it('denies create and delete to a user without those actions with 403, changing nothing', async () => {
    await root.addUser('bk-int-reader', 'reader-secret-1', 'enabled');
    await root.setPolicy({ policyNames: ['readonly'], entityName: 'bk-int-reader', isGroup: false });
    const readerToken = await logIn(h.t, 'bk-int-reader', 'reader-secret-1');
    const res = await h.api(
      apiEndpoints.buckets.create,
      { body: { name: 'bk-int-denied', versioning: false, locking: false } },
      { as: readerToken },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().code).toBe('access_denied');
    expect(await rootBucketNames()).not.toContain('bk-int-denied');
    const removal = await h.api(
      apiEndpoints.buckets.delete,
      { params: { name: 'bk-int-ver' } },
      { as: readerToken },
    );
    expect(removal.statusCode).toBe(403);
    expect(await rootBucketNames()).toContain('bk-int-ver');
  });
});
