import { z } from 'zod';
import { existingBucketNameSchema, objectPrefixSchema, textProblem } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

export const bucketParamsSchema = z.object({ bucket: existingBucketNameSchema });

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
  const text = textProblem(prefix);
  if (text) return `Prefix ${text}`;
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

export const accessRuleParamsSchema = z.object({ bucket: existingBucketNameSchema, '*': objectPrefixSchema });

const tags = ['buckets'];

/** Bucket detail: Access Audit (spec 1 §2.7, §7). */
export const bucketAuditEndpoints = {
  policies: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bucket-policy/:bucket',
    summary: 'The IAM policies that allow some access to the bucket',
    tags,
    params: bucketParamsSchema,
    response: bucketPoliciesResponseSchema,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bucket-users/:bucket',
    summary: 'The users who can reach the bucket, with the policies (and groups) that let them',
    tags,
    params: bucketParamsSchema,
    response: bucketUsersResponseSchema,
  }),
};

/** Bucket detail: anonymous Access Rules by prefix (spec 1 §2.7, §3, §7). */
export const bucketAccessRuleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bucket/:bucket/access-rules',
    summary: 'Anonymous access rules by prefix, from the bucket policy',
    tags,
    params: bucketParamsSchema,
    response: accessRulesResponseSchema,
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/bucket/:bucket/access-rules',
    summary: "Add or replace a prefix's anonymous access rule, keeping the rest of the bucket policy",
    tags,
    params: bucketParamsSchema,
    body: setAccessRuleRequestSchema,
    response: okResponseSchema,
  }),
  /** The prefix is the rest of the path, so a prefix with slashes works encoded or not. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/bucket/:bucket/access-rules/*',
    summary: "Remove a prefix's anonymous access rule (the prefix may contain slashes)",
    tags,
    params: accessRuleParamsSchema,
    response: okResponseSchema,
  }),
};
