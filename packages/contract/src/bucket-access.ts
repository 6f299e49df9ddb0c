import { z } from 'zod';

/** Bucket detail: Access Audit and Access Rules (spec 1 §2.7, §3, §7). */
export const bucketAccessPaths = {
  /** The IAM policies that grant some access to the bucket. */
  policies: '/api/v1/bucket-policy/:bucket',
  /** The users who can reach the bucket, and through which policy (and group). */
  users: '/api/v1/bucket-users/:bucket',
  accessRules: '/api/v1/bucket/:bucket/access-rules',
  /** The prefix is the rest of the path, so a prefix with slashes works encoded or not. */
  accessRule: '/api/v1/bucket/:bucket/access-rules/*',
} as const;

export const bucketParamsSchema = z.object({ bucket: z.string().min(1) });

export const bucketPolicySchema = z.object({ name: z.string() }).meta({ id: 'BucketPolicy' });
export type BucketPolicy = z.infer<typeof bucketPolicySchema>;

export const bucketPoliciesResponseSchema = z
  .object({ policies: z.array(bucketPolicySchema) })
  .meta({ id: 'BucketPoliciesResponse' });
export type BucketPoliciesResponse = z.infer<typeof bucketPoliciesResponseSchema>;

/** One way a user reaches the bucket: a policy attached to the user, or to one of the user's groups. */
export const bucketUserGrantSchema = z.object({
  policy: z.string(),
  /** The group the policy is attached to; absent when it is attached to the user directly. */
  group: z.string().optional(),
});
export type BucketUserGrant = z.infer<typeof bucketUserGrantSchema>;

export const bucketUserSchema = z
  .object({ accessKey: z.string(), grants: z.array(bucketUserGrantSchema) })
  .meta({ id: 'BucketUser' });
export type BucketUser = z.infer<typeof bucketUserSchema>;

export const bucketUsersResponseSchema = z
  .object({ users: z.array(bucketUserSchema) })
  .meta({ id: 'BucketUsersResponse' });
export type BucketUsersResponse = z.infer<typeof bucketUsersResponseSchema>;

export const accessRuleLevels = ['readonly', 'writeonly', 'readwrite'] as const;
export const accessRuleLevelSchema = z.enum(accessRuleLevels, {
  error: 'Access must be readonly, writeonly or readwrite',
});
export type AccessRuleLevel = z.infer<typeof accessRuleLevelSchema>;

/** Why a prefix cannot be an access rule's, or undefined when it can. */
export function accessRulePrefixProblem(prefix: string): string | undefined {
  if (prefix.trim() === '') return 'Prefix is required';
  if (/[*?]/.test(prefix)) return 'Prefix must not contain * or ?';
  if (prefix.startsWith('/')) return 'Prefix must not start with /';
  return undefined;
}

export const accessRulePrefixSchema = z.string().superRefine((prefix, ctx) => {
  const problem = accessRulePrefixProblem(prefix);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const accessRuleSchema = z
  .object({ prefix: z.string(), access: accessRuleLevelSchema })
  .meta({ id: 'AccessRule' });
export type AccessRule = z.infer<typeof accessRuleSchema>;

export const accessRulesResponseSchema = z
  .object({ accessRules: z.array(accessRuleSchema) })
  .meta({ id: 'AccessRulesResponse' });
export type AccessRulesResponse = z.infer<typeof accessRulesResponseSchema>;

export const setAccessRuleRequestSchema = z
  .object({ prefix: accessRulePrefixSchema, access: accessRuleLevelSchema })
  .meta({ id: 'SetAccessRuleRequest' });
export type SetAccessRuleRequest = z.infer<typeof setAccessRuleRequestSchema>;

export const accessRuleParamsSchema = z.object({ bucket: z.string().min(1), '*': z.string() });
