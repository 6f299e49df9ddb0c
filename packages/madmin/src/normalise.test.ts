import { describe, expect, it } from 'vitest';
import { policyEntitiesQuery } from './admin-policies.ts';
import { addServiceAccountBody } from './admin-service-accounts.ts';
import {
  normaliseCannedPolicyInfo,
  normaliseCredentials,
  normaliseDate,
  normaliseGroupInfo,
  normalisePolicyEntities,
  normaliseServiceAccountInfo,
  normaliseServiceAccountSummary,
  parsePolicy,
} from './normalise.ts';
import { buildQueryString } from './sign.ts';

// Wire samples below are shaped like what the pinned MinIO sent (see NOTES.md).
describe('normalisation of MinIO answers', () => {
  it('treats the Unix epoch and Go zero time as "no date"', () => {
    expect(normaliseDate('1970-01-01T00:00:00Z')).toBeUndefined();
    expect(normaliseDate('0001-01-01T00:00:00Z')).toBeUndefined();
    expect(normaliseDate('')).toBeUndefined();
    expect(normaliseDate(null)).toBeUndefined();
    expect(normaliseDate('not a date')).toBeUndefined();
    expect(normaliseDate('2026-11-21T09:19:57Z')).toBe('2026-11-21T09:19:57Z');
  });

  it('parses policies sent as text or objects and turns a null Statement into []', () => {
    expect(parsePolicy('{\n "Version": "",\n "Statement": null\n}')).toEqual({ Version: '', Statement: [] });
    expect(parsePolicy({ Statement: [{ Effect: 'Allow' }] })).toEqual({ Statement: [{ Effect: 'Allow' }] });
    expect(parsePolicy('')).toBeUndefined();
    expect(parsePolicy(null)).toBeUndefined();
  });

  it('group info: null members become [], a missing policy becomes ""', () => {
    expect(
      normaliseGroupInfo({ name: 'g', status: 'disabled', members: null, updatedAt: '2026-11-21T08:18:56Z' }),
    ).toEqual({ name: 'g', status: 'disabled', members: [], policy: '', updatedAt: '2026-11-21T08:18:56Z' });
    expect(normaliseGroupInfo({ name: 'g', status: 'enabled', members: ['a'], policy: 'p1,p2' })).toEqual({
      name: 'g',
      status: 'enabled',
      members: ['a'],
      policy: 'p1,p2',
    });
  });

  it('policy entities: missing lists and null members become []', () => {
    expect(normalisePolicyEntities({ timestamp: '2026-11-21T08:18:56Z' })).toEqual({
      policyMappings: [],
      userMappings: [],
      groupMappings: [],
    });
    expect(
      normalisePolicyEntities({
        policyMappings: [{ policy: 'p', users: null, groups: ['g'] }],
        userMappings: [
          { user: 'u', policies: ['p'], memberOfMappings: [{ group: 'g', policies: null }] },
          { user: 'v', policies: null },
        ],
        groupMappings: [{ group: 'g', policies: ['p'] }],
      }),
    ).toEqual({
      policyMappings: [{ policy: 'p', users: [], groups: ['g'] }],
      userMappings: [
        { user: 'u', policies: ['p'], memberOfMappings: [{ group: 'g', policies: [] }] },
        { user: 'v', policies: [] },
      ],
      groupMappings: [{ group: 'g', policies: ['p'] }],
    });
  });

  it('canned policy info (v=2): builtin policies have no dates', () => {
    expect(normaliseCannedPolicyInfo({ PolicyName: 'readonly', Policy: { Statement: [] } })).toEqual({
      name: 'readonly',
      policy: { Statement: [] },
    });
    expect(
      normaliseCannedPolicyInfo({
        PolicyName: 'p',
        Policy: { Statement: [] },
        CreateDate: '2026-11-21T08:18:57.48Z',
        UpdateDate: '2026-11-21T08:18:58Z',
      }),
    ).toMatchObject({ createDate: '2026-11-21T08:18:57.48Z', updateDate: '2026-11-21T08:18:58Z' });
  });

  it('service accounts: no expiry (epoch) is dropped, empty names too, status stays on/off', () => {
    expect(
      normaliseServiceAccountSummary({
        parentUser: 'root',
        accountStatus: 'on',
        impliedPolicy: true,
        accessKey: 'K',
        expiration: '1970-01-01T00:00:00Z',
        name: '',
      }),
    ).toEqual({ accessKey: 'K', parentUser: 'root', accountStatus: 'on' });
    expect(
      normaliseServiceAccountSummary({
        parentUser: 'u',
        accountStatus: 'off',
        accessKey: 'K',
        name: 'n',
        description: 'd',
        expiration: '2026-11-21T09:19:57Z',
      }),
    ).toEqual({
      accessKey: 'K',
      parentUser: 'u',
      accountStatus: 'off',
      name: 'n',
      description: 'd',
      expiration: '2026-11-21T09:19:57Z',
    });
  });

  it('service account info: the policy string is parsed; an empty implied document is left out', () => {
    const own = normaliseServiceAccountInfo({
      parentUser: 'bob',
      accountStatus: 'on',
      impliedPolicy: false,
      policy: '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["s3:ListAllMyBuckets"]}]}',
    });
    expect(own.policy?.Statement).toEqual([{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'] }]);
    const rootImplied = normaliseServiceAccountInfo({
      parentUser: 'root',
      accountStatus: 'on',
      impliedPolicy: true,
      policy: '{\n "Version": "",\n "Statement": null\n}',
    });
    expect(rootImplied).toEqual({ parentUser: 'root', accountStatus: 'on', impliedPolicy: true });
  });

  it('credentials: no session token and the epoch expiration are dropped', () => {
    expect(
      normaliseCredentials({ accessKey: 'A', secretKey: 'S', expiration: '1970-01-01T00:00:00Z' }),
    ).toEqual({ accessKey: 'A', secretKey: 'S' });
  });
});

describe('request building', () => {
  it('policy-entities filters are repeatable policy=, user=, group= parameters', () => {
    const query = policyEntitiesQuery({ policies: ['a', 'b'], users: ['u'], groups: [] });
    expect(buildQueryString(query)).toBe('policy=a&policy=b&user=u');
    expect(policyEntitiesQuery({})).toEqual({});
  });

  it('add-service-account body leaves out empty fields and sends the expiration as RFC 3339', () => {
    expect(addServiceAccountBody({})).toEqual({});
    const policy = { Statement: [{ Effect: 'Allow' as const, Action: ['s3:GetObject'] }] };
    expect(
      addServiceAccountBody({
        targetUser: 'bob',
        policy,
        name: '',
        description: 'ci',
        expiration: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)),
      }),
    ).toEqual({ targetUser: 'bob', policy, description: 'ci', expiration: '2030-01-02T03:04:05.000Z' });
  });
});
