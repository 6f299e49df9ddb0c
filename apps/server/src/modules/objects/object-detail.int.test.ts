import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectLegalHoldCommand,
  GetObjectRetentionCommand,
  GetObjectTaggingCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  type ApiError,
  fillPathParams,
  type ObjectTargetQuery,
  type SetLegalHoldBody,
  type SetRetentionBody,
  type SetTagsBody,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const plain = 'int-objdetail-plain';
const locked = 'int-objdetail-locked';
let h: Harness;
const s3 = rootS3(minio);

const { objectDetail } = apiEndpoints;
const objectAt = (bucket: string, query: ObjectTargetQuery) => ({ params: { bucket }, query });
const info = (bucket: string, query: ObjectTargetQuery, as?: string) =>
  h.api(objectDetail.info, objectAt(bucket, query), { as });
const setTags = (bucket: string, query: ObjectTargetQuery, body: SetTagsBody) =>
  h.api(objectDetail.setTags, { ...objectAt(bucket, query), body });
const setLegalHold = (bucket: string, query: ObjectTargetQuery, body: SetLegalHoldBody) =>
  h.api(objectDetail.setLegalHold, { ...objectAt(bucket, query), body });
const setRetention = (bucket: string, query: ObjectTargetQuery, body: SetRetentionBody) =>
  h.api(objectDetail.setRetention, { ...objectAt(bucket, query), body });
const clearRetention = (bucket: string, query: ObjectTargetQuery) =>
  h.api(objectDetail.clearRetention, objectAt(bucket, query));
const put = (Bucket: string, Key: string, extra: object = {}) =>
  s3.send(new PutObjectCommand({ Bucket, Key, Body: 'hello', ...extra }));
const tagsOf = async (Bucket: string, Key: string, VersionId?: string) =>
  (await s3.send(new GetObjectTaggingCommand({ Bucket, Key, VersionId }))).TagSet ?? [];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: plain })).catch(() => undefined);
  await s3
    .send(new CreateBucketCommand({ Bucket: locked, ObjectLockEnabledForBucket: true }))
    .catch(() => undefined);
  h = await startHarness(minio);
});

afterAll(async () => {
  await h.close();
  s3.destroy();
});

describe('GET /buckets/{bucket}/objects/info', () => {
  it('describes an object of a plain bucket: no lock, metadata, tags', async () => {
    await put(plain, 'docs/a.txt', {
      ContentType: 'text/plain',
      Metadata: { owner: 'ann' },
      Tagging: 'team=blue',
    });
    const res = await info(plain, { prefix: 'docs/a.txt' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'docs/a.txt',
      size: 5,
      content_type: 'text/plain',
      version_id: 'null',
      is_delete_marker: false,
      legal_hold_status: '',
      retention_mode: '',
      object_lock: false,
      tags: { team: 'blue' },
      user_metadata: { 'Content-Type': 'text/plain', 'X-Amz-Meta-Owner': 'ann' },
    });
    expect(res.json().etag).toMatch(/^[0-9a-f]{32}$/);
  });

  it('describes one version of a locked bucket, and a delete marker', async () => {
    const first = await put(locked, 'v.txt');
    await put(locked, 'v.txt');
    const old = await info(locked, { prefix: 'v.txt', version_id: first.VersionId ?? '' });
    expect(old.json()).toMatchObject({
      version_id: first.VersionId,
      legal_hold_status: 'OFF',
      object_lock: true,
    });
    const marker = await s3.send(new DeleteObjectCommand({ Bucket: locked, Key: 'v.txt' }));
    const current = await info(locked, { prefix: 'v.txt' });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({ is_delete_marker: true, version_id: marker.VersionId });
    expect(Date.now() - Date.parse(current.json().last_modified)).toBeLessThan(60_000);
    const byId = await info(locked, { prefix: 'v.txt', version_id: marker.VersionId ?? '' });
    expect(byId.json()).toMatchObject({ is_delete_marker: true, version_id: marker.VersionId });
  });

  it('answers 404 naming the missing bucket or object, 400 without a prefix', async () => {
    const noBucket = await info('int-objdetail-nope', { prefix: 'a' });
    expect(noBucket.statusCode).toBe(404);
    expect(noBucket.json<ApiError>().message).toContain("Bucket 'int-objdetail-nope' does not exist");
    const noObject = await info(plain, { prefix: 'missing.txt' });
    expect(noObject.statusCode).toBe(404);
    expect(noObject.json<ApiError>().message).toContain("There is no object 'missing.txt'");
    // Without the prefix the contract requires: the endpoint's own path with no query.
    const noPrefix = await h.raw('GET', fillPathParams(objectDetail.info.path, { bucket: plain }));
    expect(noPrefix.statusCode).toBe(400);
    expect(noPrefix.json<ApiError>().message).toContain('prefix');
  });
});

