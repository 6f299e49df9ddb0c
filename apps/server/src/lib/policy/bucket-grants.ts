import type { PolicyDocument, PolicyStatement } from '@granary/madmin';
import { isAllowed } from './evaluate.ts';

/**
 * The S3 actions MinIO checks on a bucket or its objects. A policy grants access to a bucket when one
 * of them is allowed there (after Deny statements) on the bucket itself or on some object in it.
 */
const bucketS3Actions = [
  's3:ListBucket',
  's3:ListBucketVersions',
  's3:ListBucketMultipartUploads',
  's3:GetBucketLocation',
  's3:GetBucketPolicy',
  's3:PutBucketPolicy',
  's3:DeleteBucketPolicy',
  's3:GetBucketVersioning',
  's3:PutBucketVersioning',
  's3:GetBucketNotification',
  's3:PutBucketNotification',
  's3:ListenBucketNotification',
  's3:GetLifecycleConfiguration',
  's3:PutLifecycleConfiguration',
  's3:GetReplicationConfiguration',
  's3:PutReplicationConfiguration',
  's3:GetEncryptionConfiguration',
  's3:PutEncryptionConfiguration',
  's3:GetBucketObjectLockConfiguration',
  's3:PutBucketObjectLockConfiguration',
  's3:GetBucketTagging',
  's3:PutBucketTagging',
  's3:DeleteBucket',
  's3:ForceDeleteBucket',
];
const objectS3Actions = [
  's3:GetObject',
  's3:PutObject',
  's3:DeleteObject',
  's3:GetObjectVersion',
  's3:DeleteObjectVersion',
  's3:AbortMultipartUpload',
  's3:ListMultipartUploadParts',
  's3:GetObjectTagging',
  's3:PutObjectTagging',
  's3:GetObjectRetention',
  's3:PutObjectRetention',
  's3:GetObjectLegalHold',
  's3:PutObjectLegalHold',
  's3:RestoreObject',
];

/** Stands for "any characters" when a concrete object key is built from a pattern. */
const filler = '\u0001';

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A string the IAM wildcard `pattern` matches that starts with `prefix`, or undefined when there is
 * none: `arn:aws:s3:::*` and `arn:aws:s3:::photos/2024/*` both name objects of the bucket `photos`.
 */
export function patternWitness(pattern: string, prefix: string): string | undefined {
  const seen = new Set<string>();
  const walk = (p: number, t: number): string | undefined => {
    if (t === prefix.length) return prefix + pattern.slice(p).replaceAll('*', filler).replaceAll('?', filler);
    const key = `${p}:${t}`;
    if (seen.has(key) || p === pattern.length) return undefined;
    seen.add(key);
    const char = pattern[p];
    if (char === '*') return walk(p + 1, t) ?? walk(p, t + 1);
    if (char === '?' || char === prefix[t]) return walk(p + 1, t + 1);
    return undefined;
  };
  return walk(0, 0);
}

/** Object ARNs worth testing: any object, and one object of the bucket per pattern the policy names. */
function candidateObjects(policy: PolicyDocument, bucket: string): string[] {
  const objectPrefix = `arn:aws:s3:::${bucket}/`;
  const objects = new Set([`${objectPrefix}${filler}`]);
  const patterns = policy.Statement.flatMap((s: PolicyStatement) => asList(s.Resource));
  for (const pattern of patterns) {
    const witness = patternWitness(pattern === '*' ? 'arn:aws:s3:::*' : pattern, objectPrefix);
    if (witness) objects.add(witness);
  }
  return [...objects];
}

/** Does the policy allow any S3 action on the bucket or on some of its objects (Deny and Not* applied)? */
export function grantsBucketAccess(policy: PolicyDocument | null | undefined, bucket: string): boolean {
  if (!policy?.Statement?.length) return false;
  const bucketArn = `arn:aws:s3:::${bucket}`;
  if (bucketS3Actions.some((action) => isAllowed(policy, action, bucketArn))) return true;
  const objects = candidateObjects(policy, bucket);
  return objectS3Actions.some((action) => objects.some((object) => isAllowed(policy, action, object)));
}
