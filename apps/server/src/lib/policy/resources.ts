/**
 * S3 actions that act on objects, whose resource is `arn:aws:s3:::bucket/key`; every other S3 action
 * (versioning, replication, policy, listing, ...) acts on the bucket itself.
 */
const objectActionPattern =
  /^s3:(GetObject|PutObject|DeleteObject|AbortMultipartUpload|ListMultipartUploadParts|RestoreObject|(Get|Put|Delete)Object\w*|ReplicateObject|ReplicateDelete|ReplicateTags|GetObjectVersion\w*)$/i;

export function isObjectAction(action: string): boolean {
  return objectActionPattern.test(action);
}

export function bucketActionResource(action: string, bucket: string): string {
  return objectActionPattern.test(action) ? `arn:aws:s3:::${bucket}/*` : `arn:aws:s3:::${bucket}`;
}
