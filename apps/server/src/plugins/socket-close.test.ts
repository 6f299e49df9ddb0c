import { S3ServiceException } from '@aws-sdk/client-s3';
import { liveCloseCodes } from '@granary/contract';
import { MadminError, MadminUnreachableError } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { httpError } from '../lib/http-error.ts';
import { toHttpError } from './error-handler.ts';
import { socketClose } from './socket-close.ts';

const minio = 'http://minio.example:9000';
const s3Error = (name: string, status: number, fields: Record<string, string> = {}) =>
  Object.assign(
    new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: status }, message: name }),
    fields,
  );

describe('a live socket failure', () => {
  it('reads as the REST answer to an expired session, and closes as an ended session (4401)', () => {
    const expired = new MadminError({ code: 'ExpiredToken', status: 400, message: 'The token expired' });
    expect(socketClose(expired, minio)).toEqual({
      code: liveCloseCodes.sessionEnded,
      message: toHttpError(expired, minio).message,
    });
    expect(socketClose(expired, minio).message).toBe('Your session has ended. Log in again.');
    expect(socketClose(httpError('invalidSession', 'Gone.'), minio).code).toBe(liveCloseCodes.sessionEnded);
  });

  it('closes a refusal (4xx) with 1008 and a failure (5xx) with 1011, in the REST words', () => {
    const denied = new MadminError({ code: 'AccessDenied', status: 403, message: 'Access Denied.' });
    expect(socketClose(denied, minio)).toEqual({
      code: liveCloseCodes.refused,
      message: toHttpError(denied, minio).message,
    });
    expect(socketClose(s3Error('NoSuchBucket', 404, { BucketName: 'gone' }), minio)).toEqual({
      code: liveCloseCodes.refused,
      message: "Bucket 'gone' does not exist.",
    });
    expect(socketClose(new MadminUnreachableError('refused'), minio)).toEqual({
      code: liveCloseCodes.failed,
      message: `MinIO at ${minio} cannot be reached.`,
    });
    expect(socketClose(httpError('minioFailed', 'MinIO ended it.'), minio)).toEqual({
      code: liveCloseCodes.failed,
      message: 'MinIO ended it.',
    });
  });

  it("says MinIO's stream limit in the user's words", () => {
    const limit = new MadminError({
      code: 'XMinioAdminError',
      status: 500,
      message: 'limit of `8` subscribers is reached',
    });
    expect(socketClose(limit, minio)).toMatchObject({ code: liveCloseCodes.failed });
    expect(socketClose(limit, minio).message).toMatch(/^MinIO serves at most 8 of these streams at once/);
  });
});
