import { z } from 'zod';
import { identityName } from './identity-common.ts';
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
  .object({ entityName: z.string().min(1, 'entityName is required'), entityType: z.enum(['user', 'group']) })
  .meta({ id: 'SetPolicyRequest' });
export type SetPolicyRequest = z.infer<typeof setPolicyRequestSchema>;
