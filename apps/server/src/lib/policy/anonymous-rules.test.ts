import { describe, expect, it } from 'vitest';
import type { BucketPolicyJson } from './anonymous-rules.ts';
import { parseBucketPolicy, readAccessRules, withAccessRule, withoutAccessRule } from './anonymous-rules.ts';

const bucket = 'photos';
const empty = (): BucketPolicyJson => parseBucketPolicy(undefined);

/** A prefix rule in the older minio-go canned shape: a shared GetBucketLocation and an exact s3:prefix. */
const mcDownload: BucketPolicyJson = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: ['*'] },
      Action: ['s3:GetBucketLocation'],
      Resource: ['arn:aws:s3:::photos'],
    },
    {
      Effect: 'Allow',
      Principal: { AWS: ['*'] },
      Action: ['s3:ListBucket'],
      Resource: ['arn:aws:s3:::photos'],
      Condition: { StringEquals: { 's3:prefix': ['pub/'] } },
    },
    {
      Effect: 'Allow',
      Principal: { AWS: ['*'] },
      Action: ['s3:GetObject'],
      Resource: ['arn:aws:s3:::photos/pub/*'],
    },
  ],
};

describe('access rules in a bucket policy', () => {
  it('reads each level and skips the whole bucket, Deny and non-anonymous statements', () => {
    let policy = withAccessRule(bucket, empty(), { prefix: 'r/', access: 'readonly' });
    policy = withAccessRule(bucket, policy, { prefix: 'w/', access: 'writeonly' });
    policy = withAccessRule(bucket, policy, { prefix: 'rw/', access: 'readwrite' });
    policy.Statement.push(
      { Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] },
      { Effect: 'Deny', Principal: '*', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/d/*'] },
      {
        Effect: 'Allow',
        Principal: { AWS: ['arn:aws:iam::1:user/x'] },
        Action: ['s3:*'],
        Resource: ['arn:aws:s3:::photos/u/*'],
      },
    );
    expect(readAccessRules(bucket, policy)).toEqual([
      { prefix: 'r/', access: 'readonly' },
      { prefix: 'rw/', access: 'readwrite' },
      { prefix: 'w/', access: 'writeonly' },
    ]);
  });

  it('reads and removes a rule written by mc, leaving unrelated statements', () => {
    expect(readAccessRules(bucket, mcDownload)).toEqual([{ prefix: 'pub/', access: 'readonly' }]);
    const { policy, removed } = withoutAccessRule(bucket, mcDownload, 'pub/');
    expect(removed).toBe(true);
    expect(policy.Statement).toEqual([mcDownload.Statement[0]]);
  });

  it('replaces a prefix level instead of adding a second rule', () => {
    const once = withAccessRule(bucket, empty(), { prefix: 'a/', access: 'readonly' });
    const twice = withAccessRule(bucket, once, { prefix: 'a/', access: 'writeonly' });
    expect(readAccessRules(bucket, twice)).toEqual([{ prefix: 'a/', access: 'writeonly' }]);
    expect(twice.Statement).toHaveLength(1);
  });

  it('removes only the prefix asked for, even from shared statements', () => {
    const shared: BucketPolicyJson = {
      Statement: [
        {
          Effect: 'Allow',
          Principal: '*',
          Action: ['s3:GetObject'],
          Resource: ['arn:aws:s3:::photos/a/*', 'arn:aws:s3:::photos/ab/*'],
        },
      ],
    };
    const { policy, removed } = withoutAccessRule(bucket, shared, 'a/');
    expect(removed).toBe(true);
    expect(readAccessRules(bucket, policy)).toEqual([{ prefix: 'ab/', access: 'readonly' }]);
    expect(withoutAccessRule(bucket, policy, 'zzz/').removed).toBe(false);
  });
});
