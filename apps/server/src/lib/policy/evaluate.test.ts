import type { PolicyDocument } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { isAllowed, isAllowedSomewhere } from './evaluate.ts';
import { wildcardMatch } from './wildcard.ts';

const policy = (...Statement: PolicyDocument['Statement']): PolicyDocument => ({
  Version: '2012-10-17',
  Statement,
});

describe('wildcardMatch', () => {
  it.each([
    ['s3:*', 's3:GetObject', true],
    ['s3:Get*', 's3:GetObject', true],
    ['s3:Get*', 's3:PutObject', false],
    ['arn:aws:s3:::photos/*', 'arn:aws:s3:::photos/2024/a.jpg', true],
    ['arn:aws:s3:::photo?', 'arn:aws:s3:::photos', true],
    ['arn:aws:s3:::photo?', 'arn:aws:s3:::photo', false],
    ['*', '', true],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'axxbyy', false],
  ])('%s ~ %s is %s', (pattern, text, expected) => {
    expect(wildcardMatch(pattern, text)).toBe(expected);
  });
});

describe('isAllowed', () => {
  const readOnly = policy(
    {
      Effect: 'Allow',
      Action: ['s3:Get*', 's3:ListBucket'],
      Resource: ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/*'],
    },
    { Effect: 'Deny', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/private/*'] },
  );

  it('expands wildcards in actions', () => {
    expect(isAllowed(readOnly, 's3:GetBucketVersioning', 'arn:aws:s3:::photos')).toBe(true);
    expect(isAllowed(readOnly, 's3:PutObject', 'arn:aws:s3:::photos/a')).toBe(false);
  });

  it('lets an explicit Deny win over an Allow', () => {
    expect(isAllowed(readOnly, 's3:GetObject', 'arn:aws:s3:::photos/public/a')).toBe(true);
    expect(isAllowed(readOnly, 's3:GetObject', 'arn:aws:s3:::photos/private/a')).toBe(false);
  });

  it('checks the resource', () => {
    expect(isAllowed(readOnly, 's3:ListBucket', 'arn:aws:s3:::other')).toBe(false);
  });

  it('treats actions case-insensitively and supports NotAction', () => {
    const p = policy({ Effect: 'Allow', NotAction: ['s3:Delete*'], Resource: ['arn:aws:s3:::*'] });
    expect(isAllowed(p, 's3:getobject', 'arn:aws:s3:::b/k')).toBe(true);
    expect(isAllowed(p, 's3:DeleteObject', 'arn:aws:s3:::b/k')).toBe(false);
  });

  it('applies statements without a Resource everywhere (admin actions)', () => {
    const p = policy(
      { Effect: 'Allow', Action: ['admin:*'] },
      { Effect: 'Deny', Action: ['admin:DeleteUser'] },
    );
    expect(isAllowed(p, 'admin:ListUsers', '*')).toBe(true);
    expect(isAllowed(p, 'admin:DeleteUser', '*')).toBe(false);
  });

  it('does not let a conditional Deny remove access', () => {
    const p = policy(
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
      {
        Effect: 'Deny',
        Action: ['s3:*'],
        Resource: ['arn:aws:s3:::*'],
        Condition: { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
      },
    );
    expect(isAllowed(p, 's3:PutObject', 'arn:aws:s3:::b/k')).toBe(true);
  });
});

describe('isAllowedSomewhere', () => {
  it('is true when some resource stays allowed', () => {
    const p = policy(
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
      { Effect: 'Deny', Action: ['s3:DeleteObject'], Resource: ['arn:aws:s3:::locked/*'] },
    );
    expect(isAllowedSomewhere(p, 's3:DeleteObject')).toBe(true);
  });

  it('is false when a Deny covers everything the Allow names', () => {
    const p = policy(
      { Effect: 'Allow', Action: ['admin:*'] },
      { Effect: 'Deny', Action: ['admin:ListUsers', 'admin:Get*'] },
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
      { Effect: 'Deny', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] },
    );
    expect(isAllowedSomewhere(p, 'admin:ListUsers')).toBe(false);
    expect(isAllowedSomewhere(p, 'admin:GetPolicy')).toBe(false);
    expect(isAllowedSomewhere(p, 'admin:ServerInfo')).toBe(true);
    expect(isAllowedSomewhere(p, 's3:ListAllMyBuckets')).toBe(false);
  });

  it('treats a bare * resource as all of S3', () => {
    const p = policy(
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['*'] },
      { Effect: 'Deny', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
    );
    expect(isAllowedSomewhere(p, 's3:GetObject')).toBe(false);
  });

  it('is false without any Allow, and for the null statement list MinIO sends', () => {
    expect(isAllowedSomewhere(policy(), 's3:GetObject')).toBe(false);
    expect(
      isAllowedSomewhere({ Version: '', Statement: null } as unknown as PolicyDocument, 's3:GetObject'),
    ).toBe(false);
    expect(
      isAllowed({ Version: '', Statement: null } as unknown as PolicyDocument, 's3:GetObject', '*'),
    ).toBe(false);
  });
});
