import { z } from 'zod';
import { accountStatusSchema, identityName } from './identity-common.ts';

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
  .object({ group: identityName('Group Name'), members: z.array(z.string().min(1)).default([]) })
  .meta({ id: 'CreateGroupRequest' });
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

export const updateGroupRequestSchema = z
  .object({ members: z.array(z.string().min(1)), status: accountStatusSchema })
  .meta({ id: 'UpdateGroupRequest' });
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;
