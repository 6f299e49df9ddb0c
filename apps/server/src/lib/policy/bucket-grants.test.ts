import type { PolicyDocument, PolicyStatement } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { grantsBucketAccess, patternWitness } from './bucket-grants.ts';

const policy = (...Statement: PolicyStatement[]): PolicyDocument => ({ Version: '2012-10-17', Statement });
const allow = (Action: string[], Resource: string[]): PolicyStatement => ({
  Effect: 'Allow',
  Action,
  Resource,
});
const deny = (Action: string[], Resource: string[]): PolicyStatement => ({
  Effect: 'Deny',
  Action,
  Resource,
});

describe('patternWitness', () => {
  it.each([
    ['arn:aws:s3:::*', 'arn:aws:s3:::photos/', true],
    ['arn:aws:s3:::photos/2024/*', 'arn:aws:s3:::photos/', true],
    ['arn:aws:s3:::pho*/a', 'arn:aws:s3:::photos/', true],
    ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/', false],
    ['arn:aws:s3:::other/*', 'arn:aws:s3:::photos/', false],
    ['arn:aws:s3:::photo?/x', 'arn:aws:s3:::photos/', true],
  ])('%s names something under %s: %s', (pattern, prefix, expected) => {
    const witness = patternWitness(pattern, prefix);
    expect(witness !== undefined).toBe(expected);
    if (witness) expect(witness.startsWith(prefix)).toBe(true);
  });
});

describe('grantsBucketAccess', () => {
  const bucket = 'photos';

  it('counts bucket, object, prefix and wildcard grants', () => {
    expect(grantsBucketAccess(policy(allow(['s3:ListBucket'], ['arn:aws:s3:::photos'])), bucket)).toBe(true);
    expect(grantsBucketAccess(policy(allow(['s3:GetObject'], ['arn:aws:s3:::photos/*'])), bucket)).toBe(true);
    expect(grantsBucketAccess(policy(allow(['s3:Put*'], ['arn:aws:s3:::photos/2024/*'])), bucket)).toBe(true);
    expect(grantsBucketAccess(policy(allow(['s3:*'], ['arn:aws:s3:::ph*'])), bucket)).toBe(true);
    expect(grantsBucketAccess(policy(allow(['s3:*'], ['*'])), bucket)).toBe(true);
  });

  it('ignores other buckets, admin-only policies and actions on the wrong kind of resource', () => {
    expect(grantsBucketAccess(policy(allow(['s3:*'], ['arn:aws:s3:::other/*'])), bucket)).toBe(false);
    expect(grantsBucketAccess(policy({ Effect: 'Allow', Action: ['admin:*'] }), bucket)).toBe(false);
    expect(grantsBucketAccess(policy(allow(['s3:GetObject'], ['arn:aws:s3:::photos'])), bucket)).toBe(false);
    expect(grantsBucketAccess({ Statement: null } as unknown as PolicyDocument, bucket)).toBe(false);
  });

  it('lets a Deny take the access away, but not a Deny on a narrower prefix', () => {
    const all = allow(['s3:*'], ['arn:aws:s3:::*']);
    expect(grantsBucketAccess(policy(all, deny(['s3:*'], ['arn:aws:s3:::photos*'])), bucket)).toBe(false);
    expect(grantsBucketAccess(policy(all, deny(['s3:*'], ['arn:aws:s3:::photos/private/*'])), bucket)).toBe(
      true,
    );
    expect(grantsBucketAccess(policy(deny(['s3:*'], ['arn:aws:s3:::*'])), bucket)).toBe(false);
  });

  it('honours NotResource and NotAction', () => {
    const everywhereElse: PolicyStatement = {
      Effect: 'Allow',
      Action: ['s3:*'],
      NotResource: ['arn:aws:s3:::photos*'],
    };
    expect(grantsBucketAccess(policy(everywhereElse), bucket)).toBe(false);
    const allButDelete: PolicyStatement = {
      Effect: 'Allow',
      NotAction: ['s3:Delete*'],
      Resource: ['arn:aws:s3:::*'],
    };
    expect(grantsBucketAccess(policy(allButDelete), bucket)).toBe(true);
  });
});
