import { CreateBucketCommand, DeleteBucketCommand, GetBucketVersioningCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinioSingle } from '@granary/tools/minio/test-servers';
import '@granary/tools/minio/provided';
import { type Harness, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

const minio = testMinioSingle();
const s3 = rootS3(minio);
const root = rootClient(minio);
const bucket = 'sm-single';
const url = (path: string) => `/api/v1/buckets/${bucket}/${path}`;

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
    ['versioning', { versioning: true }, 'Versioning needs a distributed'],
    ['quota', { enabled: true, quota_type: 'hard', amount: 1024 }, 'A bucket quota needs a distributed'],
    ['retention', { mode: 'governance', unit: 'days', validity: 1 }, 'Retention needs a distributed'],
  ] as const)('refuses PUT %s with a 400 and changes nothing', async (path, body, message) => {
    const res = await h.raw('PUT', url(path), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: bucket }))).Status).toBeUndefined();
    expect(await root.getBucketQuota(bucket)).toBeUndefined();
  });

  it('reads every summary item', async () => {
    expect((await h.raw('GET', url('versioning'))).json()).toEqual({ is_versioned: false, status: 'off' });
    expect((await h.raw('GET', url('quota'))).json()).toEqual({ enabled: false, quota: 0, type: null });
    expect((await h.raw('GET', url('retention'))).json()).toEqual({ enabled: false });
    expect((await h.raw('GET', url('object-locking'))).json()).toEqual({ object_locking_enabled: false });
    expect((await h.raw('GET', url('encryption/info'))).json()).toMatchObject({ encType: 'disabled' });
    expect((await h.raw('GET', url('replication-status'))).json()).toEqual({ enabled: false, rules: 0 });
  });

  it('still sets access and SSE-S3 encryption', async () => {
    const res = await h.raw('PUT', url('set-policy'), { access: 'PUBLIC' });
    expect(res.json()).toEqual({ name: bucket, access: 'PUBLIC' });
    const enc = await h.raw('POST', url('encryption/enable'), { encType: 'sse-s3' });
    expect(enc.json()).toMatchObject({ encType: 'sse-s3' });
    await h.raw('POST', url('encryption/disable'));
    await h.raw('PUT', url('set-policy'), { access: 'PRIVATE' });
  });
});