describe('PUT /buckets/{bucket}/objects/tags', () => {
  it('replaces the tag set and an empty map removes every tag', async () => {
    await put(plain, 'tags.txt', { Tagging: 'old=1' });
    const res = await setTags(plain, { prefix: 'tags.txt' }, { tags: { a: '1', b: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tagsOf(plain, 'tags.txt')).toEqual([
      { Key: 'a', Value: '1' },
      { Key: 'b', Value: '' },
    ]);
    await setTags(plain, { prefix: 'tags.txt' }, { tags: {} });
    expect(await tagsOf(plain, 'tags.txt')).toEqual([]);
  });

  it.each([
    [{ ' ': 'x' }, 'tag key must not be blank'],
    [Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])), 'at most 10 tags'],
    [{ ['k'.repeat(129)]: 'v' }, 'at most 128 characters'],
    [{ k: 'v'.repeat(257) }, 'at most 256 characters'],
  ])('rejects %#: %s, and nothing changes', async (tags, message) => {
    await put(plain, 'keep-tags.txt', { Tagging: 'keep=yes' });
    const res = await setTags(plain, { prefix: 'keep-tags.txt' }, { tags });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
    expect(await tagsOf(plain, 'keep-tags.txt')).toEqual([{ Key: 'keep', Value: 'yes' }]);
  });

  it('answers 404 for an unknown object or bucket', async () => {
    const noObject = await setTags(plain, { prefix: 'ghost.txt' }, { tags: { a: 'b' } });
    expect(noObject.statusCode).toBe(404);
    const noBucket = await setTags('int-objdetail-nope', { prefix: 'a' }, { tags: {} });
    expect(noBucket.statusCode).toBe(404);
  });
});

