import { apiEndpoints, type ApiError } from '@granary/contract';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
import '@granary/tools/minio/provided';
import { type Harness, rootClient, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const remote = testMinioSingle();
const admin = rootClient(minio);
const remoteS3 = rootS3(remote);
const tierBucket = 'settings-int-tiers';
const names = { minio: 'SETTINGS-INT-MINIO', s3: 'SETTINGS-INT-S3' };

const settings = <Over extends object>(over?: Over) => ({
  endpoint: remote.endpoint,
  bucket: tierBucket,
  prefix: 'warm/',
  region: 'us-east-1',
  accesskey: remote.rootUser,
  secretkey: remote.rootPassword,
  ...(over as Over),
});

describe('tiers through the API (4-drive MinIO → single-drive MinIO)', () => {
  let h: Harness;
  beforeAll(async () => {
    for (const name of Object.values(names))
      await admin.removeTier(name, { force: true }).catch(() => undefined);
    await remoteS3.send(new CreateBucketCommand({ Bucket: tierBucket })).catch(() => undefined);
    h = await startHarness(minio);
  });
  afterAll(async () => {
    for (const name of Object.values(names))
      await admin.removeTier(name, { force: true }).catch(() => undefined);
    await remoteS3.send(new DeleteBucketCommand({ Bucket: tierBucket })).catch(() => undefined);
    await h.close();
  });

  it('adds a minio and an s3 tier and lists them without secrets', async () => {
    const minioTier = await h.api(apiEndpoints.tiers.add, {
      body: {
        type: 'minio',
        minio: settings({ name: names.minio }),
      },
    });
    expect(minioTier.statusCode, minioTier.body).toBe(201);
    expect(minioTier.json()).toMatchObject({
      type: 'minio',
      minio: { name: names.minio, bucket: tierBucket },
    });
    const s3Tier = await h.api(apiEndpoints.tiers.add, {
      body: {
        type: 's3',
        s3: settings({ name: names.s3, prefix: 'cold/', storageclass: 'STANDARD' }),
      },
    });
    expect(s3Tier.statusCode, s3Tier.body).toBe(201);

    const listed = await h.api(apiEndpoints.tiers.list);
    expect(listed.body).not.toContain(remote.rootPassword);
    const items = listed.json().items;
    expect(items).toContainEqual({
      type: 'minio',
      minio: {
        name: names.minio,
        endpoint: remote.endpoint,
        bucket: tierBucket,
        prefix: 'warm/',
        region: 'us-east-1',
        storageclass: '',
      },
    });
    expect(items).toContainEqual(
      expect.objectContaining({ type: 's3', s3: expect.objectContaining({ name: names.s3 }) }),
    );
  });

  it('passes MinIO refusals through: a duplicate name, a missing bucket, wrong keys', async () => {
    const duplicate = await h.api(apiEndpoints.tiers.add, {
      body: {
        type: 'minio',
        minio: settings({ name: names.minio }),
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ApiError>().code).toBe('XMinioAdminTierAlreadyExists');
    const noBucket = await h.api(apiEndpoints.tiers.add, {
      body: {
        type: 'minio',
        minio: settings({ name: 'SETTINGS-INT-NOBUCKET', bucket: 'no-such-bucket-here' }),
      },
    });
    expect(noBucket.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBucket.json<ApiError>().code).toBe('XMinioAdminTierInsufficientPermissions');
    expect(noBucket.json<ApiError>().message).toMatch(/bucket/i);
    const wrongKeys = await h.api(apiEndpoints.tiers.add, {
      body: {
        type: 'minio',
        minio: settings({ name: 'SETTINGS-INT-WRONG', secretkey: 'not-the-secret' }),
      },
    });
    expect(wrongKeys.statusCode).toBeGreaterThanOrEqual(400);
    const tiers = (await admin.listTiers()).map((tier) => tier.Name);
    expect(tiers).not.toContain('SETTINGS-INT-NOBUCKET');
    expect(tiers).not.toContain('SETTINGS-INT-WRONG');
  });

  it('updates credentials: wrong keys give MinIO’s error, right keys work', async () => {
    const url = `/api/v1/admin/tiers/minio/${names.minio}/credentials`;
    const wrong = await h.raw('PUT', url, { access_key: remote.rootUser, secret_key: 'wrong-secret-123' });
    expect(wrong.statusCode, wrong.body).toBeGreaterThanOrEqual(400);
    expect(wrong.json()).toMatchObject({
      code: 'XMinioAdminTierInsufficientPermissions',
      message: expect.stringContaining('signature we calculated does not match'),
    });
    expect(wrong.json().message).not.toBe('');
    const right = await h.raw('PUT', url, { access_key: remote.rootUser, secret_key: remote.rootPassword });
    expect(right.statusCode, right.body).toBe(200);
    await admin.verifyTier(names.minio);
  });

  it('refuses bad input with a 400 naming the field, before MinIO', async () => {
    const cases: [string, string, object, RegExp][] = [
      [
        'POST',
        '/api/v1/admin/tiers',
        { type: 'minio', minio: settings({ name: 'warm' }) },
        /minio\.name: Please verify that string is uppercase only/,
      ],
      ['POST', '/api/v1/admin/tiers', { type: 'minio', minio: settings({ name: 'STANDARD' }) }, /reserved/],
      [
        'POST',
        '/api/v1/admin/tiers',
        { type: 's3', s3: settings({ name: 'X1', endpoint: 'host:9000' }) },
        /s3\.endpoint/,
      ],
      [
        'POST',
        '/api/v1/admin/tiers',
        { type: 'minio', minio: settings({ name: 'X2', prefix: '' }) },
        /Prefix is required/,
      ],
      [
        'POST',
        '/api/v1/admin/tiers',
        { type: 'gcs', gcs: { ...settings({ name: 'X3' }), creds: 'bm90IGpzb24=' } },
        /gcs\.creds: is not a JSON credentials file/,
      ],
      ['POST', '/api/v1/admin/tiers', { type: 'ftp', ftp: settings({ name: 'X4' }) }, /type/],
      [
        'PUT',
        `/api/v1/admin/tiers/minio/${names.minio}/credentials`,
        { access_key: 'only-access' },
        /secret_key: Secret Key is required/,
      ],
      [
        'PUT',
        `/api/v1/admin/tiers/gcs/${names.minio}/credentials`,
        { access_key: 'a', secret_key: 'b' },
        /creds: Credentials are required/,
      ],
      ['PUT', '/api/v1/admin/tiers/minio/lower/credentials', { access_key: 'a', secret_key: 'b' }, /name/],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await h.raw(method as 'POST' | 'PUT', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
  });

  // Azure's client retries an unreachable endpoint for 8–10 s: the e2e test shows that error on the form.
  it('shows MinIO’s error for a gcs backend it cannot sign in to', async () => {
    const creds = Buffer.from(
      JSON.stringify({ type: 'service_account', project_id: 'granary-test' }),
    ).toString('base64');
    const gcs = await h.api(apiEndpoints.tiers.add, {
      body: {
        type: 'gcs',
        gcs: {
          name: 'SETTINGS-INT-GCS',
          endpoint: 'http://127.0.0.1:1',
          bucket: 'b',
          prefix: 'p/',
          region: 'r',
          creds,
        },
      },
    });
    expect(gcs.statusCode).toBeGreaterThanOrEqual(400);
    expect(gcs.json()).toMatchObject({
      code: 'XMinioAdminTierInsufficientPermissions',
      message: expect.stringMatching(/^failed to perform PUT: .*private key/),
    });
  });
});
