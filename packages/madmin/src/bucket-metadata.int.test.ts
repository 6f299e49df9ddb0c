import { afterAll, describe, expect, it } from 'vitest';
import { AdminClient } from './admin-client.ts';
import { makeBucket, s3Request } from './test-buckets.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

const anonymousGet = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
    ],
  });

describe('bucket metadata export', () => {
  const t = target();
  const admin = rootClient(t);
  const user = uniqueName('export-user');
  afterAll(() => admin.removeUser(user).catch(() => undefined));

  it('holds every bucket, and the policy file only of buckets that have a policy', async () => {
    const [withPolicy, without] = [uniqueName('export-pol'), uniqueName('export-none')];
    await makeBucket(t, withPolicy);
    await makeBucket(t, without);
    const put = await s3Request(t, 'PUT', `/${withPolicy}`, {
      query: { policy: '' },
      body: anonymousGet(withPolicy),
    });
    expect(put.status).toBe(204);
    const exported = await admin.exportBucketMetadata(['policy.json']);
    const policy = JSON.parse(exported.get(withPolicy)?.get('policy.json') ?? '{}');
    // MinIO normalises the document: a "*" principal comes back as {"AWS":["*"]}.
    expect(policy.Statement).toEqual([
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${withPolicy}/*`],
      },
    ]);
    expect(exported.get(without)).toEqual(new Map());
    expect([...(exported.get(withPolicy)?.keys() ?? [])]).toEqual(['policy.json']);
  });

  it('is refused with AccessDenied for a user without admin:ExportBucketMetadata', async () => {
    await admin.addUser(user, 'export-user-secret', 'enabled');
    await admin.setPolicy({ policyNames: ['readwrite'], entityName: user, isGroup: false });
    const client = new AdminClient({
      endpoint: t.endpoint,
      credentials: { accessKeyId: user, secretAccessKey: 'export-user-secret' },
    });
    await expect(client.exportBucketMetadata(['policy.json'])).rejects.toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
  });
});
