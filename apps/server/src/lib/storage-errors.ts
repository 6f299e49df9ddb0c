import { MadminError } from '@granary/madmin';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { httpError, type HttpError } from './http-error.ts';

/** What MinIO's answer names: the bucket and object it is about, when it says. */
export type MissingNames = { bucket?: string; key?: string };

export const bucketNotFound = (name: string, detail = '') =>
  httpError('notFound', `Bucket '${name}' does not exist.`, detail);

export const objectNotFound = (key: string, detail = '') =>
  httpError('notFound', `There is no object '${key}' in this bucket.`, detail);

/** MinIO's answers that a named thing is not there, in the user's words when the answer names it. */
const namedAnswers: Record<string, (names: MissingNames, detail: string) => HttpError | undefined> = {
  NoSuchBucket: ({ bucket }, detail) => (bucket === undefined ? undefined : bucketNotFound(bucket, detail)),
  NoSuchKey: ({ key }, detail) => (key === undefined ? undefined : objectNotFound(key, detail)),
  NoSuchVersion: ({ key }, detail) => (key === undefined ? undefined : objectNotFound(key, detail)),
};

/** Every MinIO code for "not there": 404 whatever status MinIO sent it with. */
const notFoundCodes = new Set([
  ...Object.keys(namedAnswers),
  'NotFound',
  'NoSuchUpload',
  'NoSuchBucketPolicy',
  'NoSuchLifecycleConfiguration',
  'NoSuchTagSet',
  'NoSuchObjectLockConfiguration',
  'XMinioAdminNoSuchUser',
  'XMinioAdminNoSuchGroup',
  'XMinioAdminNoSuchPolicy',
  'XMinioAdminNoSuchServiceAccount',
]);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The bucket and key MinIO's error names: the SDK and madmin both keep its BucketName and Key. */
export function missingNames(error: unknown): MissingNames {
  const fields =
    error instanceof S3ServiceException
      ? { bucket: (error as { BucketName?: unknown }).BucketName, key: (error as { Key?: unknown }).Key }
      : error instanceof MadminError
        ? { bucket: error.bucket, key: error.key }
        : {};
  const bucket = text(fields.bucket);
  const key = text(fields.key);
  return { ...(bucket !== undefined && { bucket }), ...(key !== undefined && { key }) };
}

/** The answer for MinIO's "not there" codes, or undefined for any other code. */
export function notFoundAnswer(
  code: string,
  names: MissingNames,
  message: string,
  detail: string,
): HttpError | undefined {
  if (!notFoundCodes.has(code)) return undefined;
  return namedAnswers[code]?.(names, detail) ?? httpError('notFound', message, detail);
}
