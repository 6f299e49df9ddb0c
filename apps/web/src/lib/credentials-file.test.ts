import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsFileContent, downloadCredentials } from './credentials-file';

const credentials = { accessKey: 'SVCACCT1234', secretKey: 's3cr3t/With+Chars' };

afterEach(() => vi.restoreAllMocks());

describe('credentials file', () => {
  it('holds a JSON list of access_key and secret_key', () => {
    expect(JSON.parse(credentialsFileContent([credentials]))).toEqual([
      { access_key: 'SVCACCT1234', secret_key: 's3cr3t/With+Chars' },
    ]);
  });

  it('downloads credentials.json from a blob URL and revokes it', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:granary/1';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCredentials([credentials]);

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('credentials.json');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:granary/1');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse((await blobs[0]?.text()) ?? '')).toEqual([
      { access_key: 'SVCACCT1234', secret_key: 's3cr3t/With+Chars' },
    ]);
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:granary/1');
    vi.useRealTimers();
  });
});
