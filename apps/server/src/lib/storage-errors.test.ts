import { S3ServiceException } from '@aws-sdk/client-s3';
import { MadminError } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../plugins/error-handler.ts';

describe("MinIO's answers that a named thing is not there, mapped once", () => {
  const s3Missing = (name: string, fields: Record<string, string>) =>
    Object.assign(
      new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 404 }, message: name }),
      fields,
    );

  it('names the bucket and the object MinIO names, as a 404 not_found', () => {
    const bucket = toHttpError(s3Missing('NoSuchBucket', { BucketName: 'photos' }));
    expect(bucket).toMatchObject({
      status: 404,
      code: 'not_found',
      message: "Bucket 'photos' does not exist.",
    });
    expect(bucket.detailedMessage).toBe('NoSuchBucket: NoSuchBucket');
    const key = toHttpError(s3Missing('NoSuchKey', { BucketName: 'photos', Key: 'a/b.jpg' }));
    expect(key).toMatchObject({ status: 404, message: "There is no object 'a/b.jpg' in this bucket." });
    const version = toHttpError(
      new MadminError({ code: 'NoSuchVersion', message: 'No version.', status: 404, key: 'a/b.jpg' }),
    );
    expect(version).toMatchObject({ status: 404, message: "There is no object 'a/b.jpg' in this bucket." });
    const raw = toHttpError(
      new MadminError({ code: 'NoSuchBucket', message: 'No bucket.', status: 404, bucket: 'logs' }),
    );
    expect(raw.message).toBe("Bucket 'logs' does not exist.");
  });

  it("keeps MinIO's words where the answer names nothing, and is 404 whatever MinIO's status", () => {
    const admin = toHttpError(
      new MadminError({
        code: 'XMinioAdminNoSuchUser',
        message: 'The specified user does not exist.',
        status: 400,
      }),
    );
    expect(admin).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'The specified user does not exist.',
    });
  });
});
