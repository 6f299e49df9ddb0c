import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  type ApiError,
  endpointPath,
  fillPathParams,
  type UploadObjectsResponse,
} from '@granary/contract';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const bucket = 'int-objects-transfers';
let h: Harness;
const s3 = rootS3(minio);

/**
 * The upload endpoint's address on the real socket: its bodies (a form, a stream without a length) go
 * through fetch as they are, which the harness's JSON and byte payloads cannot say.
 */
const uploadUrl = (name: string, query: { prefix: string; path?: string }) =>
  `${h.baseUrl}${endpointPath(apiEndpoints.objects.upload, { params: { bucket: name }, query })}`;

/** Real HTTP (not inject) so the multipart body really streams through the server. */
function upload(name: string, prefix: string, files: { path?: string; name: string; body: Blob }[]) {
  const form = new FormData();
  for (const file of files) {
    if (file.path !== undefined) form.append('path', file.path);
    form.append('file', file.body, file.name);
  }
  return fetch(uploadUrl(name, { prefix }), {
    method: 'POST',
    body: form,
    headers: { cookie: `token=${h.token}` },
  });
}

const download = (key: string, headers: Record<string, string> = {}) =>
  h.api(apiEndpoints.objects.download, { params: { bucket }, query: { prefix: key } }, { headers });

const objectText = async (key: string) =>
  (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body?.transformToString();

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  h = await startHarness(minio, { listen: true });
});

afterAll(async () => {
  await h.close();
  s3.destroy();
});

describe('POST /buckets/{bucket}/objects/upload', () => {
  it('stores every file of the form below the prefix, a `path` field naming the next file', async () => {
    const res = await upload(bucket, 'in/', [
      { name: 'plain.txt', body: new Blob(['plain']) },
      { path: 'sub/ünï b+c%#?.txt', name: 'ignored.txt', body: new Blob(['named']) },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadObjectsResponse;
    expect(body.uploaded.map((item) => item.name)).toEqual(['in/plain.txt', 'in/sub/ünï b+c%#?.txt']);
    expect(await objectText('in/plain.txt')).toBe('plain');
    expect(await objectText('in/sub/ünï b+c%#?.txt')).toBe('named');
  });

  it('streams a file larger than one part as a multipart upload', async () => {
    const size = 20 * 1024 * 1024 + 123;
    const res = await upload(bucket, '', [
      { name: 'big.bin', body: new Blob([new Uint8Array(size).fill(7)]) },
    ]);
    expect(res.status).toBe(200);
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'big.bin' }));
    expect(head.ContentLength).toBe(size);
    // A multipart upload's ETag ends in -{parts}.
    expect(head.ETag).toMatch(/-3"$/);
  });

  it('fails with the reason when MinIO refuses, and reports no success', async () => {
    const missing = await upload('int-objects-nowhere', '', [{ name: 'a.txt', body: new Blob(['a']) }]);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: "Bucket 'int-objects-nowhere' does not exist." });
    const dots = await upload(bucket, '', [{ path: 'x/../y.txt', name: 'y.txt', body: new Blob(['y']) }]);
    expect(dots.status).toBe(400);
    const long = await upload(bucket, '', [{ path: 'k'.repeat(1025), name: 'k', body: new Blob(['k']) }]);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toContain('longer than S3');
  });

  it('refuses a form without files and a body that is not a form', async () => {
    const empty = await upload(bucket, '', []);
    expect(empty.status).toBe(400);
    const json = await h.api(
      apiEndpoints.objects.upload,
      { params: { bucket } },
      { payload: '{}', headers: { 'content-type': 'application/json' } },
    );
    expect(json.statusCode).toBe(400);
  });
});

/** One file as the request body, as the web app sends it. */
function uploadBody(path: string, body: RequestInit['body'], headers: Record<string, string>, name = bucket) {
  return fetch(uploadUrl(name, { prefix: 'raw/', path }), {
    method: 'POST',
    body,
    headers: { cookie: `token=${h.token}`, ...headers },
    duplex: 'half',
  } as RequestInit);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('POST /buckets/{bucket}/objects/upload with the file as the body', () => {
  it('stores it byte for byte as one PutObject, with its type, whatever the type', async () => {
    const bytes = randomBytes(20 * 1024 * 1024 + 5);
    const res = await uploadBody('sub/ünï b+c%#?.bin', bytes, { 'content-type': 'application/x-thing' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uploaded: [{ name: 'raw/sub/ünï b+c%#?.bin' }] });
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'raw/sub/ünï b+c%#?.bin' }));
    expect(head.ContentType).toBe('application/x-thing');
    // One PutObject: no -{parts} in the ETag.
    expect(head.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    const back = (await download('raw/sub/ünï b+c%#?.bin')).rawPayload;
    expect(sha256(back)).toBe(sha256(bytes));
    // A JSON or text file is a file, not a body for the server to parse.
    const json = await uploadBody('broken.json', '{"not json', { 'content-type': 'application/json' });
    expect(json.status).toBe(200);
    expect(await objectText('raw/broken.json')).toBe('{"not json');
  });

  it('refuses a body without its length, a bad name and a missing bucket, saying why', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('no length'));
        controller.close();
      },
    });
    const chunked = await uploadBody('chunked.txt', stream, { 'content-type': 'text/plain' });
    expect(chunked.status).toBe(411);
    expect(await chunked.json()).toMatchObject({ message: 'Send the file with its Content-Length.' });
    const long = await uploadBody('k'.repeat(1025), 'k', {});
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toContain('longer than S3');
    const missing = await uploadBody('a.txt', 'a', {}, 'int-objects-nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: "Bucket 'int-objects-nowhere' does not exist." });
    const noName = await h.api(
      apiEndpoints.objects.upload,
      { params: { bucket }, query: { prefix: 'raw/' } },
      { payload: 'x', headers: { 'content-type': 'application/octet-stream' } },
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json<ApiError>().message).toContain('`path`');
  });
});

describe('GET /buckets/{bucket}/objects/download', () => {
  it('streams the object as an attachment with a unicode-safe file name', async () => {
    const res = await download('in/sub/ünï b+c%#?.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('named');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="?n? b+c%#?.txt"; filename*=UTF-8''%C3%BCn%C3%AF%20b%2Bc%25%23%3F.txt`,
    );
    expect(res.headers['content-length']).toBe('5');
  });

  it('answers a Range request with 206 so an interrupted download can resume', async () => {
    const res = await download('in/plain.txt', { range: 'bytes=2-' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('ain');
    expect(res.headers['content-range']).toBe('bytes 2-4/5');
  });

  it('answers a missing object with 404 and a missing prefix with 400', async () => {
    const missing = await download('in/none.txt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>()).toMatchObject({
      message: "There is no object 'in/none.txt' in this bucket.",
    });
    // Without the prefix the contract requires: the endpoint's own path with no query.
    const noPrefix = await fetch(
      `${h.baseUrl}${fillPathParams(apiEndpoints.objects.download.path, { bucket })}`,
      {
        headers: { cookie: `token=${h.token}` },
      },
    );
    expect(noPrefix.status).toBe(400);
  });
});
