import { apiEndpoints, endpointPath, type ApiError, type SetAccessRuleRequest } from '@granary/contract';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteBucketPolicyCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  GetBucketPolicyCommand,
  PutBucketPolicyCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AccessRulesResponse, BucketPoliciesResponse, BucketUsersResponse } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

const minio = testMinio();
const s3 = rootS3(minio);
const root = rootClient(minio);
const bucket = 'acc-int-audit';
const other = 'acc-int-other';
const objectKey = 'pub/docs/readme.txt';

const policyFor = (resources: string[], effect: 'Allow' | 'Deny' = 'Allow', actions = ['s3:GetObject']) => ({
  Version: '2012-10-17',
  Statement: [{ Effect: effect, Action: actions, Resource: resources }],
});

/** A policy named with a slash, as MinIO allows. */
const policies = {
  'acc-int/prefix-reader': policyFor([`arn:aws:s3:::${bucket}/pub/*`]),
  'acc-int-other-only': policyFor([`arn:aws:s3:::${other}/*`]),
  'acc-int-wildcard': policyFor(['arn:aws:s3:::acc-int-*'], 'Allow', ['s3:ListBucket']),
  'acc-int-deny-all': policyFor(['arn:aws:s3:::*'], 'Deny', ['s3:*']),
  'acc-int-not-resource': {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow' as const, Action: ['s3:*'], NotResource: [`arn:aws:s3:::${bucket}*`] }],
  },
};
const users = ['acc-int-direct', 'acc-int-member', 'acc-int-denied', 'acc-int-nobody', 'acc-int-offgroup'];

async function anonymousGet(key: string): Promise<number> {
  return (await fetch(`${minio.endpoint}/${bucket}/${key}`)).status;
}

async function currentPolicy(): Promise<string | undefined> {
  return s3
    .send(new GetBucketPolicyCommand({ Bucket: bucket }))
    .then((r) => r.Policy)
    .catch(() => undefined);
}

async function cleanUp() {
  for (const user of users) await root.removeUser(user).catch(() => undefined);
  for (const group of ['acc-int-readers', 'acc-int-off'])
    await root.removeGroup(group).catch(() => undefined);
  for (const name of Object.keys(policies)) await root.removeCannedPolicy(name).catch(() => undefined);
  for (const name of [bucket, other]) {
    await s3.send(new DeleteObjectCommand({ Bucket: name, Key: objectKey })).catch(() => undefined);
    await s3.send(new DeleteBucketCommand({ Bucket: name })).catch(() => undefined);
  }
}

