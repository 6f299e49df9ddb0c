import {
  apiErrorCodes,
  apiErrorSchema,
  apiPaths,
  hasPermissionRequestSchema,
  hasPermissionResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginStrategyResponseSchema,
  logoutResponseSchema,
  oauth2AuthRequestSchema,
  sessionSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sealToken } from '../../lib/token-seal.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie.ts';
import { adminClientFor, requirePrincipal } from '../../plugins/session.ts';
import { clearOauthCookie, readOauthCookie, setOauthCookie } from './oauth-cookie.ts';
import { buildSession, checkPermissions, login, loginStrategy } from './session.service.ts';
import { createSso, finishSso, startSso } from './sso.service.ts';

export type SessionRoutesOptions = { config: Config; sealingKey: Buffer };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };
const ssoErrors = { ...errors, 502: apiErrorSchema };

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  const sso = createSso(config, sealingKey);
  const secure = config.tls !== undefined;
  const loginRateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.windowSeconds * 1000,
  };

  app.get(apiPaths.login, {
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Login strategy; with single sign-on, a fresh authorization URL bound to this browser',
      response: { 200: loginStrategyResponseSchema, 502: apiErrorSchema, 503: apiErrorSchema },
    },
    handler: async (_request, reply) => {
      if (!sso) return loginStrategy();
      const { redirect, nonce } = await startSso(sso);
      setOauthCookie(reply, nonce, secure);
      reply.header('cache-control', 'no-store');
      return { loginStrategy: 'redirect' as const, redirect };
    },
  });

  app.post(apiPaths.loginOauth2Auth, {
    config: { public: true, rateLimit: loginRateLimit },
    schema: {
      tags: ['session'],
      summary: "Finish single sign-on: the provider's code and state become a session cookie",
      body: oauth2AuthRequestSchema,
      response: { 200: loginResponseSchema, ...ssoErrors },
    },
    handler: async (request, reply) => {
      if (!sso) throw new HttpError(400, apiErrorCodes.badRequest, 'Single sign-on is not configured.');
      const nonce = readOauthCookie(request);
      clearOauthCookie(reply);
      const claims = await finishSso(config, sso, request.body, nonce);
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealToken(sealingKey, claims), expires, secure);
      return { expiresAt: expires.toISOString() };
    },
  });

  app.post(apiPaths.login, {
    config: { public: true, rateLimit: loginRateLimit },
    schema: {
      tags: ['session'],
      summary: 'Log in with an access key and secret key; sets the sealed token cookie',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const claims = await login(config, request.body.accessKey, request.body.secretKey);
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealToken(sealingKey, claims), expires, secure);
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
