import { z } from 'zod';

const stringOrList = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const statementSchema = z
  .object({
    Sid: z.string().optional(),
    Effect: z.enum(['Allow', 'Deny'], { error: 'Effect must be "Allow" or "Deny"' }),
    Action: stringOrList.optional(),
    NotAction: stringOrList.optional(),
    Resource: stringOrList.optional(),
    NotResource: stringOrList.optional(),
    Condition: z.record(z.string(), z.unknown()).optional(),
    Principal: z.unknown().optional(),
  })
  .refine((s) => s.Action !== undefined || s.NotAction !== undefined, 'every statement needs an Action');

export const policyDocumentSchema = z.object({
  Version: z.string().optional(),
  ID: z.string().optional(),
  Statement: z.array(statementSchema).min(1, 'Statement must hold at least one statement'),
});
export type PolicyDocumentJson = z.infer<typeof policyDocumentSchema>;

/** The JSON text of a policy, checked before it is saved: parseable, and shaped like an IAM policy. */
export const policyTextSchema = z.string().superRefine((text, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `Policy is not valid JSON: ${(error as Error).message}` });
    return;
  }
  const result = policyDocumentSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    ctx.addIssue({
      code: 'custom',
      message: `Policy is not valid: ${where}${issue?.message ?? 'unknown problem'}`,
    });
  }
});
