import { apiEndpoints } from '@granary/contract';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  GetBucketEncryptionCommand,
  GetBucketPolicyCommand,
  GetBucketVersioningCommand,
  GetObjectLockConfigurationCommand,
  PutBucketPolicyCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import '@granary/tools/minio/provided';
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

const minio = testMinio();
const s3 = rootS3(minio);
const root = rootClient(minio);
// tools/vitest-minio-setup.ts names the 4-drive server 'erasure'; startMinio names its KMS key after it.
const kmsKey = 'erasure';
const plain = 'sm-int-plain';
const locked = 'sm-int-locked';
const reader = { accessKey: 'sm-int-reader', secretKey: 'sm-int-reader-secret' };
const url = (bucket: string, path: string) => `/api/v1/buckets/${bucket}/${path}`;

const rootPolicy = (bucket: string) =>
  s3.send(new GetBucketPolicyCommand({ Bucket: bucket })).then(
    (answer) => answer.Policy,
    () => undefined,
  );
const rootEncryption = (bucket: string) =>
  s3.send(new GetBucketEncryptionCommand({ Bucket: bucket })).then(
    (answer) => answer.ServerSideEncryptionConfiguration?.Rules?.[0]?.ApplyServerSideEncryptionByDefault,
    () => undefined,
  );
const rootLockRule = (bucket: string) =>
  s3
    .send(new GetObjectLockConfigurationCommand({ Bucket: bucket }))
    .then((answer) => answer.ObjectLockConfiguration?.Rule?.DefaultRetention);

