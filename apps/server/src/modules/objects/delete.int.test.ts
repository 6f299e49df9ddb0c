import {
  CreateBucketCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { apiEndpoints, type ApiError, type DeleteObjectsBody, fillPathParams } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const bucket = 'int-objects-delete';
const versioned = 'int-objects-delete-versions';
let h: Harness;
const s3 = rootS3(minio);

const put = (name: string, Key: string, body = 'x') =>
  s3.send(new PutObjectCommand({ Bucket: name, Key, Body: body }));
const keys = async (name: string, prefix = '') =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix }))).Contents ?? []).map(
    (entry) => entry.Key,
  );
const deleteOne = (name: string, query: { path: string; recursive?: 'true'; version_id?: string }) =>
  h.api(apiEndpoints.objects.deleteOne, { params: { bucket: name }, query });
const deleteMany = (name: string, body: DeleteObjectsBody) =>
  h.api(apiEndpoints.objects.deleteMany, { params: { bucket: name }, body });

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new CreateBucketCommand({ Bucket: versioned })).catch(() => undefined);
  await s3.send(
    new PutBucketVersioningCommand({ Bucket: versioned, VersioningConfiguration: { Status: 'Enabled' } }),
  );
  h = await startHarness(minio);
});

afterAll(async () => {
  await h.close();
  s3.destroy();
});

describe('DELETE /buckets/{bucket}/objects', () => {
  it('deletes one object and leaves its neighbours', async () => {
    await put(bucket, 'one/a.txt');
    await put(bucket, 'one/b.txt');
    const res = await deleteOne(bucket, { path: 'one/a.txt' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await keys(bucket, 'one/')).toEqual(['one/b.txt']);
  });

  it('deletes a folder recursively, beyond one page of 1,000 keys, and nothing outside it', async () => {
    const inside = Array.from({ length: 1005 }, (_, i) => `deep/f/${i}.txt`);
    for (let i = 0; i < inside.length; i += 100)
      await Promise.all(inside.slice(i, i + 100).map((key) => put(bucket, key)));
    await put(bucket, 'deeper.txt');
    const res = await deleteOne(bucket, { path: 'deep/', recursive: 'true' });
    expect(res.json()).toEqual({ deleted: 1005 });
    expect(await keys(bucket, 'deep')).toEqual(['deeper.txt']);
  });

  it('deletes exactly the given version', async () => {
    const first = await put(versioned, 'v.txt', 'one');
    await put(versioned, 'v.txt', 'two');
    const res = await deleteOne(versioned, { path: 'v.txt', version_id: first.VersionId ?? '' });
    expect(res.statusCode).toBe(200);
    const versions = await s3.send(new ListObjectVersionsCommand({ Bucket: versioned, Prefix: 'v.txt' }));
    expect(versions.Versions?.map((version) => version.Size)).toEqual([3]);
    expect(versions.Versions?.[0]?.VersionId).not.toBe(first.VersionId);
  });

  it('refuses a missing path (it would mean the whole bucket) and an unknown bucket', async () => {
    await put(bucket, 'kept.txt');
    // Without the path the contract requires: raw, the endpoint's own path with only the flag.
    const noPath = await h.raw(
      'DELETE',
      `${fillPathParams(apiEndpoints.objects.deleteOne.path, { bucket })}?recursive=true`,
    );
    expect(noPath.statusCode).toBe(400);
    expect(noPath.json<ApiError>().message).toContain('path');
    expect(await keys(bucket, 'kept')).toEqual(['kept.txt']);
    const unknown = await deleteOne('int-objects-nowhere', { path: 'a' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /buckets/{bucket}/delete-objects', () => {
  it('deletes each item with its own version id, never carrying one over', async () => {
    const old = await put(versioned, 'multi/a.txt', 'a1');
    await put(versioned, 'multi/a.txt', 'a2');
    await put(versioned, 'multi/b.txt', 'b1');
    const res = await deleteMany(versioned, [
      { path: 'multi/a.txt', versionID: old.VersionId },
      { path: 'multi/b.txt' },
    ]);
    expect(res.json()).toEqual({ deleted: 2 });
    const after = await s3.send(new ListObjectVersionsCommand({ Bucket: versioned, Prefix: 'multi/' }));
    expect(after.Versions?.map((version) => `${version.Key}:${version.Size}`).sort()).toEqual([
      'multi/a.txt:2',
      'multi/b.txt:2',
    ]);
    // b.txt got a delete marker (no version given), a.txt kept its newest version.
    expect(after.DeleteMarkers?.map((marker) => marker.Key)).toEqual(['multi/b.txt']);
  });

  it("takes versionID '' (what the previous console sent) as the current version", async () => {
    const old = await put(versioned, 'empty-id/a.txt', 'a1');
    const current = await put(versioned, 'empty-id/a.txt', 'a22');
    await put(bucket, 'empty-id/b.txt');
    const res = await deleteMany(versioned, [{ path: 'empty-id/a.txt', versionID: '', recursive: false }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    const after = await s3.send(new ListObjectVersionsCommand({ Bucket: versioned, Prefix: 'empty-id/' }));
    // A versioned bucket gets a delete marker; both older versions stay.
    expect(after.DeleteMarkers?.map((marker) => `${marker.Key}:${String(marker.IsLatest)}`)).toEqual([
      'empty-id/a.txt:true',
    ]);
    expect(after.Versions?.map((version) => version.VersionId).sort()).toEqual(
      [old.VersionId, current.VersionId].sort(),
    );
    const plain = await deleteMany(bucket, [{ path: 'empty-id/b.txt', versionID: '', recursive: false }]);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await keys(bucket, 'empty-id/')).toEqual([]);
  });

  it('refuses an empty list and an item without a path', async () => {
    expect((await deleteMany(bucket, [])).statusCode).toBe(400);
    const blank = await deleteMany(bucket, [{ path: '' }]);
    expect(blank.statusCode).toBe(400);
  });
});
