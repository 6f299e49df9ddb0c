import { describe, expect, it } from 'vitest';
import { classifyBucketPolicy, publicBucketPolicy } from './bucket-access-policy.ts';

const allow = (actions: string[], resource: string, extra: object = {}) => ({
  Effect: 'Allow',
  Principal: { AWS: ['*'] },
  Action: actions,
  Resource: [resource],
  ...extra,
});
const policy = (...statements: object[]) => JSON.stringify({ Version: '2012-10-17', Statement: statements });
const readBucket = allow(['s3:GetBucketLocation', 's3:ListBucket'], 'arn:aws:s3:::b');
const readObjects = allow(['s3:GetObject'], 'arn:aws:s3:::b/*');
const readOnly = [readBucket, readObjects];
const readWrite = [
  allow(['s3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads'], 'arn:aws:s3:::b'),
  allow(
    [
      's3:AbortMultipartUpload',
      's3:DeleteObject',
      's3:GetObject',
      's3:ListMultipartUploadParts',
      's3:PutObject',
    ],
    'arn:aws:s3:::b/*',
  ),
];

describe('classifyBucketPolicy', () => {
  it('is PRIVATE without a policy or statements', () => {
    expect(classifyBucketPolicy('b', undefined)).toBe('PRIVATE');
    expect(classifyBucketPolicy('b', policy())).toBe('PRIVATE');
  });

  it('is PUBLIC for the canned read-only and read-write policies, however the principal is written', () => {
    expect(classifyBucketPolicy('b', policy(...readOnly))).toBe('PUBLIC');
    expect(classifyBucketPolicy('b', policy(...readWrite))).toBe('PUBLIC');
    expect(classifyBucketPolicy('b', policy({ ...readOnly[0], Principal: '*' }, readObjects))).toBe('PUBLIC');
  });

  it('is CUSTOM for anything else', () => {
    const writeOnly = allow(['s3:PutObject'], 'arn:aws:s3:::b/*');
    expect(classifyBucketPolicy('b', policy(writeOnly))).toBe('CUSTOM');
    expect(classifyBucketPolicy('b', policy(allow(['s3:GetObject'], 'arn:aws:s3:::b/photos*')))).toBe(
      'CUSTOM',
    );
    expect(classifyBucketPolicy('b', policy(...readOnly, { ...readObjects, Effect: 'Deny' }))).toBe('CUSTOM');
    const conditional = allow(['s3:GetObject'], 'arn:aws:s3:::b/*', { Condition: { IpAddress: {} } });
    expect(classifyBucketPolicy('b', policy(readBucket, conditional))).toBe('CUSTOM');
    const someone = { ...readObjects, Principal: { AWS: ['arn:aws:iam::1:root'] } };
    expect(classifyBucketPolicy('b', policy(readBucket, someone))).toBe('CUSTOM');
    expect(classifyBucketPolicy('b', 'not json')).toBe('CUSTOM');
  });
});

describe('publicBucketPolicy', () => {
  it('is the canned read-write policy, which classifies as PUBLIC', () => {
    expect(JSON.parse(publicBucketPolicy('b'))).toEqual({ Version: '2012-10-17', Statement: readWrite });
    expect(classifyBucketPolicy('b', publicBucketPolicy('b'))).toBe('PUBLIC');
    expect(classifyBucketPolicy('other', publicBucketPolicy('b'))).toBe('CUSTOM');
  });
});
