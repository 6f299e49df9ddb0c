import { z } from 'zod';
import { nameTextSchema } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  accountStatusSchema,
  identityName,
  nameQuerySchema,
  okResponseSchema,
  secretKeySchema,
} from './identity-common.ts';
import { listServiceAccountsResponseSchema } from './service-accounts.ts';

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
    groups: z.array(nameTextSchema).default([]),
    policies: z.array(nameTextSchema).default([]),
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z
  .object({
    status: accountStatusSchema,
    groups: z.array(nameTextSchema),
    policies: z.array(nameTextSchema).optional(),
  })
  .meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const bulkGroupsRequestSchema = z
  .object({
    users: z.array(nameTextSchema).min(1, 'You need to select at least one user'),
    groups: z.array(nameTextSchema).min(1, 'You need to select at least one group to assign'),
  })
  .meta({ id: 'BulkGroupsRequest' });
export type BulkGroupsRequest = z.infer<typeof bulkGroupsRequestSchema>;

export const changeUserPasswordRequestSchema = z
  .object({ selectedUser: nameTextSchema, newSecretKey: secretKeySchema })
  .meta({ id: 'ChangeUserPasswordRequest' });
export type ChangeUserPasswordRequest = z.infer<typeof changeUserPasswordRequestSchema>;

const tags = ['users'];

/** Spec 2 §7, users. A user's name travels as `?name=`, since it may contain slashes. */
export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users',
    summary: 'List users',
    tags,
    response: listUsersResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users',
    summary: 'Create a user, with groups and policies',
    tags,
    body: createUserRequestSchema,
    response: userSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/user',
    summary: 'A user',
    tags,
    query: nameQuerySchema,
    response: userSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/user',
    summary: 'Set status, groups and policies',
    tags,
    query: nameQuerySchema,
    body: updateUserRequestSchema,
    response: userSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/user',
    summary: 'Delete a user (never the one logged in)',
    tags,
    query: nameQuerySchema,
    response: okResponseSchema,
  }),
  addToGroups: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users-groups-bulk',
    summary: 'Add users to groups',
    tags,
    body: bulkGroupsRequestSchema,
    response: okResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/change-user-password',
    summary: "Change another user's password",
    tags,
    body: changeUserPasswordRequestSchema,
    response: okResponseSchema,
  }),
  serviceAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/user/service-accounts',
    summary: "A user's service accounts",
    tags,
    query: nameQuerySchema,
    response: listServiceAccountsResponseSchema,
  }),
};
