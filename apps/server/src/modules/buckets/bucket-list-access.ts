import { GetBucketPolicyCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BucketAccess } from '@granary/contract';
import type { AdminClient, BucketMetadataExport } from '@granary/madmin';
import pMap from 'p-map';
import { classifyBucketPolicy } from '../../lib/policy/bucket-access-policy.ts';
import { s3Code } from '../../plugins/s3-client.ts';
import { invalidBucketName } from './invalid-bucket-name.ts';

/** How many GetBucketPolicy calls run at once when the policies cannot come from one export. */
const policyConcurrency = 32;

const policyFile = 'policy.json';

export async function readAccess(s3: S3Client, bucket: string): Promise<BucketAccess> {
  try {
    const { Policy } = await s3.send(new GetBucketPolicyCommand({ Bucket: bucket }));
    return classifyBucketPolicy(bucket, Policy);
  } catch (error) {
    if (s3Code(error) === 'NoSuchBucketPolicy') return 'PRIVATE';
    if (s3Code(error) === 'InvalidBucketName') throw invalidBucketName(bucket);
    throw error;
  }
}

/**
 * Every bucket's policy in one admin call, for users allowed to export bucket metadata; undefined for
 * anyone else, or when the export cannot be read: the list then asks for each policy.
 */
export function exportedPolicies(admin: AdminClient): Promise<BucketMetadataExport | undefined> {
  return admin.exportBucketMetadata([policyFile]).catch(() => undefined);
}

/** A listed bucket that was deleted before its policy could be read. */
export const vanished = Symbol('vanished');

/**
 * Each bucket's access: from the export when it holds the bucket (a bucket made after the export began
 * is not in it), else from GetBucketPolicy; null when the user may not read the policy.
 */
export function accessOfBuckets(
  s3: S3Client,
  names: string[],
  exported: BucketMetadataExport | undefined,
): Promise<(BucketAccess | null | typeof vanished)[]> {
  const accessOf = (name: string) => {
    const files = exported?.get(name);
    if (files) return classifyBucketPolicy(name, files.get(policyFile));
    return readAccess(s3, name).catch((error: unknown) => {
      if (s3Code(error) === 'AccessDenied') return null;
      // Deleted since the list was read: MinIO's NoSuchBucket, now worded only by the error map.
      if (s3Code(error) === 'NoSuchBucket') return vanished;
      throw error;
    });
  };
  return pMap(names, accessOf, { concurrency: policyConcurrency });
}