describe('bucket summary endpoints (4-drive MinIO)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(minio);
    await s3.send(new CreateBucketCommand({ Bucket: plain }));
    await s3.send(new CreateBucketCommand({ Bucket: locked, ObjectLockEnabledForBucket: true }));
  });
  afterAll(async () => {
    for (const bucket of [plain, locked])
      await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
    await root.removeUser(reader.accessKey).catch(() => undefined);
    await h.t.app.close();
  });

  it.each([
    ['PUT', 'set-policy', { access: 'PRIVATE' }],
    ['GET', 'retention', undefined],
    ['PUT', 'retention', { mode: 'governance', unit: 'days', validity: 1 }],
    ['GET', 'encryption/info', undefined],
    ['POST', 'encryption/enable', { encType: 'sse-s3' }],
    ['POST', 'encryption/disable', undefined],
    ['GET', 'versioning', undefined],
    ['PUT', 'versioning', { versioning: true }],
    ['GET', 'quota', undefined],
    ['PUT', 'quota', { enabled: true, quota_type: 'hard', amount: 1024 }],
    ['GET', 'object-locking', undefined],
    ['GET', 'replication-status', undefined],
    ['GET', 'usage', undefined],
  ] as const)('%s %s on an unknown bucket is a 404 naming it', async (method, path, body) => {
    const res = await h.raw(method, url('sm-int-missing', path), body);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe("Bucket 'sm-int-missing' does not exist.");
  });

  it('sets access PUBLIC then PRIVATE, and refuses CUSTOM', async () => {
    const pub = await h.raw('PUT', url(plain, 'set-policy'), { access: 'PUBLIC' });
    expect(pub.json()).toEqual({ name: plain, access: 'PUBLIC' });
    expect(JSON.parse((await rootPolicy(plain)) ?? '{}').Statement).toHaveLength(2);
    expect((await h.api(apiEndpoints.buckets.get, { params: { name: plain } })).json().access).toBe('PUBLIC');

    const custom = await h.raw('PUT', url(plain, 'set-policy'), { access: 'CUSTOM' });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().message).toContain('access must be PRIVATE or PUBLIC');
    expect(await rootPolicy(plain)).toBeDefined();

    expect((await h.raw('PUT', url(plain, 'set-policy'), { access: 'PRIVATE' })).statusCode).toBe(200);
    expect(await rootPolicy(plain)).toBeUndefined();
  });

  it('replaces a custom policy only when asked to', async () => {
    const custom = JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${plain}/public/*`],
        },
      ],
    });
    await s3.send(new PutBucketPolicyCommand({ Bucket: plain, Policy: custom }));
    const refused = await h.raw('PUT', url(plain, 'set-policy'), { access: 'PUBLIC' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('has a custom access policy');
    expect(JSON.parse((await rootPolicy(plain)) ?? '{}')).toEqual(JSON.parse(custom));

    const replaced = await h.raw('PUT', url(plain, 'set-policy'), {
      access: 'PRIVATE',
      replaceCustom: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await rootPolicy(plain)).toBeUndefined();
  });

  it('enables and suspends versioning; bad values change nothing', async () => {
    expect((await h.raw('GET', url(plain, 'versioning'))).json()).toEqual({
      is_versioned: false,
      status: 'off',
    });
    const bad = await h.raw('PUT', url(plain, 'versioning'), { versioning: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('versioning');
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status).toBeUndefined();

    const on = await h.raw('PUT', url(plain, 'versioning'), { versioning: true });
    expect(on.json()).toEqual({ is_versioned: true, status: 'enabled' });
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status).toBe('Enabled');
    const off = await h.raw('PUT', url(plain, 'versioning'), { versioning: false });
    expect(off.json()).toEqual({ is_versioned: false, status: 'suspended' });
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status).toBe('Suspended');
  });

  it('sets and clears a hard quota; zero and fifo are refused and change nothing', async () => {
    expect((await h.raw('GET', url(plain, 'quota'))).json()).toEqual({
      enabled: false,
      quota: 0,
      type: null,
    });
    const zero = await h.raw('PUT', url(plain, 'quota'), { enabled: true, quota_type: 'hard', amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Quota must be greater than 0');
    const fifo = await h.raw('PUT', url(plain, 'quota'), { enabled: true, quota_type: 'fifo', amount: 10 });
    expect(fifo.statusCode).toBe(400);
    expect(fifo.json().message).toContain('FIFO quotas are not supported');
    expect(await root.getBucketQuota(plain)).toBeUndefined();

    const set = await h.raw('PUT', url(plain, 'quota'), {
      enabled: true,
      quota_type: 'hard',
      amount: 1048576,
    });
    expect(set.json()).toEqual({ enabled: true, quota: 1048576, type: 'hard' });
    expect(await root.getBucketQuota(plain)).toMatchObject({ quota: 1048576, quotatype: 'hard' });

    const cleared = await h.raw('PUT', url(plain, 'quota'), {
      enabled: false,
      quota_type: 'hard',
      amount: 0,
    });
    expect(cleared.json()).toEqual({ enabled: false, quota: 0, type: null });
    expect(await root.getBucketQuota(plain)).toBeUndefined();
  });

  it('passes on MinIO refusing to suspend versioning on a locked bucket, changing nothing', async () => {
    const res = await h.raw('PUT', url(locked, 'versioning'), { versioning: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'InvalidBucketState' });
    expect(res.json().message).toContain('versioning cannot be suspended');
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: locked }))).Status).toBe('Enabled');
  });

  it('reports object locking', async () => {
    expect((await h.raw('GET', url(plain, 'object-locking'))).json()).toEqual({
      object_locking_enabled: false,
    });
    expect((await h.raw('GET', url(locked, 'object-locking'))).json()).toEqual({
      object_locking_enabled: true,
    });
  });

  it('reads retention as disabled without locking or a default rule', async () => {
    expect((await h.raw('GET', url(plain, 'retention'))).json()).toEqual({ enabled: false });
    expect((await h.raw('GET', url(locked, 'retention'))).json()).toEqual({ enabled: false });
  });

  it('sets the default retention; invalid values and unlocked buckets change nothing', async () => {
    for (const body of [
      { mode: 'forever', unit: 'days', validity: 1 },
      { mode: 'governance', unit: 'weeks', validity: 1 },
      { mode: 'governance', unit: 'days', validity: 0 },
    ]) {
      const res = await h.raw('PUT', url(locked, 'retention'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const zero = await h.raw('PUT', url(locked, 'retention'), {
      mode: 'governance',
      unit: 'days',
      validity: 0,
    });
    expect(zero.json().message).toContain('Retention validity must be at least 1');
    expect(await rootLockRule(locked)).toBeUndefined();

    const unlocked = await h.raw('PUT', url(plain, 'retention'), {
      mode: 'governance',
      unit: 'days',
      validity: 1,
    });
    expect(unlocked.statusCode).toBe(409);
    expect(unlocked.json().message).toContain('created without object locking');

    const tooLong = await h.raw('PUT', url(locked, 'retention'), {
      mode: 'governance',
      unit: 'years',
      validity: 200,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('too large');
    expect(await rootLockRule(locked)).toBeUndefined();

    const set = await h.raw('PUT', url(locked, 'retention'), {
      mode: 'governance',
      unit: 'years',
      validity: 2,
    });
    expect(set.json()).toEqual({ enabled: true, mode: 'governance', unit: 'years', validity: 2 });
    expect(await rootLockRule(locked)).toEqual({ Mode: 'GOVERNANCE', Years: 2 });
    const days = await h.raw('PUT', url(locked, 'retention'), {
      mode: 'compliance',
      unit: 'days',
      validity: 3,
    });
    expect(days.json()).toEqual({ enabled: true, mode: 'compliance', unit: 'days', validity: 3 });
    expect(await rootLockRule(locked)).toEqual({ Mode: 'COMPLIANCE', Days: 3 });
  });

  it('enables SSE-S3, then SSE-KMS with the server key, then disables encryption', async () => {
    const off = { enabled: false, algorithm: '', encType: 'disabled', kmsMasterKeyID: '' };
    expect((await h.raw('GET', url(plain, 'encryption/info'))).json()).toEqual(off);

    const sseS3 = await h.raw('POST', url(plain, 'encryption/enable'), { encType: 'sse-s3' });
    expect(sseS3.json()).toMatchObject({ enabled: true, algorithm: 'AES256', encType: 'sse-s3' });
    expect(await rootEncryption(plain)).toMatchObject({ SSEAlgorithm: 'AES256' });

    const kms = await h.raw('POST', url(plain, 'encryption/enable'), {
      encType: 'sse-kms',
      kmsKeyID: kmsKey,
    });
    expect(kms.json()).toEqual({
      enabled: true,
      algorithm: 'aws:kms',
      encType: 'sse-kms',
      kmsMasterKeyID: kmsKey,
    });
    expect(await rootEncryption(plain)).toMatchObject({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: kmsKey });

    expect((await h.raw('POST', url(plain, 'encryption/disable'))).json()).toEqual({ ok: true });
    expect(await rootEncryption(plain)).toBeUndefined();
    expect((await h.raw('GET', url(plain, 'encryption/info'))).json()).toEqual(off);
  });

  it('refuses bad encryption requests and an unknown KMS key, changing nothing', async () => {
    await h.raw('POST', url(plain, 'encryption/enable'), { encType: 'sse-s3' });
    const noKey = await h.raw('POST', url(plain, 'encryption/enable'), { encType: 'sse-kms' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('SSE-KMS needs a KMS key ID');
    const badType = await h.raw('POST', url(plain, 'encryption/enable'), { encType: 'sse-c' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('encType must be sse-s3 or sse-kms');
    const unknownKey = await h.raw('POST', url(plain, 'encryption/enable'), {
      encType: 'sse-kms',
      kmsKeyID: 'sm-no-such-key',
    });
    expect(unknownKey.statusCode, unknownKey.body).toBe(400);
    expect(unknownKey.json().message).toContain("KMS key 'sm-no-such-key'");
    expect(await rootEncryption(plain)).toMatchObject({ SSEAlgorithm: 'AES256' });
    await h.raw('POST', url(plain, 'encryption/disable'));
  });

  it("uses the user's own rights: a read-only user is refused and changes nothing", async () => {
    await root.addUser(reader.accessKey, reader.secretKey);
    await root.setPolicy({ policyNames: ['readonly'], entityName: reader.accessKey, isGroup: false });
    const token = await logIn(h.t, reader.accessKey, reader.secretKey);
    // MinIO's readonly policy is s3:GetBucketLocation + s3:GetObject: not even these reads.
    const read = await h.raw('GET', url(plain, 'versioning'), undefined, token);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toMatch(/^Access denied/);
    for (const [method, path, body] of [
      ['PUT', 'set-policy', { access: 'PUBLIC' }],
      ['PUT', 'versioning', { versioning: true }],
      ['PUT', 'quota', { enabled: true, quota_type: 'hard', amount: 1024 }],
      ['POST', 'encryption/enable', { encType: 'sse-s3' }],
    ] as const) {
      const res = await h.raw(method, url(plain, path), body, token);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
    }
    expect(await rootPolicy(plain)).toBeUndefined();
    expect(await root.getBucketQuota(plain)).toBeUndefined();
    expect(await rootEncryption(plain)).toBeUndefined();
  });

  it('reports replication as off and usage as numbers', async () => {
    expect((await h.raw('GET', url(plain, 'replication-status'))).json()).toEqual({
      enabled: false,
      rules: 0,
    });
    const usage = (await h.raw('GET', url(plain, 'usage'))).json();
    expect(usage).toEqual({ size: expect.any(Number), objects: expect.any(Number) });
  });
});
