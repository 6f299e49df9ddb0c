import { describe, expect, it } from 'vitest';
import { policyFormSchema, policyTextError, prettyPolicy, summarizePolicy } from './policy-summary';

/** The first message per field, as the form shows them. */
function validatePolicyForm(name: string, policy: string) {
  const issues = policyFormSchema.safeParse({ name, policy }).error?.issues ?? [];
  const first = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
  return { name: first('name'), policy: first('policy') };
}

const readWrite = JSON.stringify({
  Version: '2012-10-17',
  Statement: [
    { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject'], Resource: ['arn:aws:s3:::photos/*'] },
    { Sid: 'NoDeletes', Effect: 'Deny', Action: 's3:DeleteObject', Resource: 'arn:aws:s3:::*' },
  ],
});

describe('summarizePolicy', () => {
  it('lists every statement with its effect, actions and resources', () => {
    const summary = summarizePolicy(readWrite);
    expect(summary).toEqual({
      ok: true,
      statements: [
        {
          sid: '',
          effect: 'Allow',
          actions: ['s3:GetObject', 's3:PutObject'],
          notActions: [],
          resources: ['arn:aws:s3:::photos/*'],
          notResources: [],
          hasCondition: false,
        },
        {
          sid: 'NoDeletes',
          effect: 'Deny',
          actions: ['s3:DeleteObject'],
          notActions: [],
          resources: ['arn:aws:s3:::*'],
          notResources: [],
          hasCondition: false,
        },
      ],
    });
  });

  it('reads a single Statement object, NotAction and conditions', () => {
    const summary = summarizePolicy(
      JSON.stringify({
        Statement: {
          Effect: 'Allow',
          NotAction: ['admin:*'],
          Condition: { StringEquals: { 'aws:username': 'ana' } },
        },
      }),
    );
    expect(summary.ok && summary.statements).toEqual([
      expect.objectContaining({ effect: 'Allow', actions: [], notActions: ['admin:*'], hasCondition: true }),
    ]);
  });

  it('reports text that is not JSON', () => {
    const summary = summarizePolicy('{"Statement": [');
    expect(summary.ok).toBe(false);
    expect(!summary.ok && summary.error).toMatch(/^Policy is not valid JSON: /);
  });
});

describe('policy validation', () => {
  it('accepts a well-formed policy', () => {
    expect(policyTextError(readWrite)).toBeUndefined();
  });

  it('explains why a policy cannot be saved', () => {
    expect(policyTextError('   ')).toBe('Policy is required');
    expect(policyTextError('{"Version": "2012-10-17",}')).toMatch(/^Policy is not valid JSON: /);
    expect(policyTextError('{"Statement": []}')).toBe(
      'Policy is not valid: Statement: Statement must hold at least one statement',
    );
    expect(policyTextError('{"Statement": [{"Effect": "Maybe", "Action": "s3:*"}]}')).toBe(
      'Policy is not valid: Statement.0.Effect: Effect must be "Allow" or "Deny"',
    );
  });

  it('needs a non-blank policy name', () => {
    expect(validatePolicyForm('', readWrite)).toEqual({ name: 'Policy Name is required', policy: undefined });
    expect(validatePolicyForm('   ', readWrite).name).toBe('Policy Name must not be blank');
    expect(validatePolicyForm('readwrite-photos', readWrite)).toEqual({ name: undefined, policy: undefined });
  });

  it('re-indents stored policies and keeps text that does not parse', () => {
    expect(prettyPolicy('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyPolicy('{broken')).toBe('{broken');
  });
});
