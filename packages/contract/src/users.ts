import { z } from 'zod';
import { accountStatusSchema, identityName, secretKeySchema } from './identity-common.ts';

export const userSchema = z
  .object({
    accessKey: z.string(),
    status: accountStatusSchema,
    memberOf: z.array(z.string()),
    policy: z.array(z.string()),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const listUsersResponseSchema = z
  .object({ users: z.array(userSchema) })
  .meta({ id: 'ListUsersResponse' });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

export const createUserRequestSchema = z
  .object({
    accessKey: identityName('Access Key').refine(
      (v) => v.length >= 3,
      'Access Key must be at least 3 characters long',
    ),
    secretKey: secretKeySchema,
    groups: z.array(z.string().min(1)).default([]),
    policies: z.array(z.string().min(1)).default([]),
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z
  .object({
    status: accountStatusSchema,
    groups: z.array(z.string().min(1)),
    policies: z.array(z.string().min(1)).optional(),
  })
  .meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const bulkGroupsRequestSchema = z
  .object({
    users: z.array(z.string().min(1)).min(1, 'You need to select at least one user'),
    groups: z.array(z.string().min(1)).min(1, 'You need to select at least one group to assign'),
  })
  .meta({ id: 'BulkGroupsRequest' });
export type BulkGroupsRequest = z.infer<typeof bulkGroupsRequestSchema>;

export const changeUserPasswordRequestSchema = z
  .object({ selectedUser: z.string().min(1, 'selectedUser is required'), newSecretKey: secretKeySchema })
  .meta({ id: 'ChangeUserPasswordRequest' });
export type ChangeUserPasswordRequest = z.infer<typeof changeUserPasswordRequestSchema>;

export const changeOwnPasswordRequestSchema = z
  .object({
    current_secret_key: z.string().min(1, 'current_secret_key is required'),
    new_secret_key: secretKeySchema,
  })
  .meta({ id: 'ChangeOwnPasswordRequest' });
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;
