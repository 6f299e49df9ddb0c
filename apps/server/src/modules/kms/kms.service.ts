import { byCodeUnits, type KmsKey, type KmsKind, type KmsStatus } from '@granary/contract';
import {
  MadminError,
  type AdminClient,
  type KmsKeyInfo,
  type KmsKeyStatus,
  type KmsStatus as MinioKmsStatus,
} from '@granary/madmin';
import pMap from 'p-map';

/** Keys MinIO checks at once: each check makes the KMS generate and decrypt a data key. */
const keyChecksAtOnce = 4;

/** MinIO's answer to a KMS call when it runs without a KMS. */
function isKmsMissing(error: unknown): boolean {
  return error instanceof MadminError && error.status === 501 && error.code === 'NotImplemented';
}

const kinds: Record<string, KmsKind> = {
  'MinIO builtin': 'builtin',
  'MinIO KES': 'kes',
  'MinIO KMS': 'minkms',
};

export function toKmsStatus(status: MinioKmsStatus): KmsStatus {
  return {
    configured: true,
    name: status.name,
    kind: kinds[status.name] ?? 'other',
    defaultKeyId: status['default-key-id'],
    endpoints: Object.entries(status.endpoints ?? {})
      .map(([url, state]) => ({ url, state }))
      .sort((a, b) => byCodeUnits(a.url, b.url)),
  };
}

export async function kmsStatus(admin: AdminClient): Promise<KmsStatus> {
  try {
    return toKmsStatus(await admin.kmsStatus());
  } catch (error) {
    if (isKmsMissing(error)) return { configured: false };
    throw error;
  }
}

/** Go's zero time is the built-in KMS's "no date". */
const knownDate = (date: string | undefined) => (date && !date.startsWith('0001-01-01') ? date : undefined);

export function toKmsKey(key: KmsKeyInfo, status: KmsKeyStatus): KmsKey {
  const createdAt = knownDate(key.createdAt);
  const encryptionError = status['encryption-error'];
  const decryptionError = status['decryption-error'];
  return {
    name: key.name,
    ...(createdAt && { createdAt }),
    ...(key.createdBy && { createdBy: key.createdBy }),
    ...(encryptionError && { encryptionError }),
    ...(decryptionError && { decryptionError }),
  };
}

/** The keys the user may list, each checked by MinIO; none when MinIO has no KMS. */
export async function listKmsKeys(admin: AdminClient): Promise<KmsKey[]> {
  let keys: KmsKeyInfo[];
  try {
    keys = await admin.listKmsKeys();
  } catch (error) {
    if (isKmsMissing(error)) return [];
    throw error;
  }
  const sorted = keys.toSorted((a, b) => byCodeUnits(a.name, b.name));
  return pMap(sorted, async (key) => toKmsKey(key, await admin.kmsKeyStatus(key.name)), {
    concurrency: keyChecksAtOnce,
  });
}
