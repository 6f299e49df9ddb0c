import {
  CreateBucketCommand,
  DeleteObjectCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { RewindEntry, RewindResponse } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootS3, startHarness, type TestApp } from '../../testing/harness.ts';

const minio = testMinio();
const versioned = 'int-rewind-versions';
const plain = 'int-rewind-plain';
const manyKeys = 30;

let t: TestApp;
/** Between the first and second round of writes. */
let before = new Date();
/** Before anything was written. */
let start = new Date();
let call: Harness['raw'];
const s3 = rootS3(minio);

const put = (name: string, key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: name, Key: key, Body: body }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rewindUrl = (name: string, date: string, query: Record<string, string> = {}) =>
  `/api/v1/buckets/${encodeURIComponent(name)}/rewind/${encodeURIComponent(date)}?${new URLSearchParams(query).toString()}`;

async function rewindAll(date: Date, query: Record<string, string>): Promise<RewindResponse[]> {
  const pages: RewindResponse[] = [];
  let next: string | null = null;
  do {
    const res = await call(
      'GET',
      rewindUrl(versioned, date.toISOString(), { ...query, ...(next && { token: next }) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<RewindResponse>();
    pages.push(page);
    next = page.next_token;
  } while (next);
  return pages;
}

const byName = (entries: RewindEntry[]) => new Map(entries.map((entry) => [entry.name, entry]));

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: plain })).catch(() => undefined);
  await s3.send(new CreateBucketCommand({ Bucket: versioned })).catch(() => undefined);
  await s3.send(
    new PutBucketVersioningCommand({ Bucket: versioned, VersioningConfiguration: { Status: 'Enabled' } }),
  );
  start = new Date();
  await pause(1100);
  await put(versioned, 'docs/report.txt', 'version one');
  await put(versioned, 'docs/gone.txt', 'soon deleted');
  await put(versioned, 'docs/inner/deep.txt', 'deep');
  // Many versions of one key, so its history spans several S3 pages when paged by 5.
  for (let i = 0; i < manyKeys; i++) await put(versioned, 'paged/busy.txt', `v${i}`);
  await Promise.all(
    Array.from({ length: manyKeys }, (_, i) =>
      put(versioned, `paged/k-${String(i).padStart(2, '0')}.txt`, 'k'),
    ),
  );
  await pause(1100);
  before = new Date();
  await pause(1100);
  await put(versioned, 'docs/report.txt', 'version two, longer');
  await s3.send(new DeleteObjectCommand({ Bucket: versioned, Key: 'docs/gone.txt' }));
  await put(versioned, 'docs/new.txt', 'born later');
  for (let i = 0; i < manyKeys; i++) await put(versioned, 'paged/busy.txt', `later ${i}`);
  ({ t, raw: call } = await startHarness(minio));
}, 120_000);

afterAll(async () => {
  await t.app.close();
  s3.destroy();
});

describe('GET /buckets/{bucket}/rewind/{date}', () => {
  it('shows each key as it was at the date: the old version, the later-deleted key, no later key', async () => {
    const [page] = await rewindAll(before, { prefix: 'docs/' });
    const entries = byName(page?.objects ?? []);
    expect([...entries.keys()]).toEqual(['docs/inner/', 'docs/gone.txt', 'docs/report.txt']);
    expect(entries.get('docs/report.txt')).toMatchObject({ size: 'version one'.length, delete_flag: false });
    expect(entries.get('docs/gone.txt')).toMatchObject({ delete_flag: false });
    expect(Date.parse(entries.get('docs/report.txt')?.last_modified ?? '')).toBeLessThanOrEqual(
      before.getTime(),
    );
  });

  it('shows the present with the deleted key flagged (its delete marker) and the new key', async () => {
    const [page] = await rewindAll(new Date(), { prefix: 'docs/' });
    const entries = byName(page?.objects ?? []);
    expect(entries.get('docs/report.txt')).toMatchObject({
      size: 'version two, longer'.length,
      delete_flag: false,
    });
    expect(entries.get('docs/gone.txt')).toMatchObject({ size: 0, delete_flag: true });
    expect(entries.get('docs/new.txt')).toMatchObject({ delete_flag: false });
  });

  it('accepts a future date (the present) and shows nothing before the first write', async () => {
    const future = await rewindAll(new Date(Date.now() + 86_400_000), { prefix: 'docs/' });
    expect(future[0]?.objects.map((e) => e.name)).toContain('docs/new.txt');
    const empty = await rewindAll(start, { prefix: 'docs/' });
    expect(empty[0]?.objects.filter((e) => !e.name.endsWith('/'))).toEqual([]);
  });

  it('pages with tokens: every key once, a key whose versions span S3 pages shows its version as of the date', async () => {
    const versions = await s3.send(
      new ListObjectVersionsCommand({ Bucket: versioned, Prefix: 'paged/busy.txt' }),
    );
    const asOf = versions.Versions?.filter((v) => (v.LastModified?.getTime() ?? 0) <= before.getTime()).sort(
      (a, b) => Number(b.LastModified) - Number(a.LastModified),
    )[0];
    const pages = await rewindAll(before, { prefix: 'paged/', limit: '5' });
    const files = pages.flatMap((page) => page.objects);
    expect(pages.length).toBeGreaterThan(3);
    expect(files.map((e) => e.name)).toEqual([
      'paged/busy.txt',
      ...Array.from({ length: manyKeys }, (_, i) => `paged/k-${String(i).padStart(2, '0')}.txt`),
    ]);
    expect(files[0]?.version_id).toBe(asOf?.VersionId);
    // The web app's read-ahead asks for 5,000 rows at a time: the same rows, in one page.
    const [whole, ...more] = await rewindAll(before, { prefix: 'paged/', limit: '5000' });
    expect(more).toHaveLength(0);
    expect(whole?.objects).toEqual(files);
  });

  it('answers bad input with a clear 4xx', async () => {
    const notADate = await call('GET', rewindUrl(versioned, 'yesterday', { prefix: 'docs/' }));
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json<{ message: string }>().message).toMatch(/date/);
    const noBucket = await call('GET', rewindUrl('int-rewind-missing', before.toISOString()));
    expect(noBucket.statusCode).toBe(404);
    expect(noBucket.json<{ message: string }>().message).toMatch(/int-rewind-missing/);
    const unversioned = await call('GET', rewindUrl(plain, before.toISOString()));
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json<{ message: string }>().message).toMatch(/not versioned/);
    const badToken = await call('GET', rewindUrl(versioned, before.toISOString(), { token: 'nope' }));
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json<{ message: string }>().message).toMatch(/token/);
    const badLimit = await call('GET', rewindUrl(versioned, before.toISOString(), { limit: '0' }));
    expect(badLimit.statusCode).toBe(400);
    const overLimit = await call('GET', rewindUrl(versioned, before.toISOString(), { limit: '5001' }));
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json<{ message: string }>().message).toBe(
      'Invalid request: limit: must be at most 5000',
    );
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: rewindUrl(versioned, before.toISOString()) });
    expect(res.statusCode).toBe(401);
  });
});
