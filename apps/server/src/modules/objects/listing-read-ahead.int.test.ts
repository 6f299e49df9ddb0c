import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { listingPageQuery, type ListObjectsResponse } from '@silo/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Harness, rootS3, startHarness, type TestApp } from '../../testing/harness.ts';

const minio = inject('minio');
const bucket = 'int-listing-read-ahead';
const keys = Array.from({ length: 260 }, (_, i) => `ahead/f-${String(i).padStart(4, '0')}.txt`);
/** Far longer than MinIO takes to list the 60 keys of a second page, even on a busy machine. */
const settleMs = 1_500;

let t: TestApp;
let call: Harness['call'];
const s3 = rootS3(minio);

/** One page as the web app asks for it: its first page, or the page after `token`. */
async function webPage(token: string | null): Promise<ListObjectsResponse> {
  const query = listingPageQuery('ahead/', token);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call('GET', `/api/v1/buckets/${bucket}/objects?${search.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListObjectsResponse>();
}

const names = (page: ListObjectsResponse) => page.objects.map((entry) => entry.name);
const putAll = async (list: string[]) => {
  for (let i = 0; i < list.length; i += 50)
    await Promise.all(
      list
        .slice(i, i + 50)
        .map((key) => s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }))),
    );
};

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  ({ t, call } = await startHarness(minio));
}, 120_000);

afterAll(async () => {
  await t.app.close();
  s3.destroy();
});

describe('the next page of a listing, asked of MinIO ahead of the browser', () => {
  it('gives the same rows as asking page by page', async () => {
    await putAll(keys);
    const first = await webPage(null);
    const second = await webPage(first.next_token);
    expect([...names(first), ...names(second)]).toEqual(keys);
    expect(second.next_token).toBeNull();
  });

  it('is what the next page is made of: a key deleted meanwhile behind the session’s back is still on it', async () => {
    await putAll(keys);
    const first = await webPage(null);
    await sleep(settleMs);
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: keys[230] }));
    // A question the app asks by POST on every page load changes nothing: the page stays.
    const asked = await call('POST', '/api/v1/has-permission', {
      actions: [{ id: 'list', action: 's3:ListBucket', bucket_name: bucket }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(names(await webPage(first.next_token))).toContain(keys[230]);
    // Asked again (nothing asked ahead any more), the page is MinIO's of now.
    expect(names(await webPage(first.next_token))).not.toContain(keys[230]);
  });

  it('is dropped once the session changes something: a key it deleted is not on the next page', async () => {
    await putAll(keys);
    const first = await webPage(null);
    await sleep(settleMs);
    const path = encodeURIComponent(keys[240] ?? '');
    const deleted = await call('DELETE', `/api/v1/buckets/${bucket}/objects?path=${path}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const second = await webPage(first.next_token);
    expect(names(second)).not.toContain(keys[240]);
    expect(names(second)).toContain(keys[239]);
  });
});
