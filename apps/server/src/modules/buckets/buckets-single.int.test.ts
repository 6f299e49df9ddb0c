import { apiEndpoints, type ApiError } from '@granary/contract';
import { DeleteBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinioSingle } from '@granary/tools/minio/test-servers';
import { sealToken } from '../../lib/token-seal.ts';
import { apiCaller, type Harness, makeTestApp, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinioSingle();
const s3 = rootS3(minio);

describe('buckets on a single-drive MinIO', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(minio);
  });
  afterAll(async () => {
    await s3.send(new DeleteBucketCommand({ Bucket: 'bk-single-plain' })).catch(() => undefined);
    await h.t.app.close();
  });

  it.each([
    { versioning: true, locking: false },
    { versioning: false, locking: true },
    { versioning: false, locking: false, quota: { enabled: true, quota_type: 'hard', amount: 1024 } },
    { versioning: true, locking: true, retention: { mode: 'compliance', unit: 'days', validity: 1 } },
  ] as const)('refuses %o with a 400 and creates nothing', async (options) => {
    const res = await h.api(apiEndpoints.buckets.create, { body: { name: 'bk-single-opts', ...options } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain('need a distributed (erasure-coded) server');
    await expect(s3.send(new HeadBucketCommand({ Bucket: 'bk-single-opts' }))).rejects.toThrow();
  });

  it('creates, lists and deletes a plain bucket', async () => {
    const res = await h.api(apiEndpoints.buckets.create, {
      body: {
        name: 'bk-single-plain',
        versioning: false,
        locking: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await h.api(apiEndpoints.buckets.list)).json();
    expect(list.buckets).toContainEqual(
      expect.objectContaining({ name: 'bk-single-plain', access: 'PRIVATE' }),
    );
    expect(
      (await h.api(apiEndpoints.buckets.delete, { params: { name: 'bk-single-plain' } })).statusCode,
    ).toBe(200);
  });

  it('answers 503 when MinIO cannot be reached', async () => {
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9' });
    const token = sealToken(t.sealingKey, {
      accessKeyId: 'nobody',
      secretAccessKey: 'nobody-secret',
      sessionToken: 'x',
      accountAccessKey: 'nobody',
      expiresAt: Date.now() + 60_000,
    });
    const api = apiCaller(t.app, token);
    for (const send of [
      () => api(apiEndpoints.buckets.list),
      () => api(apiEndpoints.buckets.get, { params: { name: 'anything' } }),
    ]) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json<ApiError>().code).toBe('minio_unreachable');
    }
    await t.app.close();
  });
});
