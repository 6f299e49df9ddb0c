import { describe, expect, it } from 'vitest';
import { policyTextSchema } from './policy-document.ts';

const message = (text: string) => policyTextSchema.safeParse(text).error?.issues[0]?.message;

describe('policyTextSchema', () => {
  it('accepts an IAM policy', () => {
    const text = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
    });
    expect(policyTextSchema.safeParse(text).success).toBe(true);
  });

  it.each([
    ['{', 'Policy is not valid JSON'],
    ['{}', 'Policy is not valid: Statement'],
    ['{"Statement": []}', 'Statement must hold at least one statement'],
    ['{"Statement": [{"Effect": "Allow"}]}', 'every statement needs an Action'],
    ['{"Statement": [{"Effect": "allow", "Action": "s3:*"}]}', 'Effect must be "Allow" or "Deny"'],
  ])('refuses %s naming the problem', (text, expected) => {
    expect(message(text)).toContain(expected);
  });
});
