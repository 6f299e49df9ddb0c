import {
  changeOwnPasswordRequestSchema,
  createServiceAccountRequestSchema,
  identityPaths,
  listServiceAccountsResponseSchema,
  loginResponseSchema,
  okResponseSchema,
  serviceAccountCredentialsSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sealToken } from '../../lib/token-seal.ts';
import { setSessionCookie } from '../../plugins/session-cookie.ts';
import { requirePrincipal } from '../../plugins/session.ts';
import { changeOwnPassword } from './account.service.ts';
import type { IdentityRoutesOptions } from './identity-route-kit.ts';
import { adminFor, identityErrors as errors } from './identity-route-kit.ts';
import { createServiceAccount, listServiceAccounts } from './service-accounts.service.ts';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  const admin = adminFor(config);

  app.get(identityPaths.serviceAccounts, {
    schema: {
      tags,
      summary: "The logged-in user's service accounts",
      response: { 200: listServiceAccountsResponseSchema, ...errors },
    },
    handler: async (request) => ({ serviceAccounts: await listServiceAccounts(admin(request)) }),
  });

  app.post(identityPaths.serviceAccounts, {
    schema: {
      tags,
      summary: 'Create a service account; the secret is shown only now',
      body: createServiceAccountRequestSchema,
      response: { 201: serviceAccountCredentialsSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createServiceAccount(admin(request), request.body.policy)),
  });

  app.delete(identityPaths.serviceAccount, {
    schema: {
      tags,
      summary: 'Delete a service account',
      params: z.object({ accessKey: z.string().min(1) }),
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await admin(request).deleteServiceAccount(request.params.accessKey);
      return { ok: true as const };
    },
  });

  app.post(identityPaths.changeOwnPassword, {
    schema: {
      tags,
      summary: 'Change your own password; the session goes on with new credentials',
      body: changeOwnPasswordRequestSchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { current_secret_key: current, new_secret_key: next } = request.body;
      const claims = await changeOwnPassword(config, requirePrincipal(request), current, next);
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealToken(sealingKey, claims), expires, config.tls !== undefined);
      return { expiresAt: expires.toISOString() };
    },
  });
};
