import {
  GetObjectLegalHoldCommand,
  GetObjectLockConfigurationCommand,
  GetObjectRetentionCommand,
  GetObjectTaggingCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  type HeadObjectCommandOutput,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ObjectInfo, type ObjectInfoPart } from '@granary/contract';
import type { HttpError } from '../../lib/http-error.ts';
import { httpError } from '../../lib/http-error.ts';
import { bucketNotFound, objectNotFound } from '../../lib/storage-errors.ts';
import { s3Code } from '../../plugins/s3-client.ts';

export type ObjectTarget = { bucket: string; key: string; versionId?: string | undefined };

/** 'null' is the version id of an object written while versioning was off; S3 takes it as given. */
export const versionOf = (target: ObjectTarget) => (target.versionId ? { VersionId: target.versionId } : {});

/** Answers that only say the bucket has no object lock, or the object none of this setting. */
const absentSettingCodes = new Set([
  'InvalidRequest',
  'NoSuchObjectLockConfiguration',
  'ObjectLockConfigurationNotFoundError',
]);

async function orAbsent<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (absentSettingCodes.has(s3Code(error) ?? '')) return undefined;
    throw error;
  }
}

const headerOf = (error: unknown, name: string) =>
  error instanceof S3ServiceException ? error.$response?.headers?.[name] : undefined;

type Head = HeadObjectCommandOutput | { deleteMarker: { versionId: string; lastModified: string } };

/** A delete marker's HEAD carries no date: the version listing of the key has it. */
async function markerDate(s3: S3Client, target: ObjectTarget, versionId: string): Promise<string> {
  const listed = await s3.send(
    new ListObjectVersionsCommand({ Bucket: target.bucket, Prefix: target.key, MaxKeys: 1000 }),
  );
  const marker = (listed.DeleteMarkers ?? []).find(
    (entry) => entry.Key === target.key && entry.VersionId === versionId,
  );
  return marker?.LastModified?.toISOString() ?? '';
}

/**
 * HEAD of the object or version. A delete marker answers 404 (current) or 405 (by version id) with
 * `x-amz-delete-marker: true`; that is reported as a marker instead of an error.
 */
async function headObject(s3: S3Client, target: ObjectTarget): Promise<Head> {
  try {
    return await s3.send(
      new HeadObjectCommand({ Bucket: target.bucket, Key: target.key, ...versionOf(target) }),
    );
  } catch (error) {
    if (headerOf(error, 'x-amz-delete-marker') === 'true') {
      const versionId = headerOf(error, 'x-amz-version-id') ?? target.versionId ?? 'null';
      return { deleteMarker: { versionId, lastModified: await markerDate(s3, target, versionId) } };
    }
    const code = s3Code(error);
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    // A HEAD answer has no body to name what is missing: ask whether the bucket is there.
    if (code === 'NotFound' || status === 404) throw await missingBucketOrObject(s3, target);
    if (status === 400 && target.versionId)
      throw httpError('badRequest', `'${target.versionId}' is not a valid version id.`);
    throw error;
  }
}

/** HEAD has no body, so a 404 does not say whether the bucket or the object is missing. */
async function missingBucketOrObject(s3: S3Client, target: ObjectTarget): Promise<HttpError> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: target.bucket }));
    return objectNotFound(target.key);
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      return bucketNotFound(target.bucket);
    throw error;
  }
}

/** Whether the bucket was created with object lock (then retention and legal hold can be set). */
export async function bucketHasObjectLock(s3: S3Client, bucket: string): Promise<boolean> {
  try {
    const lock = await s3.send(new GetObjectLockConfigurationCommand({ Bucket: bucket }));
    return lock.ObjectLockConfiguration?.ObjectLockEnabled === 'Enabled';
  } catch (error) {
    if (absentSettingCodes.has(s3Code(error) ?? '')) return false;
    throw error;
  }
}

