import { apiEndpoints, type ApiError } from '@granary/contract';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
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
    const update = (secret_key: string) =>
      h.api(apiEndpoints.tiers.updateCredentials, {
        params: { type: 'minio', name: names.minio },
        body: { access_key: remote.rootUser, secret_key },
      });
    const wrong = await update('wrong-secret-123');
    expect(wrong.statusCode, wrong.body).toBeGreaterThanOrEqual(400);
    expect(wrong.json<ApiError>()).toMatchObject({
      code: 'XMinioAdminTierInsufficientPermissions',
      message: expect.stringContaining('signature we calculated does not match'),
    });
    expect(wrong.json<ApiError>().message).not.toBe('');
    const right = await update(remote.rootPassword);
    expect(right.statusCode, right.body).toBe(200);
    await admin.verifyTier(names.minio);
  });

  it('refuses bad input with a 400 naming the field, before MinIO', async () => {
    const credentials = (type: 'minio' | 'gcs', name: string) => ({ type, name });
    const cases: [{ type: 'minio' | 'gcs'; name: string } | null, object, RegExp][] = [
      [
        null,
        { type: 'minio', minio: settings({ name: 'warm' }) },
        /minio\.name: Please verify that string is uppercase only/,
      ],
      [null, { type: 'minio', minio: settings({ name: 'STANDARD' }) }, /reserved/],
      [null, { type: 's3', s3: settings({ name: 'X1', endpoint: 'host:9000' }) }, /s3\.endpoint/],
      [null, { type: 'minio', minio: settings({ name: 'X2', prefix: '' }) }, /Prefix is required/],
      [
        null,
        { type: 'gcs', gcs: { ...settings({ name: 'X3' }), creds: 'bm90IGpzb24=' } },
        /gcs\.creds: is not a JSON credentials file/,
      ],
      [null, { type: 'ftp', ftp: settings({ name: 'X4' }) }, /type/],
      [
        credentials('minio', names.minio),
        { access_key: 'only-access' },
        /secret_key: Secret Key is required/,
      ],
      [
        credentials('gcs', names.minio),
        { access_key: 'a', secret_key: 'b' },
        /creds: Credentials are required/,
      ],
      [credentials('minio', 'lower'), { access_key: 'a', secret_key: 'b' }, /name/],
    ];
    for (const [params, body, message] of cases) {
      const res = params
        ? await h.api(apiEndpoints.tiers.updateCredentials, { params }, { payload: body })
        : await h.api(apiEndpoints.tiers.add, {}, { payload: body });
      const call = params ? `updateCredentials ${params.type}/${params.name}` : 'add';
      expect(res.statusCode, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json<ApiError>().message, JSON.stringify(body)).toMatch(message);
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
    expect(gcs.json<ApiError>()).toMatchObject({
      code: 'XMinioAdminTierInsufficientPermissions',
      message: expect.stringMatching(/^failed to perform PUT: .*private key/),
    });
  });
});
