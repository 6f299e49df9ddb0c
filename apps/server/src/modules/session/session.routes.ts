import {
  apiErrorSchema,
  apiPaths,
  hasPermissionRequestSchema,
  hasPermissionResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginStrategyResponseSchema,
  logoutResponseSchema,
  sessionSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { sealToken } from '../../lib/token-seal.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie.ts';
import { adminClientFor, requirePrincipal } from '../../plugins/session.ts';
import { buildSession, checkPermissions, login, loginStrategy } from './session.service.ts';

export type SessionRoutesOptions = { config: Config; sealingKey: Buffer };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  app.get(apiPaths.login, {
    config: { public: true },
    schema: { tags: ['session'], summary: 'Login strategy', response: { 200: loginStrategyResponseSchema } },
    handler: async () => loginStrategy(),
  });

  app.post(apiPaths.login, {
    config: {
      public: true,
      rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowSeconds * 1000 },
    },
    schema: {
      tags: ['session'],
      summary: 'Log in with an access key and secret key; sets the sealed token cookie',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const claims = await login(config, request.body.accessKey, request.body.secretKey);
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealToken(sealingKey, claims), expires, config.tls !== undefined);
      return { expiresAt: expires.toISOString() };
    },
  });

  app.get(apiPaths.session, {
    schema: {
      tags: ['session'],
      summary: 'The current session',
      response: { 200: sessionSchema, ...errors },
    },
    handler: async (request) => {
      const principal = requirePrincipal(request);
      const account = await adminClientFor(config, principal).accountInfo();
      return buildSession(config, principal, account);
    },
  });

  app.post(apiPaths.logout, {
    config: { public: true },
    schema: { tags: ['session'], summary: 'End the session', response: { 200: logoutResponseSchema } },
    handler: async (_request, reply) => {
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  });

  app.post(apiPaths.hasPermission, {
    schema: {
      tags: ['session'],
      summary: "Evaluate actions against the user's own policy",
      body: hasPermissionRequestSchema,
      response: { 200: hasPermissionResponseSchema, ...errors },
    },
    handler: async (request) => {
      const account = await adminClientFor(config, requirePrincipal(request)).accountInfo();
      return checkPermissions(account, request.body);
    },
  });
};
