import { describe, expect, it } from 'vitest';
import { toKmsKey, toKmsStatus } from './kms.service.ts';

// The shapes of a KES-backed MinIO, which the test servers (built-in KMS) cannot show.
describe('the KMS mapping', () => {
  it('names the kind from MinIO, and lists the endpoints in order with their state', () => {
    const kes = toKmsStatus({
      name: 'MinIO KES',
      'default-key-id': 'minio-default',
      endpoints: { 'https://kes-2:7373': 'offline', 'https://kes-1:7373': 'online' },
      state: { Version: '2025-03-12T09-35-18Z' },
    });
    expect(kes).toEqual({
      configured: true,
      name: 'MinIO KES',
      kind: 'kes',
      defaultKeyId: 'minio-default',
      endpoints: [
        { url: 'https://kes-1:7373', state: 'online' },
        { url: 'https://kes-2:7373', state: 'offline' },
      ],
    });
    const unknown = toKmsStatus({ name: 'Vault', 'default-key-id': 'k', endpoints: null });
    expect(unknown).toMatchObject({ kind: 'other', endpoints: [] });
  });

  it("keeps a key's date and creator when the KMS gives them, and each check's error", () => {
    const created = { name: 'k1', createdAt: '2026-03-04T05:06:07Z', createdBy: 'admin-identity' };
    expect(toKmsKey(created, { 'key-id': 'k1', 'decryption-error': 'failed to decrypt ciphertext' })).toEqual(
      {
        ...created,
        decryptionError: 'failed to decrypt ciphertext',
      },
    );
    const builtin = { name: 'k2', createdAt: '0001-01-01T00:00:00Z', createdBy: '' };
    expect(toKmsKey(builtin, { 'key-id': 'k2', 'encryption-error': 'no such key' })).toEqual({
      name: 'k2',
      encryptionError: 'no such key',
    });
  });
});
