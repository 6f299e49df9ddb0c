// Direct transfers (GRANARY_S3_PUBLIC_URL): the bytes go between the client and the real MinIO, Granary
// only starts, presigns and completes. Here the "browser" is this test, reaching MinIO at its address.
import { apiEndpoints, type ApiError, type StartDirectUploadResponse } from '@granary/contract';
import { CreateBucketCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { rootS3, startHarness, type Harness } from '../../testing/harness.ts';

const minio = testMinio();
const bucket = 'int-direct-transfers';
const s3 = rootS3(minio);
let direct: Harness;
let streamed: Harness;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const startUpload = (h: Harness, key: string, size: number, name = bucket) =>
  h.api(apiEndpoints.directUploads.start, { params: { bucket: name }, body: { key, size } });
const ofUpload = (uploadId: string) => ({ bucket, uploadId });

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  direct = await startHarness(minio, { env: { GRANARY_S3_PUBLIC_URL: minio.endpoint } });
  streamed = await startHarness(minio);
});

afterAll(async () => {
  await direct.close();
  await streamed.close();
  s3.destroy();
});

async function putParts(start: StartDirectUploadResponse, key: string, bytes: Buffer) {
  const count = Math.ceil(bytes.length / start.part_size);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const presigned = await direct.api(apiEndpoints.directUploads.presignParts, {
    params: ofUpload(start.upload_id),
    body: { key, part_numbers: numbers },
  });
  expect(presigned.statusCode).toBe(200);
  const { urls } = presigned.json();
  return Promise.all(
    urls.map(async ({ part_number: n, url }) => {
      expect(new URL(url).origin).toBe(minio.endpoint);
      const part = bytes.subarray((n - 1) * start.part_size, n * start.part_size);
      const res = await fetch(url, { method: 'PUT', body: part });
      expect(res.status).toBe(200);
      return { part_number: n, etag: res.headers.get('etag') ?? '' };
    }),
  );
}

describe('direct transfers', () => {
  it('tells the web app, and lets its pages reach MinIO', async () => {
    const session = await direct.api(apiEndpoints.session.session);
    expect(session.json().features).toContain('direct-transfers');
    expect(session.headers['content-security-policy']).toContain(`connect-src 'self' ${minio.endpoint}`);
    const off = await streamed.api(apiEndpoints.session.session);
    expect(off.json().features).not.toContain('direct-transfers');
  });

  it('uploads in presigned parts straight to MinIO and completes them into the object', async () => {
    const bytes = randomBytes(16 * 1024 * 1024 + 77);
    const started = await startUpload(direct, 'big/ü b.bin', bytes.length);
    expect(started.statusCode).toBe(200);
    const start = started.json();
    expect(start.part_size).toBe(16 * 1024 * 1024);
    const parts = await putParts(start, 'big/ü b.bin', bytes);
    expect(parts).toHaveLength(2);
    const done = await direct.api(apiEndpoints.directUploads.complete, {
      params: ofUpload(start.upload_id),
      body: { key: 'big/ü b.bin', parts },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ uploaded: [{ name: 'big/ü b.bin' }] });

    // The download is a redirect to MinIO, which sends the same bytes as an attachment.
    const download = await direct.api(apiEndpoints.objects.download, {
      params: { bucket },
      query: { prefix: 'big/ü b.bin' },
    });
    expect(download.statusCode).toBe(302);
    const location = download.headers.location ?? '';
    expect(new URL(location).origin).toBe(minio.endpoint);
    const fromMinio = await fetch(location);
    expect(fromMinio.status).toBe(200);
    expect(fromMinio.headers.get('content-disposition')).toContain("filename*=UTF-8''%C3%BC%20b.bin");
    expect(sha256(new Uint8Array(await fromMinio.arrayBuffer()))).toBe(sha256(bytes));
  });

  it('aborts an upload, and says why a start or a completion fails', async () => {
    const start = (await startUpload(direct, 'gone.bin', 10)).json();
    const aborted = await direct.api(apiEndpoints.directUploads.abort, {
      params: ofUpload(start.upload_id),
      query: { key: 'gone.bin' },
    });
    expect(aborted.statusCode).toBe(200);
    const open = await s3.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: 'gone.bin' }));
    expect(open.Uploads ?? []).toHaveLength(0);

    const missing = await startUpload(direct, 'a', 1, 'int-direct-nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>()).toMatchObject({
      message: "Bucket 'int-direct-nowhere' does not exist.",
    });

    const next = (await startUpload(direct, 'bad.bin', 10)).json();
    const wrong = await direct.api(apiEndpoints.directUploads.complete, {
      params: ofUpload(next.upload_id),
      body: { key: 'bad.bin', parts: [{ part_number: 1, etag: 'not-a-part' }] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>()).toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(/part/i),
    });
  });

  it('refuses direct uploads where GRANARY_S3_PUBLIC_URL is not set, and streams downloads instead', async () => {
    const refused = await startUpload(streamed, 'a.bin', 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>()).toMatchObject({
      message:
        'Direct transfers are off: Granary has no GRANARY_S3_PUBLIC_URL for browsers to reach MinIO at.',
    });
    const download = await streamed.api(apiEndpoints.objects.download, {
      params: { bucket },
      query: { prefix: 'big/ü b.bin' },
    });
    expect(download.statusCode).toBe(200);
  });
});
