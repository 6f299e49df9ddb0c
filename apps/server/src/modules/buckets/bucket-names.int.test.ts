// Names that must never reach the S3 SDK: each is a 400 naming the parameter, and nothing breaks after.
import { apiEndpoints, type ApiError } from '@granary/contract';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { encodeViewCookie, VIEW_COOKIE } from '@granary/contract';
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const s3 = rootS3(minio);
/** What MinIO itself holds, asked with the root user's own S3 client (not through the API). */
/** A user without any policy: what the probe logged in as. */
const nobody = { accessKey: 'names-int-nobody', secretKey: 'names-int-secret' };
const view = { timeZone: 'UTC', locale: 'en-US', colorMode: 'light', menuOpen: true } as const;
const bucketNames = async () =>
  ((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).map((bucket) => bucket.Name).sort();

const { objects } = apiEndpoints;

describe('bucket names in paths', () => {
  let h: Harness;

  beforeAll(async () => {
    await rootClient(minio).addUser(nobody.accessKey, nobody.secretKey, 'enabled');
    h = await startHarness(minio);
  });
  afterAll(async () => {
    await h.close();
    await rootClient(minio).removeUser(nobody.accessKey);
  });

  /**
   * Each way a name arrives from a browser, sent as a user with no policy at all: the API, a deep link's
   * first paint, a live socket. Whatever each answers, root's bucket list must still work after it.
   */
  const entries = {
    api: (token: string, name: string) =>
      h.api(apiEndpoints.objects.list, { params: { bucket: name } }, { as: token }),
    page: (token: string, name: string) =>
      h.t.app.inject({
        method: 'GET',
        url: `/object-browser/${encodeURIComponent(name)}/`,
        cookies: { token, [VIEW_COOKIE]: encodeViewCookie(view) },
      }),
    socket: async (token: string, name: string) => {
      const socket = await h.t.app.injectWS(`/ws/watch/${encodeURIComponent(name)}`, {
        headers: { cookie: `token=${token}` },
      });
      await new Promise((closed) => socket.once('close', closed));
    },
  };

  it.each(Object.keys(entries) as (keyof typeof entries)[])(
    'a NUL bucket name after many others, through the %s, does not break listing buckets for everyone',
    async (entry) => {
      // The SDK's endpoint cache (shared by every S3 client in the process) marks "no bucket" with "\0":
      // fill it with distinct names, then send "\0" itself, and ListBuckets would go to /%00/.
      const token = await logIn(h.t, nobody.accessKey, nobody.secretKey);
      for (let i = 0; i < 70; i += 1) await entries[entry](token, `fill-cache-${entry}-${i}`);
      await entries[entry](token, '\0');
      const list = await h.api(apiEndpoints.buckets.list);
      expect(list.statusCode, list.body).toBe(200);
    },
  );

  it('the API names the NUL bucket as the problem', async () => {
    const nul = await h.api(objects.list, { params: { bucket: '\0' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<ApiError>().message).toBe(
      'Invalid request: bucket: is not a valid bucket name: it must be 3 to 63 characters long',
    );
  });

  it('answers a clear 4xx for a path name S3 would never accept, changing nothing', async () => {
    const before = await bucketNames();
    for (const method of ['GET', 'DELETE'] as const) {
      const endpoint = method === 'GET' ? apiEndpoints.buckets.get : apiEndpoints.buckets.delete;
      const res = await h.api(endpoint, { params: { name: 'Not_A_Bucket' } });
      expect(res.statusCode, method).toBe(400);
      expect(res.json<ApiError>().message).toBe(
        'Invalid request: name: is not a valid bucket name: it may hold only lowercase letters, numbers, dots (.) and hyphens (-)',
      );
    }
    expect(await bucketNames()).toEqual(before);
  });

  const objectsIn = (bucket: string, prefix?: string) =>
    h.api(objects.list, { params: { bucket }, query: { prefix } });
  it.each([
    ['objects.list a/b/c', () => objectsIn('a/b/c'), 'bucket: is not a valid bucket name'],
    ['objects.list arn:aws:s3:::x', () => objectsIn('arn:aws:s3:::x'), 'bucket: is not a valid bucket name'],
    ['objects.list .minio.sys', () => objectsIn('.minio.sys'), 'bucket: is not a valid bucket name'],
    [
      'bucketSummary.quota a/b',
      () => h.api(apiEndpoints.bucketSummary.quota, { params: { name: 'a/b' } }),
      'name: is not a valid bucket name',
    ],
    [
      'bucketAudit.policies arn:aws:s3:::x',
      () => h.api(apiEndpoints.bucketAudit.policies, { params: { bucket: 'arn:aws:s3:::x' } }),
      'bucket: is not a valid bucket name',
    ],
    [
      'objects.list ../secret/',
      () => objectsIn('some-bucket', '../secret/'),
      'prefix: must not contain "." or ".."',
    ],
    [
      'objectDetail.info a key with NUL',
      () =>
        h.api(apiEndpoints.objectDetail.info, {
          params: { bucket: 'some-bucket' },
          query: { prefix: 'a\0b' },
        }),
      'prefix: must not contain a NUL character',
    ],
  ] as const)('GET %s is a 400 naming the parameter', async (_call, send, message) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
  });

  it('a lone surrogate in a group name is a 400, and no group is made', async () => {
    const res = await h.api(apiEndpoints.groups.create, { body: { group: 'bad\uD800', members: [] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toContain('group: Group Name must be valid Unicode text');
    const groups = await h.api(apiEndpoints.groups.list);
    expect(JSON.stringify(groups.json())).not.toContain('bad');
  });
});
