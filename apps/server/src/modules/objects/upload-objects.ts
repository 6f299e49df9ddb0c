import type { S3Client } from '@aws-sdk/client-s3';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { UploadedObject } from '@granary/contract';
import { httpError } from '../../lib/http-error.ts';
import { putObjectStream, type StorageTarget } from '../../lib/object-stream/object-stream.ts';

/** Parts of 8 MiB, two in flight: a 5 GiB file is 640 parts and never more than ~16 MiB in memory. */
export const UPLOAD_PART_SIZE = 8 * 1024 * 1024;
const UPLOAD_QUEUE_SIZE = 2;
const MAX_KEY_BYTES = 1024;

const badRequest = (message: string) => httpError('badRequest', message);

function objectKey(prefix: string, relativeName: string): string {
  const key = prefix + relativeName;
  if (relativeName === '') throw badRequest('Every file needs a name.');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES)
    throw badRequest(`The object name '${key.slice(0, 60)}…' is longer than S3's 1,024 bytes.`);
  return key;
}

/**
 * Streams one form part to S3, whose size is not known before its end: multipart above one part; a
 * failure aborts the multipart upload. The uploader loads with the first form, not at start.
 */
async function streamToS3(s3: S3Client, bucket: string, key: string, part: MultipartFile) {
  const { Upload } = await import('@aws-sdk/lib-storage');
  const upload = new Upload({
    client: s3,
    params: { Bucket: bucket, Key: key, Body: part.file, ContentType: part.mimetype },
    partSize: UPLOAD_PART_SIZE,
    queueSize: UPLOAD_QUEUE_SIZE,
  });
  const abort = (error: Error) => {
    // The SDK aborts the body of a part MinIO dropped; done() then reports MinIO's failure, not ours.
    if (error.name === 'AbortError') return;
    void upload.abort().catch(() => undefined);
  };
  part.file.once('error', abort);
  try {
    const done = await upload.done();
    return { etag: done.ETag?.replaceAll('"', '') ?? '', versionId: done.VersionId };
  } catch (error) {
    // Leave the request stream drained so the error answer can still go out.
    part.file.resume();
    throw error;
  } finally {
    part.file.off('error', abort);
  }
}

/** The form's parts; a form that is not well-formed multipart is the sender's fault: a 400 saying so. */
async function* formParts(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) throw error;
      throw badRequest(`The upload is not well-formed multipart/form-data: ${(error as Error).message}`);
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Uploads every file of a multipart form below `prefix`, streaming each straight to MinIO. A text
 * field `path` before a file names it (relative to the prefix, e.g. a folder upload's 'a/b.txt');
 * otherwise the file's own name is used. Any failure fails the request: nothing reports success
 * for a file MinIO did not store.
 */
export async function uploadObjects(
  s3: S3Client,
  bucket: string,
  prefix: string,
  parts: AsyncIterableIterator<Multipart>,
): Promise<UploadedObject[]> {
  const uploaded: UploadedObject[] = [];
  let nextName: string | undefined;
  for await (const part of formParts(parts)) {
    if (part.type === 'field') {
      if (part.fieldname === 'path') nextName = String(part.value);
      continue;
    }
    const key = objectKey(prefix, nextName ?? part.filename);
    nextName = undefined;
    const stored = await streamToS3(s3, bucket, key, part);
    if (part.file.truncated) throw badRequest(`'${key}' is larger than the upload limit.`);
    uploaded.push({
      name: key,
      etag: stored.etag,
      ...(stored.versionId && { version_id: stored.versionId }),
    });
  }
  if (uploaded.length === 0) throw badRequest('The upload holds no files.');
  return uploaded;
}

export type RawUpload = { prefix: string; path: string; body: IncomingMessage };

/**
 * One file sent as the request body: passed on to MinIO as a single PutObject of the same length,
 * byte for byte as it arrives, with no parsing, buffering or parts
 * (docs/decisions/transfers-and-raw-socket-client.md).
 */
export async function uploadRawObject(
  storage: StorageTarget,
  bucket: string,
  { prefix, path, body }: RawUpload,
): Promise<UploadedObject[]> {
  const key = objectKey(prefix, path);
  const length = body.headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length))
    throw httpError('lengthRequired', 'Send the file with its Content-Length.');
  const stored = await putObjectStream(
    storage,
    { bucket, key },
    {
      body,
      length: Number(length),
      contentType: body.headers['content-type'] || 'application/octet-stream',
    },
  );
  return [{ name: key, etag: stored.etag, ...(stored.versionId && { version_id: stored.versionId }) }];
}
