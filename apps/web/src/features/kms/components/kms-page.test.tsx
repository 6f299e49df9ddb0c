import { cleanup, screen, within } from '@testing-library/react';
import { endpointPath, kmsEndpoints, type KmsKey, type KmsStatus } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { KmsPage } from './kms-page';

const builtin: KmsStatus = {
  configured: true,
  name: 'MinIO builtin',
  kind: 'builtin',
  defaultKeyId: 'my-key',
  endpoints: [{ url: '127.0.0.1', state: 'online' }],
};

function cellsOf(table: string, rowText: string): string[] {
  const row = within(screen.getByRole('table', { name: table }))
    .getByText(rowText)
    .closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${rowText}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('KmsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the built-in KMS, its endpoint's state and its one key, and that creating keys needs KES", async () => {
    mockApi([
      answer(kmsEndpoints.status, builtin),
      answer(kmsEndpoints.keys, { keys: [{ name: 'my-key' }] }),
    ]);
    renderWithProviders(<KmsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'KMS' })).toBeTruthy();
    await screen.findByText('MinIO builtin');
    expect(cellsOf('KMS endpoints', '127.0.0.1')).toEqual(['127.0.0.1', 'Online']);
    await within(await screen.findByRole('table', { name: 'KMS keys' })).findByText('my-key');
    expect(cellsOf('KMS keys', 'my-key')).toEqual(['my-key', '—', 'OK', 'OK']);
    expect(screen.getByText(/Creating keys needs a KES server/).textContent).toContain('the one key my-key');
  });

  it("says each failed check in MinIO's words, and that decryption was not tried after a failed encryption", async () => {
    const keys: KmsKey[] = [
      { name: 'gone', encryptionError: 'key with given key ID does not exist' },
      { name: 'broken', createdAt: '2026-03-04T05:06:07Z', decryptionError: 'failed to decrypt ciphertext' },
    ];
    const kes: KmsStatus = {
      ...builtin,
      name: 'MinIO KES',
      kind: 'kes',
      endpoints: [
        { url: 'https://kes-1:7373', state: 'online' },
        { url: 'https://kes-2:7373', state: 'offline' },
      ],
    };
    mockApi([answer(kmsEndpoints.status, kes), answer(kmsEndpoints.keys, { keys })]);
    renderWithProviders(<KmsPage />);
    await within(await screen.findByRole('table', { name: 'KMS keys' })).findByText('gone');
    expect(cellsOf('KMS keys', 'gone')).toEqual([
      'gone',
      '—',
      'key with given key ID does not exist',
      'Not tried',
    ]);
    expect(cellsOf('KMS keys', 'broken').slice(2)).toEqual(['OK', 'failed to decrypt ciphertext']);
    expect(cellsOf('KMS endpoints', 'https://kes-2:7373')).toEqual(['https://kes-2:7373', 'Offline']);
    expect(screen.queryByText(/Creating keys needs a KES server/)).toBeNull();
  });

  it('says that no KMS is configured and how to configure one, without asking for keys', async () => {
    const calls = mockApi([answer(kmsEndpoints.status, { configured: false })]);
    renderWithProviders(<KmsPage />);
    const notice = await screen.findByRole('region', { name: 'No KMS is configured' });
    expect(notice.textContent).toContain('MINIO_KMS_SECRET_KEY');
    expect(notice.textContent).toContain('MINIO_KMS_KES_ENDPOINT');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table', { name: 'KMS keys' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([endpointPath(kmsEndpoints.status, {})]);
  });

  it('marks the key list not allowed when the policy refuses kms:ListKeys, not as an error', async () => {
    const refused = Response.json(
      { code: 'access_denied', message: 'Access denied.', detailedMessage: 'AccessDenied: Access Denied.' },
      { status: 403 },
    );
    mockApi([answer(kmsEndpoints.status, builtin), answer(kmsEndpoints.keys, refused)]);
    renderWithProviders(<KmsPage />);
    const keys = await screen.findByRole('table', { name: 'KMS keys' });
    expect(await within(keys).findByText('Not allowed by your policy (kms:ListKeys)')).toBeTruthy();
    expect(within(keys).queryByText('Access denied.')).toBeNull();
  });
});
