import { isDistributed } from '../../../lib/distributed-mode.ts';
import { httpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { bucketNotFound, missingNames } from '../../../lib/storage-errors.ts';
import { s3Code } from '../../../plugins/s3-client.ts';

/**
 * Runs one MinIO call for a bucket. The one error map words a missing bucket from the name MinIO's answer
 * gives; a HEAD (no body) and the admin API do not give it, so this call names it.
 */
export async function onBucket<T>(bucket: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = s3Code(error);
    const unnamed = code === 'NotFound' || (code === 'NoSuchBucket' && !missingNames(error).bucket);
    if (unnamed) throw bucketNotFound(bucket);
    throw error;
  }
}

export const badRequest = (message: string) => httpError('badRequest', message);

/** Spec 1 §6: versioning, quota, locking and retention need an erasure-coded server with several drives. */
export async function requireDistributed({ admin }: RequestClients, what: string): Promise<void> {
  const account = await admin.accountInfo();
  if (!isDistributed(account.Server))
    throw badRequest(
      `${what} needs a distributed (erasure-coded) server; this server is not. Nothing was changed.`,
    );
}
