import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Polls the target until the object is there; false after `timeoutMs`. */
export async function arrives(s3: S3Client, bucket: string, key: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      () => false,
    );
    if (found) return true;
    await sleep(200);
  }
  return false;
}