/** Checks that the object (or version) exists and is not a delete marker before it is changed. */
export async function requireObject(s3: S3Client, target: ObjectTarget): Promise<void> {
  const head = await headObject(s3, target);
  if ('deleteMarker' in head)
    throw httpError('badRequest', `'${target.key}' is a delete marker; it cannot be changed.`);
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function metadataOf(head: HeadObjectCommandOutput): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (head.ContentType) metadata['Content-Type'] = head.ContentType;
  if (head.CacheControl) metadata['Cache-Control'] = head.CacheControl;
  if (head.ContentEncoding) metadata['Content-Encoding'] = head.ContentEncoding;
  if (head.ContentDisposition) metadata['Content-Disposition'] = head.ContentDisposition;
  if (head.StorageClass) metadata['X-Amz-Storage-Class'] = head.StorageClass;
  for (const [name, value] of Object.entries(head.Metadata ?? {}))
    metadata[`X-Amz-Meta-${capitalised(name)}`] = value;
  return metadata;
}

/** The parts of the page MinIO refused to this user, collected as they are read. */
type Refusals = Set<ObjectInfoPart>;

/** One part's answer; undefined, and the part noted, when the user's policy does not allow reading it. */
async function orNotAllowed<T>(
  refusals: Refusals,
  part: ObjectInfoPart,
  call: Promise<T>,
): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (s3Code(error) !== 'AccessDenied') throw error;
    refusals.add(part);
    return undefined;
  }
}

async function protectionOf(s3: S3Client, target: ObjectTarget, objectLock: boolean, refusals: Refusals) {
  const input = { Bucket: target.bucket, Key: target.key, ...versionOf(target) };
  const [legalHold, retention, tagging] = await Promise.all([
    objectLock
      ? orNotAllowed(refusals, 'legal_hold', orAbsent(s3.send(new GetObjectLegalHoldCommand(input))))
      : undefined,
    objectLock
      ? orNotAllowed(refusals, 'retention', orAbsent(s3.send(new GetObjectRetentionCommand(input))))
      : undefined,
    orNotAllowed(refusals, 'tags', s3.send(new GetObjectTaggingCommand(input))),
  ]);
  const legalHoldRead = objectLock && !refusals.has('legal_hold');
  return {
    legal_hold_status: legalHoldRead ? (legalHold?.LegalHold?.Status ?? 'OFF') : '',
    retention_mode: retention?.Retention?.Mode ?? '',
    retention_until_date: retention?.Retention?.RetainUntilDate?.toISOString() ?? '',
    tags: Object.fromEntries((tagging?.TagSet ?? []).map((tag) => [tag.Key ?? '', tag.Value ?? ''])),
  } as const;
}

/** Everything the detail screen shows about one object or version. */
export async function readObjectInfo(s3: S3Client, target: ObjectTarget): Promise<ObjectInfo> {
  const head = await headObject(s3, target);
  const refusals: Refusals = new Set();
  const objectLock =
    (await orNotAllowed(refusals, 'object_lock', bucketHasObjectLock(s3, target.bucket))) ?? false;
  if ('deleteMarker' in head)
    return {
      ...emptyInfo(target.key, objectLock),
      not_allowed: [...refusals],
      version_id: head.deleteMarker.versionId,
      last_modified: head.deleteMarker.lastModified,
      is_delete_marker: true,
    };
  const versionId = head.VersionId ?? 'null';
  return {
    ...emptyInfo(target.key, objectLock),
    size: head.ContentLength ?? 0,
    last_modified: head.LastModified?.toISOString() ?? '',
    etag: (head.ETag ?? '').replaceAll('"', ''),
    content_type: head.ContentType ?? '',
    version_id: versionId,
    ...(await protectionOf(s3, { ...target, versionId: head.VersionId }, objectLock, refusals)),
    user_metadata: metadataOf(head),
    not_allowed: [...refusals].sort(),
  };
}

const emptyInfo = (name: string, objectLock: boolean): ObjectInfo => ({
  name,
  size: 0,
  last_modified: '',
  etag: '',
  content_type: '',
  version_id: 'null',
  is_delete_marker: false,
  legal_hold_status: '',
  retention_mode: '',
  retention_until_date: '',
  object_lock: objectLock,
  tags: {},
  user_metadata: {},
  not_allowed: [],
});
