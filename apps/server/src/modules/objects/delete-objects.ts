import { apiErrorCodes } from '@granary/contract';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { HttpError } from '../../lib/http-error.ts';

export type DeleteItem = { path: string; versionId?: string | undefined; recursive: boolean };

/** Every key below a folder, a page (≤ 1,000 keys, one DeleteObjects call) at a time. */
async function* keyPages(s3: S3Client, bucket: string, prefix: string) {
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).flatMap((entry) => (entry.Key ? [entry.Key] : []));
    if (keys.length > 0) yield keys;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function deleteRecursively(s3: S3Client, bucket: string, prefix: string): Promise<number> {
  let deleted = 0;
  for await (const keys of keyPages(s3, bucket, prefix)) {
    const result = await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failures = result.Errors ?? [];
    deleted += keys.length - failures.length;
    const [first] = failures;
    if (first)
      throw HttpError.fromMinioCode(
        first.Code === 'AccessDenied' ? 403 : 409,
        first.Code ?? apiErrorCodes.deleteFailed,
        `${deleted} objects below '${prefix}' were deleted, but ${failures.length} were not: '${first.Key}' (${first.Message ?? first.Code}).`,
      );
  }
  return deleted;
}

/** One object (or one version of it), or a folder with everything below it. */
async function deleteItem(s3: S3Client, bucket: string, item: DeleteItem): Promise<number> {
  if (item.recursive) return deleteRecursively(s3, bucket, item.path);
  await s3.send(
    new DeleteObjectCommand({
      Bucket: bucket,
      Key: item.path,
      ...(item.versionId && { VersionId: item.versionId }),
    }),
  );
  return 1;
}

/**
 * Deletes the items in order, each with its own version id (the old console let one item's version
 * stick to the next). Stops at the first failure; the browser reloads the listing to show what is left.
 */
export async function deleteObjects(s3: S3Client, bucket: string, items: DeleteItem[]): Promise<number> {
  let deleted = 0;
  for (const item of items) {
    try {
      deleted += await deleteItem(s3, bucket, item);
    } catch (error) {
      if (deleted > 0 && error instanceof HttpError === false)
        throw Object.assign(error as Error, {
          message: `${(error as Error).message} (after ${deleted} deleted)`,
        });
      throw error;
    }
  }
  return deleted;
}
