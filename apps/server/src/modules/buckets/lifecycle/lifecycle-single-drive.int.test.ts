import {
  CreateBucketCommand,
  DeleteBucketCommand,
  GetBucketLifecycleConfigurationCommand,
} from '@aws-sdk/client-s3';
import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinioSingle } from '@granary/tools/minio/test-servers';
import { type Harness, rootS3, startHarness } from '../../../testing/harness.ts';

const remote = testMinioSingle();

describe('bucket lifecycle on a single-drive MinIO', () => {
  const single = rootS3(remote);
  const singleBucket = 'lc-int-single';
  let h: Harness;
  beforeAll(async () => {
    await single.send(new CreateBucketCommand({ Bucket: singleBucket })).catch(() => undefined);
    h = await startHarness(remote);
  });
  afterAll(async () => {
    await single.send(new DeleteBucketCommand({ Bucket: singleBucket })).catch(() => undefined);
    await h.t.app.close();
  });

  it('refuses to add a rule: lifecycle needs a distributed server', async () => {
    const res = await h.api(apiEndpoints.bucketLifecycle.add, {
      params: { name: singleBucket },
      body: { expiry_days: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/need a distributed/);
    await expect(
      single.send(new GetBucketLifecycleConfigurationCommand({ Bucket: singleBucket })),
    ).rejects.toMatchObject({ name: 'NoSuchLifecycleConfiguration' });
  });
});
