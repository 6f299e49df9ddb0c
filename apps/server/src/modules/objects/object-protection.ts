import {
  DeleteObjectTaggingCommand,
  PutObjectLegalHoldCommand,
  PutObjectRetentionCommand,
  PutObjectTaggingCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { type RetentionMode } from '@granary/contract';
import { HttpError, httpError } from '../../lib/http-error.ts';
import { s3Code } from '../../plugins/s3-client.ts';
import { bucketHasObjectLock, type ObjectTarget, requireObject, versionOf } from './object-info.ts';

/** Retention and legal hold exist only in buckets created with object lock. */
async function requireObjectLock(s3: S3Client, target: ObjectTarget, what: string) {
  await requireObject(s3, target);
  if (!(await bucketHasObjectLock(s3, target.bucket)))
    throw httpError(
      'badRequest',
      `Bucket '${target.bucket}' was not created with object locking, so its objects cannot have ${what}.`,
    );
}

const objectInput = (target: ObjectTarget) => ({
  Bucket: target.bucket,
  Key: target.key,
  ...versionOf(target),
});

/**
 * MinIO answers 400 InvalidRequest "Object is WORM protected" when compliance retention would be
 * shortened or removed, and AccessDenied when the caller may not bypass governance.
 */
async function lockedAgainstChange<T>(call: Promise<T>, key: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const detail = String((error as Error).message);
    if (s3Code(error) === 'InvalidRequest')
      throw HttpError.fromMinioCode(
        409,
        'ObjectLocked',
        `The retention of '${key}' cannot be shortened or removed: compliance retention stays until its date.`,
        detail,
      );
    if (s3Code(error) === 'AccessDenied')
      throw httpError(
        'accessDenied',
        `You may not change the retention of '${key}': that needs the s3:BypassGovernanceRetention permission.`,
        detail,
      );
    throw error;
  }
}

/** Sets (or changes) the retention; governance may be shortened by whoever may bypass it. */
export async function setRetention(
  s3: S3Client,
  target: ObjectTarget,
  retention: { mode: RetentionMode; expires: string },
) {
  await requireObjectLock(s3, target, 'retention');
  const command = new PutObjectRetentionCommand({
    ...objectInput(target),
    Retention: {
      Mode: retention.mode === 'governance' ? 'GOVERNANCE' : 'COMPLIANCE',
      RetainUntilDate: new Date(retention.expires),
    },
    BypassGovernanceRetention: true,
  });
  await lockedAgainstChange(s3.send(command), target.key);
}

/** Removes governance retention (compliance cannot be removed). */
export async function clearRetention(s3: S3Client, target: ObjectTarget) {
  await requireObjectLock(s3, target, 'retention');
  const command = new PutObjectRetentionCommand({
    ...objectInput(target),
    Retention: {},
    BypassGovernanceRetention: true,
  });
  await lockedAgainstChange(s3.send(command), target.key);
}

export async function setLegalHold(s3: S3Client, target: ObjectTarget, enabled: boolean) {
  await requireObjectLock(s3, target, 'a legal hold');
  await s3.send(
    new PutObjectLegalHoldCommand({ ...objectInput(target), LegalHold: { Status: enabled ? 'ON' : 'OFF' } }),
  );
}

/** Replaces the whole tag set; an empty map removes every tag. */
export async function setTags(s3: S3Client, target: ObjectTarget, tags: Record<string, string>) {
  await requireObject(s3, target);
  const TagSet = Object.entries(tags).map(([Key, Value]) => ({ Key, Value }));
  if (TagSet.length === 0) await s3.send(new DeleteObjectTaggingCommand(objectInput(target)));
  else await s3.send(new PutObjectTaggingCommand({ ...objectInput(target), Tagging: { TagSet } }));
}
