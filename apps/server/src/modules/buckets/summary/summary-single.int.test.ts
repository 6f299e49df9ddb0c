import { CreateBucketCommand, DeleteBucketCommand, GetBucketVersioningCommand } from '@aws-sdk/client-s3';
import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinioSingle } from '@granary/tools/minio/test-servers';
import { type Harness, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

const minio = testMinioSingle();
const s3 = rootS3(minio);
const root = rootClient(minio);
const bucket = 'sm-single';
const summary = apiEndpoints.bucketSummary;
const params = { name: bucket };

describe('bucket summary on a single-drive MinIO', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(minio);
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(async () => {
    await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
    await h.t.app.close();
  });

  it.each([
    [
      'versioning',
      () => h.api(summary.setVersioning, { params, body: { versioning: true } }),
      'Versioning needs a distributed',
    ],
    [
      'quota',
      () => h.api(summary.setQuota, { params, body: { enabled: true, quota_type: 'hard', amount: 1024 } }),
      'A bucket quota needs a distributed',
    ],
    [
      'retention',
      () => h.api(summary.setRetention, { params, body: { mode: 'governance', unit: 'days', validity: 1 } }),
      'Retention needs a distributed',
    ],
  ] as const)('refuses PUT %s with a 400 and changes nothing', async (_what, send, message) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: bucket }))).Status).toBeUndefined();
    expect(await root.getBucketQuota(bucket)).toBeUndefined();
  });

  it('reads every summary item', async () => {
    const read = (
      endpoint: 'versioning' | 'quota' | 'retention' | 'objectLocking' | 'encryption' | 'replicationStatus',
    ) => h.api(summary[endpoint], { params });
    expect((await read('versioning')).json()).toEqual({ is_versioned: false, status: 'off' });
    expect((await read('quota')).json()).toEqual({ enabled: false, quota: 0, type: null });
    expect((await read('retention')).json()).toEqual({ enabled: false });
    expect((await read('objectLocking')).json()).toEqual({ object_locking_enabled: false });
    expect((await read('encryption')).json()).toMatchObject({ encType: 'disabled' });
    expect((await read('replicationStatus')).json()).toEqual({ enabled: false, rules: 0 });
  });

  it('still sets access and SSE-S3 encryption', async () => {
    const res = await h.api(summary.setPolicy, { params, body: { access: 'PUBLIC' } });
    expect(res.json()).toEqual({ name: bucket, access: 'PUBLIC' });
    const enc = await h.api(summary.enableEncryption, { params, body: { encType: 'sse-s3' } });
    expect(enc.json()).toMatchObject({ encType: 'sse-s3' });
    await h.api(summary.disableEncryption, { params });
    await h.api(summary.setPolicy, { params, body: { access: 'PRIVATE' } });
  });
});
