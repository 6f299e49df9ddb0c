import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { getObjectStream, type StorageTarget } from '../../lib/object-stream/object-stream.ts';

export type DownloadRequest = {
  bucket: string;
  key: string;
  versionId?: string | undefined;
  /** The browser's Range header, passed on so interrupted downloads can resume. */
  range?: string | undefined;
};

export const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1) || key;

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

/** A missing bucket, object or version is answered by the one error map, which MinIO's answer names. */
const openObject = (storage: StorageTarget, request: DownloadRequest) =>
  getObjectStream(
    storage,
    { bucket: request.bucket, key: request.key, versionId: request.versionId },
    request.range,
  );

/** What the browser is told of the object: MinIO's length, range, ETag and date, and safe headers. */
function downloadHeaders(key: string, minio: Map<string, string>): OutgoingHttpHeaders {
  const passed = ['content-length', 'content-range', 'etag', 'last-modified'].flatMap((name) => {
    const value = minio.get(name);
    return value === undefined ? [] : [[name, value] as const];
  });
  return {
    'content-type': safeContentType(minio.get('content-type')),
    'content-disposition': contentDisposition(fileName(key), { type: 'attachment' }),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
    ...Object.fromEntries(passed),
  };
}

/**
 * Streams the object to the browser as an attachment named after the key's last element, so that no
 * browser runs it from the console's origin: a display-only type, nosniff, and a sandboxing CSP. The
 * bytes go from MinIO's socket to the browser's without Node's HTTP client or streams in between
 * (lib/object-stream); a MinIO error before the first byte is answered as any other error.
 */
export async function sendObject(storage: StorageTarget, request: DownloadRequest, reply: FastifyReply) {
  const object = await openObject(storage, request);
  const response = reply.hijack().raw;
  response.writeHead(object.head.status, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    ...downloadHeaders(request.key, object.head.headers),
  });
  response.once('close', () => {
    if (!response.writableFinished) object.abort();
  });
  try {
    await object.pipe((chunk, release) => response.write(chunk, release));
    response.end();
  } catch (error) {
    // Headers are out: the only way left to say the download failed is to break it off.
    reply.log.warn({ err: error, key: request.key }, 'download: MinIO stopped sending');
    response.destroy();
  }
  return reply;
}
