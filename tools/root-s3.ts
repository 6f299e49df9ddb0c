import {
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectVersionsCommand,
  PutObjectLegalHoldCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export type MinioKeys = { endpoint: string; rootUser: string; rootPassword: string };

/** The root user's S3 client: how server tests and e2e specs set up data and check what MinIO really holds. */
export function rootS3(minio: MinioKeys): S3Client {
  return new S3Client({
    endpoint: minio.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
}

/**
 * Every version and delete marker gone (governance retention bypassed, legal holds lifted), then the
 * bucket. A bucket that does not exist, or cannot be emptied, is left as it is: clean-up never fails a test.
 */
export async function emptyAndDeleteBucket(s3: S3Client, bucket: string): Promise<void> {
  // Bounded: one page of 1,000 per round, and a round more after lifting legal holds.
  for (let round = 0; round < 50; round++) {
    const listed = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket })).catch(() => undefined);
    const items = [...(listed?.Versions ?? []), ...(listed?.DeleteMarkers ?? [])].flatMap((v) =>
      v.Key ? [{ Key: v.Key, VersionId: v.VersionId }] : [],
    );
    if (items.length === 0) break;
    const deleted = await s3
      .send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: items, Quiet: true },
          BypassGovernanceRetention: true,
        }),
      )
      .catch(() => undefined);
    const refused = deleted?.Errors ?? [];
    if (!deleted || (refused.length === items.length && round > 0)) break;
    // A legal hold stops even the root user; lifted, the version goes in the next round.
    await Promise.all(
      refused.map(({ Key, VersionId }) =>
        s3
          .send(
            new PutObjectLegalHoldCommand({ Bucket: bucket, Key, VersionId, LegalHold: { Status: 'OFF' } }),
          )
          .catch(() => undefined),
      ),
    );
  }
  await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
}
