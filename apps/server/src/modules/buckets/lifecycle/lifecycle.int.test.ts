import { apiEndpoints, type AddLifecycleRuleRequest, type ApiError } from '@granary/contract';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteBucketLifecycleCommand,
  GetBucketLifecycleConfigurationCommand,
  PutBucketLifecycleConfigurationCommand,
  type LifecycleRule as S3LifecycleRule,
} from '@aws-sdk/client-s3';
import { signRequest } from '@granary/madmin';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

const minio = testMinio();
const remote = testMinioSingle();
const s3 = rootS3(minio);
const remoteS3 = rootS3(remote);
const admin = rootClient(minio);
const bucket = 'lc-int-rules';
const tierBucket = 'lc-int-tier-target';
const tier = 'LCINT-WARM';
const { bucketLifecycle } = apiEndpoints;

async function s3Rules(): Promise<S3LifecycleRule[]> {
  try {
    return (await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }))).Rules ?? [];
  } catch (error) {
    if ((error as Error).name === 'NoSuchLifecycleConfiguration') return [];
    throw error;
  }
}

/** A configuration the S3 SDK cannot express (MinIO's own DelMarkerExpiration), written as raw XML. */
async function putRawLifecycle(xml: string): Promise<void> {
  const body = new TextEncoder().encode(xml);
  const signed = await signRequest({
    method: 'PUT',
    url: new URL(`/${bucket}`, minio.endpoint),
    query: { lifecycle: '' },
    headers: { 'content-md5': createHash('md5').update(body).digest('base64') },
    body,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
  const response = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body });
  if (response.status !== 200)
    throw new Error(`raw lifecycle PUT: ${response.status} ${await response.text()}`);
}

const ruleById = async (id: string) => (await s3Rules()).find((rule) => rule.ID === id);

