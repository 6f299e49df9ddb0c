import {
  apiEndpoints,
  type ApiError,
  type BucketQuotaRequest,
  type BucketRetention,
  type EnableBucketEncryptionRequest,
  type SetBucketPolicyRequest,
} from '@granary/contract';
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
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

const minio = testMinio();
const s3 = rootS3(minio);
const root = rootClient(minio);
// tools/vitest-minio-setup.ts names the 4-drive server 'erasure'; startMinio names its KMS key after it.
const kmsKey = 'erasure';
const plain = 'sm-int-plain';
const locked = 'sm-int-locked';
const reader = { accessKey: 'sm-int-reader', secretKey: 'sm-int-reader-secret' };
const summary = apiEndpoints.bucketSummary;

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
  type Read =
    'versioning' | 'quota' | 'objectLocking' | 'retention' | 'encryption' | 'replicationStatus' | 'usage';
  const read = (endpoint: Read, bucket: string, as?: string) =>
    h.api(summary[endpoint], { params: { name: bucket } }, { as });
  const setPolicy = (body: SetBucketPolicyRequest, as?: string) =>
    h.api(summary.setPolicy, { params: { name: plain }, body }, { as });
  const setVersioning = (bucket: string, versioning: boolean, as?: string) =>
    h.api(summary.setVersioning, { params: { name: bucket }, body: { versioning } }, { as });
  const setQuota = (body: BucketQuotaRequest, as?: string) =>
    h.api(summary.setQuota, { params: { name: plain }, body }, { as });
  const setRetention = (bucket: string, body: BucketRetention) =>
    h.api(summary.setRetention, { params: { name: bucket }, body });
  const enableEncryption = (body: EnableBucketEncryptionRequest, as?: string) =>
    h.api(summary.enableEncryption, { params: { name: plain }, body }, { as });
  const disableEncryption = () => h.api(summary.disableEncryption, { params: { name: plain } });
  /** A body outside the endpoint's schema, sent as it is. */
  const invalid = (
    endpoint: 'setPolicy' | 'setVersioning' | 'setRetention' | 'enableEncryption',
    bucket: string,
    payload: object,
  ) => h.api(summary[endpoint], { params: { name: bucket } }, { payload });

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

  const missing = { name: 'sm-int-missing' };
  it.each([
    ['setPolicy', () => h.api(summary.setPolicy, { params: missing, body: { access: 'PRIVATE' } })],
    ['retention', () => h.api(summary.retention, { params: missing })],
    [
      'setRetention',
      () =>
        h.api(summary.setRetention, {
          params: missing,
          body: { mode: 'governance', unit: 'days', validity: 1 },
        }),
    ],
    ['encryption', () => h.api(summary.encryption, { params: missing })],
    [
      'enableEncryption',
      () => h.api(summary.enableEncryption, { params: missing, body: { encType: 'sse-s3' } }),
    ],
    ['disableEncryption', () => h.api(summary.disableEncryption, { params: missing })],
    ['versioning', () => h.api(summary.versioning, { params: missing })],
    ['setVersioning', () => h.api(summary.setVersioning, { params: missing, body: { versioning: true } })],
    ['quota', () => h.api(summary.quota, { params: missing })],
    [
      'setQuota',
      () =>
        h.api(summary.setQuota, {
          params: missing,
          body: { enabled: true, quota_type: 'hard', amount: 1024 },
        }),
    ],
    ['objectLocking', () => h.api(summary.objectLocking, { params: missing })],
    ['replicationStatus', () => h.api(summary.replicationStatus, { params: missing })],
    ['usage', () => h.api(summary.usage, { params: missing })],
  ] as const)('bucketSummary.%s on an unknown bucket is a 404 naming it', async (_name, send) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<ApiError>().message).toBe("Bucket 'sm-int-missing' does not exist.");
  });

  it('sets access PUBLIC then PRIVATE, and refuses CUSTOM', async () => {
    const pub = await setPolicy({ access: 'PUBLIC' });
    expect(pub.json()).toEqual({ name: plain, access: 'PUBLIC' });
    expect(JSON.parse((await rootPolicy(plain)) ?? '{}').Statement).toHaveLength(2);
    expect((await h.api(apiEndpoints.buckets.get, { params: { name: plain } })).json().access).toBe('PUBLIC');

    const custom = await invalid('setPolicy', plain, { access: 'CUSTOM' });
    expect(custom.statusCode).toBe(400);
    expect(custom.json<ApiError>().message).toContain('access must be PRIVATE or PUBLIC');
    expect(await rootPolicy(plain)).toBeDefined();

    expect((await setPolicy({ access: 'PRIVATE' })).statusCode).toBe(200);
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
    const refused = await setPolicy({ access: 'PUBLIC' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toContain('has a custom access policy');
    expect(JSON.parse((await rootPolicy(plain)) ?? '{}')).toEqual(JSON.parse(custom));

    const replaced = await setPolicy({ access: 'PRIVATE', replaceCustom: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await rootPolicy(plain)).toBeUndefined();
  });

  it('enables and suspends versioning; bad values change nothing', async () => {
    expect((await read('versioning', plain)).json()).toEqual({
      is_versioned: false,
      status: 'off',
    });
    const bad = await invalid('setVersioning', plain, { versioning: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().message).toContain('versioning');
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status).toBeUndefined();

    const on = await setVersioning(plain, true);
    expect(on.json()).toEqual({ is_versioned: true, status: 'enabled' });
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status).toBe('Enabled');
    const off = await setVersioning(plain, false);
    expect(off.json()).toEqual({ is_versioned: false, status: 'suspended' });
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status).toBe('Suspended');
  });

  it('sets and clears a hard quota; zero and fifo are refused and change nothing', async () => {
    expect((await read('quota', plain)).json()).toEqual({
      enabled: false,
      quota: 0,
      type: null,
    });
    const zero = await setQuota({ enabled: true, quota_type: 'hard', amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<ApiError>().message).toContain('Quota must be greater than 0');
    const fifo = await setQuota({ enabled: true, quota_type: 'fifo', amount: 10 });
    expect(fifo.statusCode).toBe(400);
    expect(fifo.json<ApiError>().message).toContain('FIFO quotas are not supported');
    expect(await root.getBucketQuota(plain)).toBeUndefined();

    const set = await setQuota({ enabled: true, quota_type: 'hard', amount: 1048576 });
    expect(set.json()).toEqual({ enabled: true, quota: 1048576, type: 'hard' });
    expect(await root.getBucketQuota(plain)).toMatchObject({ quota: 1048576, quotatype: 'hard' });

    const cleared = await setQuota({ enabled: false, quota_type: 'hard', amount: 0 });
    expect(cleared.json()).toEqual({ enabled: false, quota: 0, type: null });
    expect(await root.getBucketQuota(plain)).toBeUndefined();
  });

  it('passes on MinIO refusing to suspend versioning on a locked bucket, changing nothing', async () => {
    const res = await setVersioning(locked, false);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'InvalidBucketState' });
    expect(res.json<ApiError>().message).toContain('versioning cannot be suspended');
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: locked }))).Status).toBe('Enabled');
  });

  it('reports object locking', async () => {
    expect((await read('objectLocking', plain)).json()).toEqual({
      object_locking_enabled: false,
    });
    expect((await read('objectLocking', locked)).json()).toEqual({
      object_locking_enabled: true,
    });
  });

  it('reads retention as disabled without locking or a default rule', async () => {
    expect((await read('retention', plain)).json()).toEqual({ enabled: false });
    expect((await read('retention', locked)).json()).toEqual({ enabled: false });
  });

  it('sets the default retention; invalid values and unlocked buckets change nothing', async () => {
    for (const body of [
      { mode: 'forever', unit: 'days', validity: 1 },
      { mode: 'governance', unit: 'weeks', validity: 1 },
      { mode: 'governance', unit: 'days', validity: 0 },
    ]) {
      const res = await invalid('setRetention', locked, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const zero = await setRetention(locked, { mode: 'governance', unit: 'days', validity: 0 });
    expect(zero.json<ApiError>().message).toContain('Retention validity must be at least 1');
    expect(await rootLockRule(locked)).toBeUndefined();

    const unlocked = await setRetention(plain, { mode: 'governance', unit: 'days', validity: 1 });
    expect(unlocked.statusCode).toBe(409);
    expect(unlocked.json<ApiError>().message).toContain('created without object locking');

    const tooLong = await setRetention(locked, { mode: 'governance', unit: 'years', validity: 200 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ApiError>().message).toContain('too large');
    expect(await rootLockRule(locked)).toBeUndefined();

    const set = await setRetention(locked, { mode: 'governance', unit: 'years', validity: 2 });
    expect(set.json()).toEqual({ enabled: true, mode: 'governance', unit: 'years', validity: 2 });
    expect(await rootLockRule(locked)).toEqual({ Mode: 'GOVERNANCE', Years: 2 });
    const days = await setRetention(locked, { mode: 'compliance', unit: 'days', validity: 3 });
    expect(days.json()).toEqual({ enabled: true, mode: 'compliance', unit: 'days', validity: 3 });
    expect(await rootLockRule(locked)).toEqual({ Mode: 'COMPLIANCE', Days: 3 });
  });

  it('enables SSE-S3, then SSE-KMS with the server key, then disables encryption', async () => {
    const off = { enabled: false, algorithm: '', encType: 'disabled', kmsMasterKeyID: '' };
    expect((await read('encryption', plain)).json()).toEqual(off);

    const sseS3 = await enableEncryption({ encType: 'sse-s3' });
    expect(sseS3.json()).toMatchObject({ enabled: true, algorithm: 'AES256', encType: 'sse-s3' });
    expect(await rootEncryption(plain)).toMatchObject({ SSEAlgorithm: 'AES256' });

    const kms = await enableEncryption({ encType: 'sse-kms', kmsKeyID: kmsKey });
    expect(kms.json()).toEqual({
      enabled: true,
      algorithm: 'aws:kms',
      encType: 'sse-kms',
      kmsMasterKeyID: kmsKey,
    });
    expect(await rootEncryption(plain)).toMatchObject({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: kmsKey });

    expect((await disableEncryption()).json()).toEqual({ ok: true });
    expect(await rootEncryption(plain)).toBeUndefined();
    expect((await read('encryption', plain)).json()).toEqual(off);
  });

  it('refuses bad encryption requests and an unknown KMS key, changing nothing', async () => {
    await enableEncryption({ encType: 'sse-s3' });
    const noKey = await enableEncryption({ encType: 'sse-kms' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<ApiError>().message).toContain('SSE-KMS needs a KMS key ID');
    const badType = await invalid('enableEncryption', plain, { encType: 'sse-c' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<ApiError>().message).toContain('encType must be sse-s3 or sse-kms');
    const unknownKey = await enableEncryption({ encType: 'sse-kms', kmsKeyID: 'sm-no-such-key' });
    expect(unknownKey.statusCode, unknownKey.body).toBe(400);
    expect(unknownKey.json<ApiError>().message).toContain("KMS key 'sm-no-such-key'");
    expect(await rootEncryption(plain)).toMatchObject({ SSEAlgorithm: 'AES256' });
    await disableEncryption();
  });

  it("uses the user's own rights: a read-only user is refused and changes nothing", async () => {
    await root.addUser(reader.accessKey, reader.secretKey);
    await root.setPolicy({ policyNames: ['readonly'], entityName: reader.accessKey, isGroup: false });
    const token = await logIn(h.t, reader.accessKey, reader.secretKey);
    // MinIO's readonly policy is s3:GetBucketLocation + s3:GetObject: not even these reads.
    const versioning = await read('versioning', plain, token);
    expect(versioning.statusCode).toBe(403);
    expect(versioning.json<ApiError>().message).toMatch(/^Access denied/);
    for (const [name, send] of [
      ['setPolicy', () => setPolicy({ access: 'PUBLIC' }, token)],
      ['setVersioning', () => setVersioning(plain, true, token)],
      ['setQuota', () => setQuota({ enabled: true, quota_type: 'hard', amount: 1024 }, token)],
      ['enableEncryption', () => enableEncryption({ encType: 'sse-s3' }, token)],
    ] as const) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
    }
    expect(await rootPolicy(plain)).toBeUndefined();
    expect(await root.getBucketQuota(plain)).toBeUndefined();
    expect(await rootEncryption(plain)).toBeUndefined();
  });

  it('reports replication as off and usage as numbers', async () => {
    expect((await read('replicationStatus', plain)).json()).toEqual({
      enabled: false,
      rules: 0,
    });
    const usage = (await read('usage', plain)).json();
    expect(usage).toEqual({ size: expect.any(Number), objects: expect.any(Number) });
  });
});
