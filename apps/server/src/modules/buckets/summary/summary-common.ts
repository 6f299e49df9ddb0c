import { apiErrorCodes } from '@granary/contract';
import { MadminError } from '@granary/madmin';
import { isDistributed } from '../../../lib/distributed-mode.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { bucketNotFound } from '../../../lib/storage-errors.ts';
import { s3Code } from '../../../plugins/s3-client.ts';

/** Runs one MinIO call for a bucket; MinIO's 'no such bucket' becomes the console's 404 naming it. */
export async function onBucket<T>(bucket: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = s3Code(error);
    if (
      code === 'NoSuchBucket' ||
      code === 'NotFound' ||
      (error instanceof MadminError && error.code === 'NoSuchBucket')
    )
      throw bucketNotFound(bucket);
    throw error;
  }
}

export const badRequest = (message: string) => new HttpError(400, apiErrorCodes.badRequest, message);

/** Spec 1 §6: versioning, quota, locking and retention need an erasure-coded server with several drives. */
export async function requireDistributed({ admin }: RequestClients, what: string): Promise<void> {
  const account = await admin.accountInfo();
  if (!isDistributed(account.Server))
    throw badRequest(
      `${what} needs a distributed (erasure-coded) server; this server is not. Nothing was changed.`,
    );
}
