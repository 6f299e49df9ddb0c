import type { PolicyDocument } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { isAllowed, isAllowedSomewhere, isAllowedUnder } from './evaluate.ts';
import { matchesEveryTextFrom, matchesSomeTextFrom, wildcardMatch } from './wildcard.ts';

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

describe('matchesSomeTextFrom and matchesEveryTextFrom', () => {
  it.each([
    ['arn:aws:s3:::b/*', 'arn:aws:s3:::b/', true, true],
    ['arn:aws:s3:::b/docs/*', 'arn:aws:s3:::b/', true, false],
    ['arn:aws:s3:::b/docs/*', 'arn:aws:s3:::b/docs/2024/', true, true],
    ['arn:aws:s3:::b/docs/*', 'arn:aws:s3:::b/pics/', false, false],
    ['arn:aws:s3:::b/*.txt', 'arn:aws:s3:::b/notes/', true, false],
    ['arn:aws:s3:::b?/*', 'arn:aws:s3:::b1/x', true, true],
    ['arn:aws:s3:::b', 'arn:aws:s3:::b/', false, false],
    ['*', 'arn:aws:s3:::b/', true, true],
    ['arn:aws:s3:::b/a**', 'arn:aws:s3:::b/a', true, true],
  ])('%s from %s: some %s, every %s', (pattern, start, some, every) => {
    expect(matchesSomeTextFrom(pattern, start)).toBe(some);
    expect(matchesEveryTextFrom(pattern, start)).toBe(every);
  });
});

describe('isAllowedUnder', () => {
  const scope = (folder: string) => `arn:aws:s3:::photos/${folder}`;

  it('is false for a read-only policy and true where writing is allowed under part of the folder', () => {
    const readOnly = policy({
      Effect: 'Allow',
      Action: ['s3:GetObject', 's3:ListBucket'],
      Resource: ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/*'],
    });
    expect(isAllowedUnder(readOnly, 's3:DeleteObject', scope(''))).toBe(false);
    expect(isAllowedUnder(readOnly, 's3:GetObject', scope('2024/'))).toBe(true);
    const oneFolder = policy({ Effect: 'Allow', Action: ['s3:PutObject'], Resource: [scope('inbox/*')] });
    expect(isAllowedUnder(oneFolder, 's3:PutObject', scope(''))).toBe(true);
    expect(isAllowedUnder(oneFolder, 's3:PutObject', scope('inbox/a/'))).toBe(true);
    expect(isAllowedUnder(oneFolder, 's3:PutObject', scope('other/'))).toBe(false);
  });

  it('is false when an unconditional Deny covers the whole folder, not when it covers part of it', () => {
    const p = policy(
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
      { Effect: 'Deny', Action: ['s3:DeleteObject'], Resource: [scope('locked/*')] },
      { Effect: 'Deny', Action: ['s3:PutObject'], Resource: [scope('*.exe')] },
    );
    expect(isAllowedUnder(p, 's3:DeleteObject', scope('locked/'))).toBe(false);
    expect(isAllowedUnder(p, 's3:DeleteObject', scope(''))).toBe(true);
    expect(isAllowedUnder(p, 's3:PutObject', scope('locked/'))).toBe(true);
  });

  it('reads NotResource both ways', () => {
    const p = policy({ Effect: 'Allow', Action: ['s3:PutObject'], NotResource: [scope('archive/*')] });
    expect(isAllowedUnder(p, 's3:PutObject', scope('archive/'))).toBe(false);
    expect(isAllowedUnder(p, 's3:PutObject', scope(''))).toBe(true);
  });
});

describe('conditions, read for hints and for what Granary enforces', () => {
  const expired = { DateLessThan: { 'aws:CurrentTime': '2020-01-01T00:00:00Z' } };
  const conditionalAllow = policy({ Effect: 'Allow', Action: ['admin:*'], Condition: expired });
  const conditionalDeny = policy(
    { Effect: 'Allow', Action: ['admin:*'] },
    { Effect: 'Deny', Action: ['admin:ConsoleLog'], Condition: expired },
  );

  it('a conditional Allow is offered as a hint and never grants where Granary enforces', () => {
    expect(isAllowedSomewhere(conditionalAllow, 'admin:ConsoleLog')).toBe(true);
    expect(isAllowedSomewhere(conditionalAllow, 'admin:ConsoleLog', 'enforce')).toBe(false);
    expect(isAllowed(conditionalAllow, 'admin:ConsoleLog', '*', 'enforce')).toBe(false);
  });

  it('a conditional Deny does not hide the action as a hint and always denies where Granary enforces', () => {
    expect(isAllowedSomewhere(conditionalDeny, 'admin:ConsoleLog')).toBe(true);
    expect(isAllowedSomewhere(conditionalDeny, 'admin:ConsoleLog', 'enforce')).toBe(false);
    expect(isAllowed(conditionalDeny, 'admin:ConsoleLog', '*', 'enforce')).toBe(false);
    expect(isAllowed(conditionalDeny, 'admin:ServerInfo', '*', 'enforce')).toBe(true);
  });

  it('an Allow by NotResource does not outweigh a Deny of the action where Granary enforces', () => {
    const notResource = policy(
      { Effect: 'Allow', Action: ['admin:*'], NotResource: ['arn:aws:s3:::x'] },
      { Effect: 'Deny', Action: ['admin:*'], Condition: expired },
    );
    expect(isAllowedSomewhere(notResource, 'admin:ConsoleLog', 'enforce')).toBe(false);
    expect(isAllowedSomewhere(notResource, 'admin:ConsoleLog')).toBe(true);
  });
});
