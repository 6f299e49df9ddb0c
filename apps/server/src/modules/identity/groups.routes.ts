import {
  createGroupRequestSchema,
  groupSchema,
  identityPaths,
  listGroupsResponseSchema,
  nameQuerySchema,
  okResponseSchema,
  updateGroupRequestSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service.ts';
import type { IdentityRoutesOptions } from './identity-route-kit.ts';
import { adminFor, identityErrors as errors } from './identity-route-kit.ts';

const tags = ['groups'];

export const groupsRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, { config }) => {
  const admin = adminFor(config);

  app.get(identityPaths.groups, {
    schema: { tags, summary: 'List groups', response: { 200: listGroupsResponseSchema, ...errors } },
    handler: async (request) => ({ groups: await listGroups(admin(request)) }),
  });

  app.post(identityPaths.groups, {
    schema: {
      tags,
      summary: 'Create a group',
      body: createGroupRequestSchema,
      response: { 201: groupSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createGroup(admin(request), request.body.group, request.body.members)),
  });

  app.get(identityPaths.group, {
    schema: {
      tags,
      summary: 'A group',
      querystring: nameQuerySchema,
      response: { 200: groupSchema, ...errors },
    },
    handler: async (request) => getGroup(admin(request), request.query.name),
  });

  app.put(identityPaths.group, {
    schema: {
      tags,
      summary: 'Set members and status',
      querystring: nameQuerySchema,
      body: updateGroupRequestSchema,
      response: { 200: groupSchema, ...errors },
    },
    handler: async (request) => updateGroup(admin(request), request.query.name, request.body),
  });

  app.delete(identityPaths.group, {
    schema: {
      tags,
      summary: 'Delete a group (its members leave it first)',
      querystring: nameQuerySchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await deleteGroup(admin(request), request.query.name);
      return { ok: true as const };
    },
  });
};
