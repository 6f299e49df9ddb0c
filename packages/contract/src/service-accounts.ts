import { z } from 'zod';
import { policyTextSchema } from './policy-document.ts';

export const serviceAccountSchema = z
  .object({
    accessKey: z.string(),
    parentUser: z.string(),
    status: z.enum(['on', 'off']),
    name: z.string().optional(),
    description: z.string().optional(),
    expiration: z.string().optional(),
  })
  .meta({ id: 'ServiceAccount' });
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export const listServiceAccountsResponseSchema = z
  .object({ serviceAccounts: z.array(serviceAccountSchema) })
  .meta({ id: 'ListServiceAccountsResponse' });
export type ListServiceAccountsResponse = z.infer<typeof listServiceAccountsResponseSchema>;

export const createServiceAccountRequestSchema = z
  .object({ policy: policyTextSchema.optional().describe('Optional JSON policy that restricts the account') })
  .meta({ id: 'CreateServiceAccountRequest' });
export type CreateServiceAccountRequest = z.infer<typeof createServiceAccountRequestSchema>;

export const serviceAccountCredentialsSchema = z
  .object({ accessKey: z.string(), secretKey: z.string() })
  .meta({ id: 'ServiceAccountCredentials' });
export type ServiceAccountCredentials = z.infer<typeof serviceAccountCredentialsSchema>;
