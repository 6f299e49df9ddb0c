import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { apiErrorCodes } from '@silo/contract';
import { HttpError } from '../../lib/http-error.ts';
import { bucketNotFound } from '../../lib/storage-errors.ts';
import { s3Code } from '../../plugins/s3-client.ts';

export type DownloadRequest = {
  bucket: string;
  key: string;
  versionId?: string | undefined;
  /** The browser's Range header, passed on so interrupted downloads can resume. */
  range?: string | undefined;
};

const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1) || key;

/**
 * Types a browser can only display, never run: any other type (HTML, SVG, XML, JavaScript, CSS…) is
 * sent as application/octet-stream, since the bytes come from the console's own origin.
 */
const displayOnlyType =
  /^(image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|tiff)|audio\/[\w.+-]+|video\/[\w.+-]+|text\/plain|text\/csv|application\/(pdf|json|zip|gzip|x-tar|octet-stream))$/i;

export function safeContentType(stored: string | undefined): string {
  const essence = (stored ?? '').split(';')[0]?.trim() ?? '';
  return stored && displayOnlyType.test(essence) ? stored : 'application/octet-stream';
}

async function getObject(s3: S3Client, request: DownloadRequest) {
  try {
    return await s3.send(
      new GetObjectCommand({
        Bucket: request.bucket,
        Key: request.key,
        ...(request.versionId && { VersionId: request.versionId }),
        ...(request.range && { Range: request.range }),
      }),
    );
  } catch (error) {
    const code = s3Code(error);
    if (code === 'NoSuchBucket') throw bucketNotFound(request.bucket);
    if (code === 'NoSuchKey' || code === 'NoSuchVersion')
      throw new HttpError(404, apiErrorCodes.notFound, `There is no object '${request.key}' in this bucket.`);
    throw error;
  }
}

/**
 * Streams the object to the browser as an attachment named after the key's last element, so that no
 * browser runs it from the console's origin: a display-only type, nosniff, and a sandboxing CSP.
 */
export async function sendObject(s3: S3Client, request: DownloadRequest, reply: FastifyReply) {
  const object = await getObject(s3, request);
  reply
    .status(object.ContentRange ? 206 : 200)
    .header('content-type', safeContentType(object.ContentType))
    .header('content-disposition', contentDisposition(fileName(request.key), { type: 'attachment' }))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
  if (object.ContentRange) reply.header('content-range', object.ContentRange);
  if (object.ETag) reply.header('etag', object.ETag);
  if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
  return reply.send(object.Body as Readable);
}
