import { objectEndpoints } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnded } from '@/lib/session-events';
import { uploadFile } from './upload-file';

/** An XMLHttpRequest that answers every send with one status and body. */
function fakeXhr(status: number, body: unknown) {
  const opened: string[] = [];
  const sent: unknown[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      opened.push(`${method} ${url}`);
    }
    send(payload: unknown) {
      sent.push(payload);
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return Object.assign(opened, { sent });
}

const target = { bucket: 'my bucket', folder: 'a b/', relativeName: 'x.txt' };

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file itself as the body, named in the query, and resolves with what MinIO stored', async () => {
    const opened = fakeXhr(200, { uploaded: [{ name: 'a b/x.txt', etag: 'e' }] });
    const file = new Blob(['x'], { type: 'text/plain' });
    await expect(uploadFile(target, file, vi.fn())).resolves.toEqual({
      uploaded: [{ name: 'a b/x.txt', etag: 'e' }],
    });
    // The bucket's encoding written out: the path is the contract's, its escaping is checked here.
    const path = objectEndpoints.upload.path.replace(':bucket', 'my%20bucket');
    expect([...opened]).toEqual([`POST ${path}?prefix=a+b%2F&path=x.txt`]);
    expect(opened.sent).toEqual([file]);
  });

  it('ends the session on a 401, like every other call', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeXhr(401, { code: 'invalid_session', message: 'Your session has expired.' });
    await expect(uploadFile(target, new Blob(['x']), vi.fn())).rejects.toThrow('Your session has expired.');
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the session when the server refuses the file itself', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeXhr(400, { code: 'bad_request', message: 'The name is longer than S3 allows.' });
    await expect(uploadFile(target, new Blob(['x']), vi.fn())).rejects.toThrow('longer than S3');
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
