import { S3ServiceException } from '@aws-sdk/client-s3';
import { MadminError } from '@granary/madmin';

/** The S3 error code (NoSuchBucket, AccessDenied, ...) of a failed S3 call, by the SDK or a raw request. */
export const s3Code = (error: unknown) =>
  error instanceof S3ServiceException ? error.name : error instanceof MadminError ? error.code : undefined;
