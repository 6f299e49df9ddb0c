import {
  CreateBucketCommand,
  DeleteBucketCommand,
  GetBucketLifecycleConfigurationCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinioSingle } from '@granary/tools/minio/test-servers';
import '@granary/tools/minio/provided';
import { type Harness, rootS3, startHarness } from '../../../testing/harness.ts';

const remote = testMinioSingle();
const path = (name: string) => `/api/v1/buckets/${name}/lifecycle`;

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
    const res = await h.raw('POST', path(singleBucket), { expiry_days: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/need a distributed/);
    await expect(
      single.send(new GetBucketLifecycleConfigurationCommand({ Bucket: singleBucket })),
    ).rejects.toMatchObject({ name: 'NoSuchLifecycleConfiguration' });
  });
});
