import {
  CreateBucketCommand,
  DeleteObjectCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  type ApiError,
  type ListObjectsQuery,
  type ListObjectsResponse,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const bucket = 'int-objects-paging';
const versioned = 'int-objects-versions';
const fileCount = 450;
const folderCount = 12;
/** More than one of S3's pages (1,000), with folders on either side of the boundary. */
const manyFileCount = 1_150;
const manyFolders = ['many/a-sub/', 'many/m-sub/', 'many/z-sub/'];

let h: Harness;
const s3 = rootS3(minio);

const list = (name: string, query: ListObjectsQuery) =>
  h.api(apiEndpoints.objects.list, { params: { bucket: name }, query });

async function listAll(query: ListObjectsQuery): Promise<ListObjectsResponse[]> {
  const pages: ListObjectsResponse[] = [];
  let next: string | null = null;
  do {
    const res = await list(bucket, { ...query, ...(next && { token: next }) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    pages.push(page);
    next = page.next_token;
  } while (next);
  return pages;
}

const put = (name: string, key: string, body = 'x') =>
  s3.send(new PutObjectCommand({ Bucket: name, Key: key, Body: body }));

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  const keys = [
    ...Array.from({ length: fileCount }, (_, i) => `docs/file-${String(i).padStart(4, '0')}.txt`),
    ...Array.from({ length: folderCount }, (_, i) => `docs/sub-${String(i).padStart(2, '0')}/inner.txt`),
    'docs/',
    'top.txt',
    ...Array.from({ length: manyFileCount }, (_, i) => `many/file-${String(i).padStart(4, '0')}.txt`),
    ...manyFolders.map((folder) => `${folder}inner.txt`),
  ];
  for (let i = 0; i < keys.length; i += 50)
    await Promise.all(keys.slice(i, i + 50).map((key) => put(bucket, key)));
  await s3.send(new CreateBucketCommand({ Bucket: versioned })).catch(() => undefined);
  await s3.send(
    new PutBucketVersioningCommand({ Bucket: versioned, VersioningConfiguration: { Status: 'Enabled' } }),
  );
  await put(versioned, 'a.txt', 'one');
  await put(versioned, 'a.txt', 'two');
  await s3.send(new DeleteObjectCommand({ Bucket: versioned, Key: 'a.txt' }));
  await put(versioned, 'B.txt');
  await s3.send(new DeleteObjectCommand({ Bucket: versioned, Key: 'B.txt' }));
  h = await startHarness(minio);
}, 120_000);

afterAll(async () => {
  await h.close();
  s3.destroy();
});

describe('GET /buckets/{bucket}/objects', () => {
  it('pages through a folder with tokens, each page holding its folders before its files', async () => {
    const pages = await listAll({ prefix: 'docs/', limit: '100' });
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const page of pages) {
      expect(page.objects.length).toBeLessThanOrEqual(100);
      const firstFile = page.objects.findIndex((entry) => !entry.name.endsWith('/'));
      const lastFolder = page.objects.findLastIndex((entry) => entry.name.endsWith('/'));
      if (firstFile >= 0) expect(lastFolder).toBeLessThan(firstFile);
    }
    const names = pages.flatMap((page) => page.objects.map((entry) => entry.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name.endsWith('/'))).toHaveLength(folderCount);
    expect(names.filter((name) => !name.endsWith('/'))).toHaveLength(fileCount);
    expect(names).not.toContain('docs/');
    expect(pages.at(-1)?.next_token).toBeNull();
  });

  it("joins S3's pages of 1,000 into one page of up to 5,000, folders first", async () => {
    const [page, ...more] = await listAll({ prefix: 'many/', limit: '5000' });
    expect(more).toHaveLength(0);
    const names = page?.objects.map((entry) => entry.name) ?? [];
    expect(names).toHaveLength(manyFileCount + manyFolders.length);
    expect(names.slice(0, 3)).toEqual(manyFolders);
    expect(names.slice(3)).toEqual(
      Array.from({ length: manyFileCount }, (_, i) => `many/file-${String(i).padStart(4, '0')}.txt`),
    );
  });

  it("ends a joined page at its limit and goes on from there, across S3's page boundary", async () => {
    const pages = await listAll({ prefix: 'many/', limit: '1100' });
    expect(pages.map((page) => page.objects.length)).toEqual([1100, manyFileCount + 3 - 1100]);
    const names = pages.flatMap((page) => page.objects.map((entry) => entry.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name.endsWith('/')).sort()).toEqual(manyFolders);
    expect(pages[0]?.objects.at(-1)?.name).toBe('many/file-1098.txt');
  });

  it('lists the root with folders as prefixes and files with size and date', async () => {
    const [page] = await listAll({});
    expect(page?.objects.map((entry) => entry.name)).toEqual(['docs/', 'many/', 'top.txt']);
    expect(page?.objects[2]).toMatchObject({ size: 1, etag: expect.any(String) });
    expect(Date.parse(page?.objects[2]?.last_modified ?? '')).not.toBeNaN();
  });

  it('searches the server by prefix, beyond the rows a page has loaded', async () => {
    const pages = await listAll({ prefix: 'docs/file-04', limit: '10' });
    const names = pages.flatMap((page) => page.objects.map((entry) => entry.name));
    expect(names).toHaveLength(50);
    expect(names.every((name) => name.startsWith('docs/file-04'))).toBe(true);
  });

  it('lists versions and delete markers, newest first', async () => {
    const res = await list(versioned, { prefix: 'a.txt', with_versions: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const objects = res.json().objects;
    expect(objects).toHaveLength(3);
    expect(objects[0]).toMatchObject({ is_delete_marker: true, is_latest: true });
    expect(objects.slice(1).map((entry) => entry.size)).toEqual([3, 3]);
    expect(objects.every((entry) => entry.version_id && entry.version_id !== 'null')).toBe(true);
  });

  it("keeps S3's key order when versions and delete markers are merged: 'B' before 'a'", async () => {
    const res = await list(versioned, { with_versions: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().objects;
    expect(entries.map((entry) => entry.name)).toEqual(['B.txt', 'B.txt', 'a.txt', 'a.txt', 'a.txt']);
    expect(entries.map((entry) => entry.is_delete_marker)).toEqual([true, false, true, false, false]);
  });

  it('answers an unknown bucket with 404', async () => {
    const res = await list('int-objects-missing', {});
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>()).toMatchObject({ message: "Bucket 'int-objects-missing' does not exist." });
  });

  it.each([
    [{ limit: '0' }, 'limit: must be at least 1'],
    [{ limit: '5001' }, 'limit: must be at most 5000'],
    [{ limit: 'ten' }, 'limit'],
    [{ token: 'not-a-token' }, 'token: is not a page token from this listing'],
    [{ prefix: 'x'.repeat(1025) }, 'prefix: must be at most 1,024 bytes'],
  ])('refuses %o with a 400 naming the problem', async (query, message) => {
    const res = await list(bucket, query);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
  });

  it('refuses a version-listing token on a current listing', async () => {
    const first = await list(versioned, { with_versions: 'true', limit: '1' });
    const next = first.json().next_token;
    expect(next).not.toBeNull();
    const res = await list(versioned, { token: next ?? '' });
    expect(res.statusCode).toBe(400);
  });
});
