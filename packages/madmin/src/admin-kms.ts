// The KMS MinIO encrypts with: reference §3.12. Status and key checks are admin calls (admin:KMSKeyStatus);
// the key list exists only in MinIO's KMS API (/minio/kms/v1, kms:ListKeys). Every call answers
// 501 NotImplemented when MinIO runs without a KMS.
import type { AdminCaller } from './caller.ts';

/** MinIO's KMSStatus, its JSON names kept. */
export type KmsStatus = {
  /** 'MinIO builtin' (MINIO_KMS_SECRET_KEY), 'MinIO KES' or 'MinIO KMS'. */
  name: string;
  'default-key-id': string;
  /** Each endpoint's address and state; the built-in KMS names 127.0.0.1. */
  endpoints: Record<string, 'online' | 'offline'> | null;
  /** A KES server's own snapshot (version, uptime, key store reachable); all zero from the built-in KMS. */
  state?: Record<string, unknown>;
};

/** A listed key; the built-in KMS sends Go's zero time (0001-01-01T00:00:00Z) and an empty creator. */
export type KmsKeyInfo = { name: string; createdAt?: string; createdBy?: string };

/** MinIO generated a data key with the key and decrypted it again: each step's error, when it failed. */
export type KmsKeyStatus = {
  'key-id': string;
  'encryption-error'?: string;
  'decryption-error'?: string;
};

export function kmsStatus(c: AdminCaller): Promise<KmsStatus> {
  return c.json({ method: 'POST', path: '/kms/status' });
}

/** The keys whose names start with `prefix` ('' or '*': every key) that the caller's policy lets it list. */
export async function listKmsKeys(c: AdminCaller, prefix = ''): Promise<KmsKeyInfo[]> {
  const keys = await c.json<KmsKeyInfo[] | null>({
    method: 'GET',
    path: '/key/list',
    query: { pattern: prefix },
    api: 'kms',
  });
  return keys ?? [];
}

/** An unknown key is no error: its status says so in `encryption-error`. '' checks the default key. */
export function kmsKeyStatus(c: AdminCaller, keyId: string): Promise<KmsKeyStatus> {
  return c.json({ method: 'GET', path: '/kms/key/status', query: { 'key-id': keyId } });
}
