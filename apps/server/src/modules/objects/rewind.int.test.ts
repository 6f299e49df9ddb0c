import {
  CreateBucketCommand,
  DeleteObjectCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  type ApiError,
  type RewindEntry,
  type RewindResponse,
  type ListObjectsQuery,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const versioned = 'int-rewind-versions';
const plain = 'int-rewind-plain';
const manyKeys = 30;

let h: Harness;
/** Between the first and second round of writes. */
let before = new Date();
/** Before anything was written. */
let start = new Date();
const s3 = rootS3(minio);

const put = (name: string, key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: name, Key: key, Body: body }));
/**
 * A real clock wait: S3 dates a version to the second and a rewind reads those dates, so writes on either
 * side of an instant must fall in different seconds.
 */
const nextSecond = () =>
  // eslint-disable-next-line no-restricted-syntax -- a real clock must pass a whole second (see above)
  new Promise((resolve) => setTimeout(resolve, 1100));

type PageQuery = Omit<ListObjectsQuery, 'with_versions'>;
const rewind = (name: string, date: string, query: PageQuery = {}) =>
  h.api(apiEndpoints.rewind.list, { params: { bucket: name, date }, query });

async function rewindAll(date: Date, query: PageQuery): Promise<RewindResponse[]> {
  const pages: RewindResponse[] = [];
  let next: string | null = null;
  do {
    const res = await rewind(versioned, date.toISOString(), { ...query, ...(next && { token: next }) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
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
  await nextSecond();
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
  await nextSecond();
  before = new Date();
  await nextSecond();
  await put(versioned, 'docs/report.txt', 'version two, longer');
  await s3.send(new DeleteObjectCommand({ Bucket: versioned, Key: 'docs/gone.txt' }));
  await put(versioned, 'docs/new.txt', 'born later');
  for (let i = 0; i < manyKeys; i++) await put(versioned, 'paged/busy.txt', `later ${i}`);
  h = await startHarness(minio);
}, 120_000);

afterAll(async () => {
  await h.close();
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
    const notADate = await rewind(versioned, 'yesterday', { prefix: 'docs/' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json<ApiError>().message).toMatch(/date/);
    const noBucket = await rewind('int-rewind-missing', before.toISOString());
    expect(noBucket.statusCode).toBe(404);
    expect(noBucket.json<ApiError>().message).toMatch(/int-rewind-missing/);
    const unversioned = await rewind(plain, before.toISOString());
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json<ApiError>().message).toMatch(/not versioned/);
    const badToken = await rewind(versioned, before.toISOString(), { token: 'nope' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json<ApiError>().message).toMatch(/token/);
    const badLimit = await rewind(versioned, before.toISOString(), { limit: '0' });
    expect(badLimit.statusCode).toBe(400);
    const overLimit = await rewind(versioned, before.toISOString(), { limit: '5001' });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json<ApiError>().message).toBe('Invalid request: limit: must be at most 5000');
  });

  it('needs a session', async () => {
    const res = await h.api(
      apiEndpoints.rewind.list,
      { params: { bucket: versioned, date: before.toISOString() } },
      { as: null },
    );
    expect(res.statusCode).toBe(401);
  });
});
