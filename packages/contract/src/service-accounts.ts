import { z } from 'zod';
import { wellFormed } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema, secretKeySchema } from './identity-common.ts';
import { policyTextSchema } from './policy-document.ts';
import { loginResponseSchema } from './session.ts';

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

export const changeOwnPasswordRequestSchema = z
  .object({
    current_secret_key: wellFormed(z.string().min(1, 'current_secret_key is required')),
    new_secret_key: secretKeySchema,
  })
  .meta({ id: 'ChangeOwnPasswordRequest' });
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;

const tags = ['account'];

/** The logged-in user's own account: their service accounts and their password. */
export const accountEndpoints = {
  serviceAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/service-accounts',
    summary: "The logged-in user's service accounts",
    tags,
    response: listServiceAccountsResponseSchema,
  }),
  createServiceAccount: defineEndpoint({
    method: 'POST',
    path: '/api/v1/service-accounts',
    summary: 'Create a service account; the secret is shown only now',
    tags,
    body: createServiceAccountRequestSchema,
    response: serviceAccountCredentialsSchema,
    status: 201,
  }),
  deleteServiceAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/service-accounts/:accessKey',
    summary: 'Delete a service account',
    tags,
    response: okResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/change-password',
    summary: 'Change your own password; the session goes on with new credentials',
    tags,
    body: changeOwnPasswordRequestSchema,
    response: loginResponseSchema,
  }),
};
