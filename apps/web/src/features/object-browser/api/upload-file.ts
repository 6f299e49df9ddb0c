import { objectEndpoints, type UploadObjectsResponse } from '@granary/contract';
import { endpointUrl, endSessionIfLost } from '@/lib/api-client';

export type UploadTarget = { bucket: string; folder: string; relativeName: string };

function uploadUrl({ bucket, folder, relativeName }: UploadTarget): string {
  return endpointUrl(objectEndpoints.upload, {
    params: { bucket },
    query: { prefix: folder, path: relativeName },
  });
}

function failure(xhr: XMLHttpRequest): Error {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string };
    return new Error(body.message || `Error ${xhr.status}`);
  } catch {
    return new Error(xhr.status ? `Error ${xhr.status}` : 'The server cannot be reached.');
  }
}

/**
 * One file per request, so each has its own progress and its own error, sent as the body itself (no
 * form): the server passes it to MinIO as one PutObject. XMLHttpRequest because fetch still reports
 * no upload progress. Resolves only when MinIO has stored the file.
 */
export function uploadFile(
  target: UploadTarget,
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadObjectsResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(target));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status !== 200) {
        // An upload's own network error only fails that file (spec 1 §8); an answer such as 401 counts.
        endSessionIfLost(xhr.status);
        return reject(failure(xhr));
      }
      resolve(objectEndpoints.upload.response.parse(JSON.parse(xhr.responseText)));
    };
    xhr.onerror = () => reject(failure(xhr));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    // The Blob's own type goes as Content-Type, and becomes the object's.
    xhr.send(file);
  });
}