describe('bucket access audit and access rules against MinIO', () => {
  let h: Harness;

  beforeAll(async () => {
    await cleanUp();
    for (const name of [bucket, other]) await s3.send(new CreateBucketCommand({ Bucket: name }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: 'hello' }));
    for (const [name, document] of Object.entries(policies)) await root.addCannedPolicy(name, document);
    for (const user of users) await root.addUser(user, 'acc-int-secret-1');
    const attach = (entityName: string, policyNames: string[], isGroup = false) =>
      root.setPolicy({ entityName, policyNames, isGroup });
    await attach('acc-int-direct', ['acc-int/prefix-reader']);
    await root.updateGroupMembers({ group: 'acc-int-readers', members: ['acc-int-member'], isRemove: false });
    await attach('acc-int-readers', ['acc-int-wildcard'], true);
    await attach('acc-int-denied', ['acc-int/prefix-reader', 'acc-int-deny-all']);
    await attach('acc-int-nobody', ['acc-int-other-only', 'acc-int-not-resource']);
    await root.updateGroupMembers({ group: 'acc-int-off', members: ['acc-int-offgroup'], isRemove: false });
    await attach('acc-int-offgroup', ['acc-int/prefix-reader']);
    await root.setGroupStatus('acc-int-off', 'disabled');
    h = await startHarness(minio);
  });
  afterAll(async () => {
    await cleanUp();
    await h.t.app.close();
  });

  describe('GET /bucket-policy/{bucket}', () => {
    it('lists the policies that allow something on the bucket, Deny-only and other buckets left out', async () => {
      const res = await h.api(apiEndpoints.bucketAudit.policies, { params: { bucket } });
      expect(res.statusCode).toBe(200);
      const names = res.json<BucketPoliciesResponse>().policies.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['acc-int/prefix-reader', 'acc-int-wildcard']));
      expect(names).toEqual(expect.arrayContaining(['consoleAdmin', 'readwrite', 'readonly']));
      expect(names).not.toContain('acc-int-other-only');
      expect(names).not.toContain('acc-int-deny-all');
      expect(names).not.toContain('acc-int-not-resource');
    });

    it('answers 404 for an unknown bucket', async () => {
      const res = await h.api(apiEndpoints.bucketAudit.policies, { params: { bucket: 'acc-int-missing' } });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>().message).toContain('acc-int-missing');
    });
  });

  describe('GET /bucket-users/{bucket}', () => {
    it('lists users with a granting policy of their own or of their group, and says which', async () => {
      const res = await h.api(apiEndpoints.bucketAudit.users, { params: { bucket } });
      expect(res.statusCode).toBe(200);
      const found = res.json<BucketUsersResponse>().users.filter((u) => u.accessKey.startsWith('acc-int-'));
      expect(found).toEqual([
        { accessKey: 'acc-int-direct', grants: [{ policy: 'acc-int/prefix-reader' }] },
        { accessKey: 'acc-int-member', grants: [{ policy: 'acc-int-wildcard', group: 'acc-int-readers' }] },
      ]);
    });

    it('leaves out a user of a disabled group: MinIO gives that user no policy at all', async () => {
      const offGroup = new S3Client({
        endpoint: minio.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'acc-int-offgroup', secretAccessKey: 'acc-int-secret-1' },
      });
      const read = offGroup.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      await expect(read).rejects.toMatchObject({ name: 'AccessDenied' });
    });

    it('answers 404 for an unknown bucket', async () => {
      expect(
        (await h.api(apiEndpoints.bucketAudit.users, { params: { bucket: 'acc-int-missing' } })).statusCode,
      ).toBe(404);
    });
  });

  describe('access rules', () => {
    const { bucketAccessRules } = apiEndpoints;
    const rules = async () =>
      (await h.api(bucketAccessRules.list, { params: { bucket } })).json<AccessRulesResponse>().accessRules;
    const setRule = (body: SetAccessRuleRequest, name = bucket) =>
      h.api(bucketAccessRules.set, { params: { bucket: name }, body });
    const deleteRule = (prefix: string, name = bucket) =>
      h.api(bucketAccessRules.delete, { params: { bucket: name, '*': prefix } });
    const foreignStatement = {
      Sid: 'kept',
      Effect: 'Allow',
      Principal: { AWS: ['*'] },
      Action: ['s3:GetObject'],
      Resource: [`arn:aws:s3:::${bucket}/elsewhere/*`],
    };

    beforeAll(async () => {
      await s3.send(
        new PutBucketPolicyCommand({
          Bucket: bucket,
          Policy: JSON.stringify({ Version: '2012-10-17', Statement: [foreignStatement] }),
        }),
      );
    });

    it('a readonly rule lets anonymous users read under the prefix, and deleting it stops them', async () => {
      expect(await anonymousGet(objectKey)).toBe(403);
      const put = await setRule({ prefix: 'pub/docs/', access: 'readonly' });
      expect(put.statusCode).toBe(200);
      expect(await rules()).toEqual([
        { prefix: 'elsewhere/', access: 'readonly' },
        { prefix: 'pub/docs/', access: 'readonly' },
      ]);
      expect(await anonymousGet(objectKey)).toBe(200);
      const listing = await fetch(`${minio.endpoint}/${bucket}?list-type=2&prefix=pub/docs/`);
      expect(listing.status).toBe(200);
      expect((await fetch(`${minio.endpoint}/${bucket}?list-type=2`)).status).toBe(403);

      const bucketInfo = await h.api(apiEndpoints.buckets.get, { params: { name: bucket } });
      expect(bucketInfo.json().access).toBe('CUSTOM');

      const del = await deleteRule('pub/docs/');
      expect(del.statusCode).toBe(200);
      expect(await anonymousGet(objectKey)).toBe(403);
      expect(await rules()).toEqual([{ prefix: 'elsewhere/', access: 'readonly' }]);
      expect(JSON.parse((await currentPolicy()) ?? '{}').Statement).toEqual([foreignStatement]);
    });

    it('replaces the level of an existing prefix and accepts the prefix unencoded in the path', async () => {
      await setRule({ prefix: 'a/b/', access: 'readonly' });
      await setRule({ prefix: 'a/b/', access: 'writeonly' });
      expect(await rules()).toContainEqual({ prefix: 'a/b/', access: 'writeonly' });
      expect(await rules()).toHaveLength(2);
      await setRule({ prefix: 'a/b/', access: 'readwrite' });
      expect(await rules()).toContainEqual({ prefix: 'a/b/', access: 'readwrite' });
      const anonymousPut = await fetch(`${minio.endpoint}/${bucket}/a/b/new.txt`, {
        method: 'PUT',
        body: 'x',
      });
      expect(anonymousPut.status).toBe(200);
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'a/b/new.txt' }));
      // The prefix's slashes as they are, not encoded as the contract sends them.
      const unencoded = `${endpointPath(bucketAccessRules.list, { params: { bucket } })}/a/b/`;
      expect((await h.raw('DELETE', unencoded)).statusCode).toBe(200);
      expect(await rules()).toEqual([{ prefix: 'elsewhere/', access: 'readonly' }]);
    });

    it('deletes the bucket policy when the last rule goes', async () => {
      expect((await deleteRule('elsewhere/')).statusCode).toBe(200);
      expect(await currentPolicy()).toBeUndefined();
      expect(await rules()).toEqual([]);
      expect((await h.api(apiEndpoints.buckets.get, { params: { name: bucket } })).json().access).toBe(
        'PRIVATE',
      );
    });

    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      await setRule({ prefix: 'keep/', access: 'readonly' });
      const before = await currentPolicy();
      const blank = await setRule({ prefix: '  ', access: 'readonly' });
      expect(blank.statusCode).toBe(400);
      expect(blank.body).toContain('Prefix is required');
      const invalid = await h.api(
        bucketAccessRules.set,
        { params: { bucket } },
        { payload: { prefix: 'x/', access: 'public' } },
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain('readonly, writeonly or readwrite');
      const wildcard = await setRule({ prefix: 'x/*', access: 'readonly' });
      expect(wildcard.statusCode).toBe(400);
      const missingRule = await deleteRule('nothing-here/');
      expect(missingRule.statusCode).toBe(404);
      expect(missingRule.json<ApiError>().message).toContain("'nothing-here/'");
      expect((await deleteRule('')).statusCode).toBe(400);
      expect(await currentPolicy()).toBe(before);

      const unknown = 'acc-int-missing';
      expect((await h.api(bucketAccessRules.list, { params: { bucket: unknown } })).statusCode).toBe(404);
      expect((await setRule({ prefix: 'x/', access: 'readonly' }, unknown)).statusCode).toBe(404);
      expect((await deleteRule('x/', unknown)).statusCode).toBe(404);
      await s3.send(new DeleteBucketPolicyCommand({ Bucket: bucket }));
    });
  });
});
