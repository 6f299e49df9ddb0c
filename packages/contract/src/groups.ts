import { z } from 'zod';
import { nameTextSchema } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import { accountStatusSchema, identityName, nameQuerySchema, okResponseSchema } from './identity-common.ts';

export const listGroupsResponseSchema = z
  .object({ groups: z.array(z.string()) })
  .meta({ id: 'ListGroupsResponse' });
export type ListGroupsResponse = z.infer<typeof listGroupsResponseSchema>;

export const groupSchema = z
  .object({
    name: z.string(),
    status: accountStatusSchema,
    members: z.array(z.string()),
    policy: z.array(z.string()),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof groupSchema>;

export const createGroupRequestSchema = z
  .object({ group: identityName('Group Name'), members: z.array(nameTextSchema).default([]) })
  .meta({ id: 'CreateGroupRequest' });
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

export const updateGroupRequestSchema = z
  .object({ members: z.array(nameTextSchema), status: accountStatusSchema })
  .meta({ id: 'UpdateGroupRequest' });
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;

const tags = ['groups'];

/** Spec 2 §7, groups. A group's name travels as `?name=`, since it may contain slashes. */
export const groupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/groups',
    summary: 'List groups',
    tags,
    response: listGroupsResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/groups',
    summary: 'Create a group',
    tags,
    body: createGroupRequestSchema,
    response: groupSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/group',
    summary: 'A group',
    tags,
    query: nameQuerySchema,
    response: groupSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/group',
    summary: 'Set members and status',
    tags,
    query: nameQuerySchema,
    body: updateGroupRequestSchema,
    response: groupSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/group',
    summary: 'Delete a group (its members leave it first)',
    tags,
    query: nameQuerySchema,
    response: okResponseSchema,
  }),
};
