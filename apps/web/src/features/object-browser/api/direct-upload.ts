import { directUploadEndpoints as endpoints, type UploadObjectsResponse } from '@granary/contract';
import pMap from 'p-map';
import { callApi } from '@/lib/api-client';
import type { UploadTarget } from './upload-file';

/** Parts in flight at once: enough to fill a link to MinIO from one browser tab. */
const PARALLEL_PARTS = 4;
/**
 * Waits before each new try of a part that failed (a dropped connection, MinIO restarting): about two
 * minutes in all before the file is given up, so a short outage only pauses the upload.
 */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

type Part = { number: number; blob: Blob };
class PartRefused extends Error {}

/** PUTs one part to its presigned URL; resolves with MinIO's ETag for it. */
function putPart(url: string, part: Part, onSent: (bytes: number) => void, signal: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('etag');
      if (xhr.status === 200 && etag) return resolve(etag);
      // 4xx but an expired link is MinIO refusing this part for good; 5xx and 403 are tried again.
      const final = xhr.status >= 400 && xhr.status < 500 && xhr.status !== 403;
      const reason = `MinIO answered ${xhr.status} to part ${part.number}`;
      reject(final ? new PartRefused(reason) : new Error(reason));
    };
    xhr.onerror = () => reject(new Error(`Part ${part.number} could not reach MinIO.`));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(part.blob);
  });
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
  });

type Upload = { bucket: string; key: string; uploadId: string };

async function presigned({ bucket, key, uploadId }: Upload, number: number) {
  const { urls } = await callApi(endpoints.presignParts, {
    params: { bucket, uploadId },
    body: { key, part_numbers: [number] },
  });
  return urls[0]?.url ?? '';
}

/**
 * One part, sent again after each failure with a fresh link until it is in or the waits run out. Only
 * MinIO's side is tried again: Granary refusing the link (a session that ended) fails the file at once.
 */
async function sendPart(upload: Upload, part: Part, onSent: (bytes: number) => void, signal: AbortSignal) {
  for (let attempt = 0; ; attempt++) {
    const url = await presigned(upload, part.number);
    try {
      return await putPart(url, part, onSent, signal);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (signal.aborted || error instanceof PartRefused || delay === undefined) throw error;
      onSent(0);
      await wait(delay, signal);
    }
  }
}

/**
 * Direct transfers (GRANARY_S3_PUBLIC_URL): the file goes from the browser to MinIO as a multipart upload
 * of presigned parts, four at a time; Granary only starts, signs and completes it. A part that fails is
 * sent again, so a dropped connection pauses the upload rather than failing it.
 */
export async function uploadFileDirect(
  target: UploadTarget,
  file: Blob,
  onProgress: (percent: number) => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<UploadObjectsResponse> {
  const key = target.folder + target.relativeName;
  const { bucket } = target;
  const started = await callApi(endpoints.start, {
    params: { bucket },
    body: { key, size: file.size, ...(file.type && { content_type: file.type }) },
  });
  const upload = { bucket, key, uploadId: started.upload_id };
  const count = Math.max(1, Math.ceil(file.size / started.part_size));
  const parts = Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    blob: file.slice(i * started.part_size, (i + 1) * started.part_size),
  }));
  const sent = parts.map(() => 0);
  const report = () =>
    onProgress(file.size ? Math.round((sent.reduce((a, b) => a + b, 0) / file.size) * 100) : 0);
  // One part failing for good stops the others.
  const stop = new AbortController();
  signal.addEventListener('abort', () => stop.abort(), { once: true });
  const sendOne = async (part: Part) => {
    const onSent = (bytes: number) => {
      sent[part.number - 1] = bytes;
      report();
    };
    return { part_number: part.number, etag: await sendPart(upload, part, onSent, stop.signal) };
  };
  try {
    const etags = await pMap(parts, sendOne, { concurrency: PARALLEL_PARTS });
    return await callApi(endpoints.complete, {
      params: { bucket, uploadId: upload.uploadId },
      body: { key, parts: etags },
    });
  } catch (error) {
    stop.abort();
    // MinIO keeps the parts of an upload never completed: drop them (best effort).
    void callApi(endpoints.abort, { params: { bucket, uploadId: upload.uploadId }, query: { key } }).catch(
      () => undefined,
    );
    throw error;
  }
}
