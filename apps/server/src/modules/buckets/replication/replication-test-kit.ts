import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketReplicationCommand,
  HeadObjectCommand,
  PutBucketVersioningCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { emptyAndDeleteBucket } from '../../../testing/harness.ts';

export const uniqueBucket = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;

export async function makeBucket(s3: S3Client, name: string, versioned = true): Promise<string> {
  await s3.send(new CreateBucketCommand({ Bucket: name }));
  if (versioned)
    await s3.send(
      new PutBucketVersioningCommand({ Bucket: name, VersioningConfiguration: { Status: 'Enabled' } }),
    );
  return name;
}

/** Replication off (which also drops the bucket's remote targets), every version gone, bucket gone. */
export async function removeBucket(s3: S3Client, bucket: string): Promise<void> {
  await s3.send(new DeleteBucketReplicationCommand({ Bucket: bucket })).catch(() => undefined);
  await emptyAndDeleteBucket(s3, bucket);
}

/** Whether the object is there now (tests poll it with expect.poll). */
export const exists = (s3: S3Client, bucket: string, key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
