import {
  bulkGroupsRequestSchema,
  changeUserPasswordRequestSchema,
  createUserRequestSchema,
  identityPaths,
  listServiceAccountsResponseSchema,
  listUsersResponseSchema,
  nameQuerySchema,
  okResponseSchema,
  updateUserRequestSchema,
  userSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/session.ts';
import type { IdentityRoutesOptions } from './identity-route-kit.ts';
import { adminFor, identityErrors as errors } from './identity-route-kit.ts';
import { listServiceAccounts } from './service-accounts.service.ts';
import { addUsersToGroups, createUser, deleteUser, getUser, listUsers, updateUser } from './users.service.ts';

const tags = ['users'];
const ok = { ok: true as const };

export const usersRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, { config }) => {
  const admin = adminFor(config);

  app.get(identityPaths.users, {
    schema: { tags, summary: 'List users', response: { 200: listUsersResponseSchema, ...errors } },
    handler: async (request) => ({ users: await listUsers(admin(request)) }),
  });

  app.post(identityPaths.users, {
    schema: {
      tags,
      summary: 'Create a user, with groups and policies',
      body: createUserRequestSchema,
      response: { 201: userSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createUser(admin(request), request.body)),
  });

  app.get(identityPaths.user, {
    schema: {
      tags,
      summary: 'A user',
      querystring: nameQuerySchema,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request) => getUser(admin(request), request.query.name),
  });

  app.put(identityPaths.user, {
    schema: {
      tags,
      summary: 'Set status, groups and policies',
      querystring: nameQuerySchema,
      body: updateUserRequestSchema,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request) => updateUser(admin(request), request.query.name, request.body),
  });

  app.delete(identityPaths.user, {
    schema: {
      tags,
      summary: 'Delete a user (never the one logged in)',
      querystring: nameQuerySchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await deleteUser(admin(request), request.query.name, requirePrincipal(request).accountAccessKey);
      return ok;
    },
  });

  app.put(identityPaths.usersGroupsBulk, {
    schema: {
      tags,
      summary: 'Add users to groups',
      body: bulkGroupsRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await addUsersToGroups(admin(request), request.body.users, request.body.groups);
      return ok;
    },
  });

  app.post(identityPaths.changeUserPassword, {
    schema: {
      tags,
      summary: "Change another user's password",
      body: changeUserPasswordRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      const client = admin(request);
      await getUser(client, request.body.selectedUser);
      await client.changeUserPassword(request.body.selectedUser, request.body.newSecretKey);
      return ok;
    },
  });

  app.get(identityPaths.userServiceAccounts, {
    schema: {
      tags,
      summary: "A user's service accounts",
      querystring: nameQuerySchema,
      response: { 200: listServiceAccountsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      serviceAccounts: await listServiceAccounts(admin(request), request.query.name),
    }),
  });
};
