import { describe, expect, it } from 'vitest';
import { bucketNameProblem, createBucketRequestSchema } from './buckets.ts';

describe('bucket names (S3 rules)', () => {
  it.each(['abc', 'my.bucket-1', 'a'.repeat(63), '1st-bucket'])('accepts %s', (name) => {
    expect(bucketNameProblem(name)).toBeUndefined();
  });

  it.each([
    ['', 'Bucket name is required'],
    ['ab', 'Bucket name must be between 3 and 63 characters long'],
    ['a'.repeat(64), 'Bucket name must be between 3 and 63 characters long'],
    ['My-Bucket', 'Bucket name can only contain lowercase letters, numbers, dots (.) and hyphens (-)'],
    ['under_score', 'Bucket name can only contain lowercase letters, numbers, dots (.) and hyphens (-)'],
    ['bucket-', 'Bucket name must begin and end with a letter or number'],
    ['.bucket', 'Bucket name must begin and end with a letter or number'],
    ['my..bucket', 'Bucket name must not contain two adjacent periods'],
    ['10.0.0.1', 'Bucket name must not be formatted as an IP address'],
    ['xn--bucket', "Bucket name must not start with 'xn--'"],
    ['bucket-s3alias', "Bucket name must not end with '-s3alias'"],
  ])('refuses %j: %s', (name, message) => {
    expect(bucketNameProblem(name)).toBe(message);
  });
});

describe('createBucketRequestSchema', () => {
  it('needs versioning for retention and a positive quota', () => {
    const retention = { mode: 'compliance', unit: 'days', validity: 1 } as const;
    const noVersioning = createBucketRequestSchema.safeParse({ name: 'abc', retention });
    expect(noVersioning.error?.issues[0]?.message).toBe('Retention requires versioning to be enabled');
    const zero = createBucketRequestSchema.safeParse({
      name: 'abc',
      quota: { enabled: true, quota_type: 'hard', amount: 0 },
    });
    expect(zero.error?.issues[0]?.message).toBe('Quota must be greater than 0');
    expect(createBucketRequestSchema.parse({ name: 'abc' })).toEqual({
      name: 'abc',
      versioning: false,
      locking: false,
    });
  });
});