describe('bucket lifecycle through the API (4-drive MinIO, tier on the single-drive MinIO)', () => {
  let h: Harness;
  const list = (as?: string, name = bucket) => h.api(bucketLifecycle.list, { params: { name } }, { as });
  const post = (body: AddLifecycleRuleRequest, as?: string, name = bucket) =>
    h.api(bucketLifecycle.add, { params: { name }, body }, { as });
  const edit = (ruleId: string, disable: boolean, tags?: string) =>
    h.api(bucketLifecycle.edit, { params: { name: bucket, ruleId }, body: { disable, tags } });
  const remove = (ruleId: string) => h.api(bucketLifecycle.delete, { params: { name: bucket, ruleId } });
  const add = async (body: AddLifecycleRuleRequest) => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    await admin.removeTier(tier).catch(() => undefined);
    await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await remoteS3.send(new CreateBucketCommand({ Bucket: tierBucket })).catch(() => undefined);
    await admin.addTier({
      Type: 'minio',
      Name: tier,
      MinIO: {
        Endpoint: remote.endpoint,
        AccessKey: remote.rootUser,
        SecretKey: remote.rootPassword,
        Bucket: tierBucket,
        Prefix: 'lc/',
      },
    });
    h = await startHarness(minio);
  });
  afterAll(async () => {
    await s3.send(new DeleteBucketLifecycleCommand({ Bucket: bucket })).catch(() => undefined);
    await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
    await admin.removeTier(tier, { force: true }).catch(() => undefined);
    await remoteS3.send(new DeleteBucketCommand({ Bucket: tierBucket })).catch(() => undefined);
    await h.t.app.close();
  });

  it('lists the tiers with their type and nested name, without secrets', async () => {
    const res = await h.api(apiEndpoints.tiers.list);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toContainEqual({
      type: 'minio',
      minio: {
        name: tier,
        endpoint: remote.endpoint,
        bucket: tierBucket,
        prefix: 'lc/',
        region: '',
        storageclass: '',
      },
    });
    expect(res.body).not.toContain(remote.rootPassword);
  });

  it('starts empty, then adds expiry and transition rules by days and by date without losing any', async () => {
    expect((await list()).json()).toEqual({ lifecycle: [] });

    const byDays = await add({
      prefix: 'logs/',
      tags: 'team=ops&tier=a%26b',
      expiry_days: 30,
      noncurrentversion_expiration_days: 7,
    });
    const byDate = await add({ expiry_date: '2031-03-15T23:59:59Z' });
    const transition = await add({
      prefix: 'cold/',
      transition_days: 10,
      storage_class: tier.toLowerCase(),
      expired_object_delete_marker: true,
      noncurrentversion_transition_days: 3,
      noncurrentversion_transition_storage_class: tier,
    });
    const transitionByDate = await add({ transition_date: '2031-01-31', storage_class: tier, tags: 'k=v' });

    expect(await s3Rules()).toHaveLength(4);
    expect(await ruleById(byDays)).toMatchObject({
      Status: 'Enabled',
      Filter: {
        And: {
          Prefix: 'logs/',
          Tags: [
            { Key: 'team', Value: 'ops' },
            { Key: 'tier', Value: 'a&b' },
          ],
        },
      },
      Expiration: { Days: 30 },
      NoncurrentVersionExpiration: { NoncurrentDays: 7 },
    });
    // The picker's end-of-day time becomes the same calendar day at midnight UTC, which S3 requires.
    expect((await ruleById(byDate))?.Expiration?.Date?.toISOString()).toBe('2031-03-15T00:00:00.000Z');
    expect(await ruleById(transition)).toMatchObject({
      Filter: { Prefix: 'cold/' },
      Transitions: [{ Days: 10, StorageClass: tier }],
      Expiration: { ExpiredObjectDeleteMarker: true },
      NoncurrentVersionTransitions: [{ NoncurrentDays: 3, StorageClass: tier }],
    });
    expect(await ruleById(transitionByDate)).toMatchObject({
      Filter: { Tag: { Key: 'k', Value: 'v' } },
      Transitions: [{ StorageClass: tier }],
    });
    expect((await ruleById(transitionByDate))?.Transitions?.[0]?.Date?.toISOString()).toBe(
      '2031-01-31T00:00:00.000Z',
    );

    const listed = (await list()).json().lifecycle;
    expect(listed.find((rule) => rule.id === byDays)).toEqual({
      id: byDays,
      prefix: 'logs/',
      status: 'Enabled',
      tags: [
        { key: 'team', value: 'ops' },
        { key: 'tier', value: 'a&b' },
      ],
      expiration: { days: 30, date: '', delete_marker: false },
      transition: { days: 0, date: '', storage_class: '' },
      noncurrentversion_expiration_days: 7,
      noncurrentversion_transition_days: 0,
      noncurrentversion_transition_storage_class: '',
    });
    expect(listed.find((rule) => rule.id === byDate)?.expiration.date).toBe('2031-03-15T00:00:00.000Z');
    expect(listed.find((rule) => rule.id === transition)).toMatchObject({
      prefix: 'cold/',
      transition: { days: 10, date: '', storage_class: tier },
      noncurrentversion_transition_storage_class: tier,
    });
    expect(listed.find((rule) => rule.id === transitionByDate)).toMatchObject({
      tags: [{ key: 'k', value: 'v' }],
      transition: { days: 0, date: '2031-01-31T00:00:00.000Z', storage_class: tier },
    });
  });

  it('disables and enables one rule, keeping everything else of every rule', async () => {
    const before = await s3Rules();
    const target = before[0]?.ID ?? '';
    const disabled = await edit(target, true, 'team=ops&tier=a%26b');
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = await s3Rules();
    expect(after).toEqual(
      before.map((rule) => (rule.ID === target ? { ...rule, Status: 'Disabled' } : rule)),
    );
    expect((await edit(target, false)).statusCode).toBe(200);
    expect(await s3Rules()).toEqual(before);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const before = await s3Rules();
    const cases: [AddLifecycleRuleRequest, RegExp][] = [
      [{ expiry_days: 0 }, /Expiry days must be at least 1 day/],
      [{ expiry_days: 1.5 }, /whole number/],
      [{ expiry_date: '15/03/2031' }, /Expiry date must be a real date as YYYY-MM-DD/],
      [{ expiry_date: '2031-02-30' }, /Expiry date must be a real date/],
      [{ transition_days: 0, storage_class: tier }, /Transition days must be at least 1 day/],
      [{ transition_days: 5 }, /needs a storage class/],
      [{ transition_days: 5, storage_class: 'LCINT-NOSUCH' }, /LCINT-NOSUCH is not a tier/],
      [{ expiry_days: 5, transition_days: 5, storage_class: tier }, /either an expiry or a transition/],
      [{ expiry_days: 5, expiry_date: '2031-01-01' }, /not both/],
      [{ expiry_days: 5, expired_object_delete_marker: true }, /Expired Object Delete Marker cannot/],
      [{}, /needs an expiry or a transition/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiError>().message).toMatch(message);
    }
    expect(await s3Rules()).toEqual(before);

    const name = 'lc-int-nosuch';
    for (const [call, send] of [
      ['list', () => list(undefined, name)],
      ['add', () => post({ expiry_days: 3 }, undefined, name)],
      ['edit', () => h.api(bucketLifecycle.edit, { params: { name, ruleId: 'x' }, body: { disable: true } })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, call).toBe(404);
      expect(res.json<ApiError>().message).toBe("Bucket 'lc-int-nosuch' does not exist.");
    }
    const unknownRule = await edit('no-such-rule', true);
    expect(unknownRule.statusCode).toBe(404);
    expect(unknownRule.json<ApiError>().message).toContain("no lifecycle rule 'no-such-rule'");
    expect((await remove('no-such-rule')).statusCode).toBe(404);
    const notBoolean = await h.api(
      bucketLifecycle.edit,
      { params: { name: bucket, ruleId: 'x' } },
      { payload: { disable: 'yes' } },
    );
    expect(notBoolean.statusCode).toBe(400);
    expect(await s3Rules()).toEqual(before);
  });

  it('refuses to rewrite a configuration holding MinIO-only settings it cannot carry', async () => {
    const before = await s3Rules();
    await putRawLifecycle(
      '<LifecycleConfiguration><Rule><ID>dm</ID><Status>Enabled</Status><Filter><Prefix>a/</Prefix></Filter>' +
        '<DelMarkerExpiration><Days>4</Days></DelMarkerExpiration></Rule></LifecycleConfiguration>',
    );
    try {
      const listed = await list();
      expect(listed.json().lifecycle.map((rule) => rule.id)).toEqual(['dm']);
      for (const [call, send] of [
        ['add', () => post({ expiry_days: 3 })],
        ['edit dm', () => edit('dm', true)],
        ['delete dm', () => remove('dm')],
      ] as const) {
        const res = await send();
        expect(res.statusCode, call).toBe(409);
        expect(res.json<ApiError>().message).toContain('MinIO-only settings (DelMarkerExpiration)');
      }
      expect(await s3Rules()).toEqual([{ ID: 'dm', Status: 'Enabled', Filter: { Prefix: 'a/' } }]);
    } finally {
      await s3.send(
        new PutBucketLifecycleConfigurationCommand({
          Bucket: bucket,
          LifecycleConfiguration: { Rules: before },
        }),
      );
    }
  });

  it('lets a user who may only read lifecycle rules list them but not change them', async () => {
    const [user, policy] = ['lc-int-reader', 'lc-int-read-lifecycle'];
    await admin.addCannedPolicy(policy, {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['s3:GetLifecycleConfiguration'],
          Resource: [`arn:aws:s3:::${bucket}`],
        },
      ],
    });
    await admin.addUser(user, 'lc-reader-secret-1', 'enabled');
    try {
      await admin.setPolicy({ policyNames: [policy], entityName: user, isGroup: false });
      const token = await logIn(h.t, user, 'lc-reader-secret-1');
      const before = await s3Rules();
      const listed = await list(token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().lifecycle).toHaveLength(before.length);
      const added = await post({ expiry_days: 3 }, token);
      expect(added.statusCode).toBe(403);
      expect(added.json<ApiError>().message).toMatch(/^Access denied/);
      expect(await s3Rules()).toEqual(before);
    } finally {
      await admin.removeUser(user).catch(() => undefined);
      await admin.removeCannedPolicy(policy).catch(() => undefined);
    }
  });

  it('deletes rules one by one; the last one takes the configuration with it', async () => {
    const ids = (await s3Rules()).map((rule) => rule.ID ?? '');
    for (const [index, id] of ids.entries()) {
      const res = await remove(id);
      expect(res.statusCode, res.body).toBe(200);
      expect((await s3Rules()).map((rule) => rule.ID)).toEqual(ids.slice(index + 1));
    }
    await expect(
      s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket })),
    ).rejects.toMatchObject({ name: 'NoSuchLifecycleConfiguration' });
  });
});