describe('PUT /buckets/{bucket}/objects/legalhold', () => {
  it('turns the legal hold on and off', async () => {
    const { VersionId } = await put(locked, 'hold.txt');
    const target = { prefix: 'hold.txt', version_id: VersionId ?? '' };
    const on = await setLegalHold(locked, target, { status: 'enabled' });
    expect(on.statusCode, on.body).toBe(200);
    const read = () => s3.send(new GetObjectLegalHoldCommand({ Bucket: locked, Key: 'hold.txt', VersionId }));
    expect((await read()).LegalHold?.Status).toBe('ON');
    expect((await info(locked, target)).json().legal_hold_status).toBe('ON');
    await setLegalHold(locked, target, { status: 'disabled' });
    expect((await read()).LegalHold?.Status).toBe('OFF');
  });

  it('answers 400 on a bucket without object lock and for an invalid status', async () => {
    await put(plain, 'nohold.txt');
    const res = await setLegalHold(plain, { prefix: 'nohold.txt' }, { status: 'enabled' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toBe(
      `Bucket '${plain}' was not created with object locking, so its objects cannot have a legal hold.`,
    );
    const bad = await h.api(objectDetail.setLegalHold, objectAt(locked, { prefix: 'hold.txt' }), {
      payload: { status: 'on' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().message).toContain("status: must be 'enabled' or 'disabled'");
  });
});

describe('PUT and DELETE /buckets/{bucket}/objects/retention', () => {
  it('sets governance retention, then removes it', async () => {
    const { VersionId } = await put(locked, 'keep.txt');
    const target = { prefix: 'keep.txt', version_id: VersionId ?? '' };
    const until = inDays(2);
    const res = await setRetention(locked, target, { mode: 'governance', expires: until });
    expect(res.statusCode, res.body).toBe(200);
    const read = () => s3.send(new GetObjectRetentionCommand({ Bucket: locked, Key: 'keep.txt', VersionId }));
    expect((await read()).Retention).toEqual({ Mode: 'GOVERNANCE', RetainUntilDate: new Date(until) });
    const detail = (await info(locked, target)).json();
    expect(detail).toMatchObject({
      retention_mode: 'GOVERNANCE',
      retention_until_date: new Date(until).toISOString(),
    });
    const cleared = await clearRetention(locked, target);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await info(locked, target)).json().retention_mode).toBe('');
  });

  it('answers 400 on a bucket without object lock, and nothing changes', async () => {
    await put(plain, 'noretention.txt');
    const res = await setRetention(
      plain,
      { prefix: 'noretention.txt' },
      {
        mode: 'governance',
        expires: inDays(1),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toBe(
      `Bucket '${plain}' was not created with object locking, so its objects cannot have retention.`,
    );
    const cleared = await clearRetention(plain, { prefix: 'noretention.txt' });
    expect(cleared.statusCode).toBe(400);
  });

  it.each([
    [{ mode: 'forever', expires: inDays(1) }, "mode: must be 'governance' or 'compliance'"],
    [{ mode: 'governance', expires: 'tomorrow' }, 'expires: must be an RFC 3339 date-time'],
    [{ mode: 'governance', expires: inDays(-1) }, 'expires: the retention date must be in the future'],
  ])('rejects %j with a clear 400 and nothing changes', async (body, message) => {
    await put(locked, 'untouched.txt');
    const res = await h.api(objectDetail.setRetention, objectAt(locked, { prefix: 'untouched.txt' }), {
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
    expect((await info(locked, { prefix: 'untouched.txt' })).json().retention_mode).toBe('');
  });

  it('answers 404 for an unknown object', async () => {
    const res = await setRetention(
      locked,
      { prefix: 'ghost.txt' },
      {
        mode: 'governance',
        expires: inDays(1),
      },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toContain("There is no object 'ghost.txt'");
  });
});

describe('compliance retention', () => {
  it('cannot be removed: a clear 409 and the retention stays', async () => {
    const { VersionId } = await put(locked, 'compliance.txt');
    const target = { prefix: 'compliance.txt', version_id: VersionId ?? '' };
    const set = await setRetention(locked, target, {
      mode: 'compliance',
      expires: inDays(1),
    });
    expect(set.statusCode, set.body).toBe(200);
    const cleared = await clearRetention(locked, target);
    expect(cleared.statusCode, cleared.body).toBe(409);
    expect(cleared.json<ApiError>().message).toContain(
      "The retention of 'compliance.txt' cannot be shortened or removed",
    );
    expect((await info(locked, target)).json().retention_mode).toBe('COMPLIANCE');
  });
});

describe('an object opened by a user who may only read', () => {
  it('shows the object, and names the parts the policy does not allow instead of failing', async () => {
    const root = rootClient(minio);
    await root.addCannedPolicy('objdetail-reader', {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['s3:ListAllMyBuckets', 's3:GetBucketLocation'],
          Resource: ['arn:aws:s3:::*'],
        },
        { Effect: 'Allow', Action: ['s3:ListBucket'], Resource: [`arn:aws:s3:::${locked}`] },
        { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${locked}/*`] },
      ],
    });
    await root.addUser('objdetail-reader', 'objdetail-reader-secret');
    await root.setPolicy({
      policyNames: ['objdetail-reader'],
      entityName: 'objdetail-reader',
      isGroup: false,
    });
    await put(locked, 'read-only/a.txt', { Tagging: 'team=blue' });
    try {
      const reader = await logIn(h.t, 'objdetail-reader', 'objdetail-reader-secret');
      const res = await info(locked, { prefix: 'read-only/a.txt' }, reader);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'read-only/a.txt',
        size: 5,
        object_lock: false,
        legal_hold_status: '',
        retention_mode: '',
        tags: {},
        not_allowed: ['object_lock', 'tags'],
      });
      expect((await info(locked, { prefix: 'read-only/a.txt' })).json()).toMatchObject({
        object_lock: true,
        tags: { team: 'blue' },
        not_allowed: [],
      });
    } finally {
      await root.removeUser('objdetail-reader');
      await root.removeCannedPolicy('objdetail-reader');
    }
  });
});
