import { z } from 'zod';
import { nameTextSchema, textSchema } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import { identityName, nameQuerySchema, okResponseSchema } from './identity-common.ts';
import { policyTextSchema } from './policy-document.ts';

export const policySchema = z
  .object({ name: z.string(), policy: z.string().describe('The policy document as JSON text') })
  .meta({ id: 'Policy' });
export type Policy = z.infer<typeof policySchema>;

export const listPoliciesResponseSchema = z
  .object({ policies: z.array(policySchema) })
  .meta({ id: 'ListPoliciesResponse' });
export type ListPoliciesResponse = z.infer<typeof listPoliciesResponseSchema>;

export const createPolicyRequestSchema = z
  .object({ name: identityName('Policy Name'), policy: policyTextSchema })
  .meta({ id: 'CreatePolicyRequest' });
export type CreatePolicyRequest = z.infer<typeof createPolicyRequestSchema>;

export const policyEntitiesResponseSchema = z
  .object({ users: z.array(z.string()), groups: z.array(z.string()) })
  .meta({ id: 'PolicyEntitiesResponse' });
export type PolicyEntitiesResponse = z.infer<typeof policyEntitiesResponseSchema>;

export const setPolicyRequestSchema = z
  .object({ entityName: nameTextSchema, entityType: z.enum(['user', 'group']) })
  .meta({ id: 'SetPolicyRequest' });
export type SetPolicyRequest = z.infer<typeof setPolicyRequestSchema>;

export const listPoliciesQuerySchema = z.object({
  limit: textSchema
    .optional()
    .describe('How many policies the caller wants at most; every policy is returned'),
});

const tags = ['policies'];
const policyNameParams = z.object({ name: nameTextSchema });

/** Spec 2 §7, policies. A policy's name travels as `?name=` or one `:name` segment. */
export const policyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/policies',
    summary: 'List policies',
    tags,
    query: listPoliciesQuerySchema,
    response: listPoliciesResponseSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/v1/policies',
    summary: 'Create or replace a policy',
    tags,
    body: createPolicyRequestSchema,
    response: policySchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/policy',
    summary: 'A policy',
    tags,
    query: nameQuerySchema,
    response: policySchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/policy',
    summary: 'Delete a policy',
    tags,
    query: nameQuerySchema,
    response: okResponseSchema,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/v1/policies/:name/users',
    summary: 'Users and groups the policy is attached to',
    tags,
    params: policyNameParams,
    response: policyEntitiesResponseSchema,
  }),
  groups: defineEndpoint({
    method: 'GET',
    path: '/api/v1/policies/:name/groups',
    summary: 'Users and groups the policy is attached to',
    tags,
    params: policyNameParams,
    response: policyEntitiesResponseSchema,
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/set-policy/:policies',
    summary: 'Set the policies (comma-separated) of a user or group',
    tags,
    params: z.object({ policies: nameTextSchema }),
    body: setPolicyRequestSchema,
    response: okResponseSchema,
  }),
  /** The same call with no names: the empty list has no path segment to travel in. */
  clear: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/set-policy',
    summary: 'Remove every policy of a user or group',
    tags,
    body: setPolicyRequestSchema,
    response: okResponseSchema,
  }),
};
