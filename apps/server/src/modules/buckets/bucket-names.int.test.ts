// Names that must never reach the S3 SDK: each is a 400 naming the parameter, and nothing breaks after.
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '@granary/tools/minio/provided';
import { type Harness, rootS3, startHarness } from '../../testing/harness.ts';

const minio = inject('minio');
const s3 = rootS3(minio);
/** What MinIO itself holds, asked with the root user's own S3 client (not through the API). */
const bucketNames = async () =>
  ((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).map((bucket) => bucket.Name).sort();

describe('bucket names in paths', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(minio);
  });
  afterAll(() => h.close());

  it('a NUL bucket name after many others does not break listing buckets for everyone', async () => {
    // The SDK's endpoint cache (shared by every S3 client in the process) marks "no bucket" with "\0":
    // fill it with distinct names, then send "\0" itself, and ListBuckets would go to /%00/.
    for (let i = 0; i < 70; i += 1) {
      const res = await h.call('GET', `/api/v1/buckets/fill-cache-${i}/objects`);
      expect(res.statusCode).toBe(404);
    }
    const nul = await h.call('GET', '/api/v1/buckets/%00/objects');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(
      'Invalid request: bucket: is not a valid bucket name: it must be 3 to 63 characters long',
    );

    const list = await h.call('GET', '/api/v1/buckets');
    expect(list.statusCode, list.body).toBe(200);
  });

  it('answers a clear 4xx for a path name S3 would never accept, changing nothing', async () => {
    const before = await bucketNames();
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await h.call(method, '/api/v1/buckets/Not_A_Bucket');
      expect(res.statusCode, method).toBe(400);
      expect(res.json().message).toBe(
        'Invalid request: name: is not a valid bucket name: it may hold only lowercase letters, numbers, dots (.) and hyphens (-)',
      );
    }
    expect(await bucketNames()).toEqual(before);
  });

  it.each([
    ['/api/v1/buckets/a%2Fb%2Fc/objects', 'bucket: is not a valid bucket name'],
    ['/api/v1/buckets/arn%3Aaws%3As3%3A%3A%3Ax/objects', 'bucket: is not a valid bucket name'],
    ['/api/v1/buckets/.minio.sys/objects', 'bucket: is not a valid bucket name'],
    ['/api/v1/buckets/a%2Fb/quota', 'name: is not a valid bucket name'],
    ['/api/v1/bucket-policy/arn%3Aaws%3As3%3A%3A%3Ax', 'bucket: is not a valid bucket name'],
    ['/api/v1/buckets/some-bucket/objects?prefix=..%2Fsecret%2F', 'prefix: must not contain "." or ".."'],
    ['/api/v1/buckets/some-bucket/objects/info?prefix=a%00b', 'prefix: must not contain a NUL character'],
  ])('GET %s is a 400 naming the parameter', async (url, message) => {
    const res = await h.call('GET', url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('a lone surrogate in a group name is a 400, and no group is made', async () => {
    const res = await h.call('POST', '/api/v1/groups', { group: 'bad\uD800', members: [] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('group: Group Name must be valid Unicode text');
    const groups = await h.call('GET', '/api/v1/groups');
    expect(JSON.stringify(groups.json())).not.toContain('bad');
  });
});
