import { sessionEndpoints as endpoints, formatCount } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { sealToken } from '../../lib/token-seal.ts';
import { route } from '../../plugins/endpoints.ts';
import { answerSignal } from '../../plugins/request-clients.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie.ts';
import { operatorApis } from '../../plugins/request-kube.ts';
import { cookieClaims, requireMinioPrincipal } from '../../plugins/session.ts';
import { operatorLogin, operatorSession } from './operator-session.service.ts';
import { clearOauthCookie, readOauthCookie, setOauthCookie } from './oauth-cookie.ts';
import { buildSession, checkPermissions, login, loginStrategy } from './session.service.ts';
import { createSso, finishSso, startSso } from './sso.service.ts';

export type SessionRoutesOptions = { config: Config; sealingKey: Buffer };

/** Browsers keep a cookie of 4,096 bytes with its name and attributes: a longer sealed token is dropped. */
const maxCookieValue = 3_900;

export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  const sso = createSso(config, sealingKey);
  const secure = config.tls !== undefined;
  const rateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.windowSeconds * 1000,
  };

  const refuseMinioLoginInOperatorMode = () => {
    if (config.operatorMode)
      throw httpError(
        'badRequest',
        'This console runs in operator mode: log in with a Kubernetes token (Operator Login).',
      );
  };

  route(app, endpoints.loginStrategy, async (request, reply) => {
    if (config.operatorMode) return { loginStrategy: 'service-account' as const };
    if (!sso) return loginStrategy();
    const { redirect, nonce } = await startSso(sso, answerSignal(request));
    setOauthCookie(reply, nonce, secure);
    reply.header('cache-control', 'no-store');
    return { loginStrategy: 'redirect' as const, redirect };
  });

  route(
    app,
    endpoints.loginOauth2,
    async (request, reply) => {
      refuseMinioLoginInOperatorMode();
      if (!sso) throw httpError('badRequest', 'Single sign-on is not configured.');
      const nonce = readOauthCookie(request);
      clearOauthCookie(reply);
      const target = app.targets.forLogin(request);
      const claims = await finishSso(target, sso, request.body, nonce, answerSignal(request));
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealToken(sealingKey, claims), expires, secure);
      return { expiresAt: expires.toISOString() };
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      refuseMinioLoginInOperatorMode();
      const target = app.targets.forLogin(request);
      const claims = await login(target, config, request.body.accessKey, request.body.secretKey);
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealToken(sealingKey, claims), expires, secure);
      return { expiresAt: expires.toISOString() };
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.loginOperator,
    async (request, reply) => {
      const apis = await operatorApis(app).forToken(request.body.jwt);
      const claims = await operatorLogin(apis, config, request.body.jwt);
      const sealed = sealToken(sealingKey, claims);
      if (sealed.length > maxCookieValue)
        throw httpError(
          'badRequest',
          `This token is too long to keep in a session cookie (${formatCount(request.body.jwt.length)} characters; about ` +
            '2,700 fit). Log in with a service account token (kubectl create token).',
        );
      const expires = new Date(claims.expiresAt);
      setSessionCookie(reply, sealed, expires, secure);
      return { expiresAt: expires.toISOString() };
    },
    { config: { rateLimit } },
  );

  route(app, endpoints.session, async (request) => {
    if (request.principal?.kind === 'kubernetes') return operatorSession(await request.kube());
    return buildSession(
      config,
      requireMinioPrincipal(request),
      await request.clients().admin.accountInfo(),
      app.storeHealth.usable,
    );
  });

  route(app, endpoints.logout, async (request, reply) => {
    const claims = cookieClaims(request, sealingKey);
    if (claims) await app.sessionRevocations.endSession(claims);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  route(app, endpoints.hasPermission, async (request) => {
    // An operator holds no MinIO policy: asked about MinIO's actions, the answer is no, not an error.
    if (request.principal?.kind === 'kubernetes')
      return { permissions: request.body.actions.map(({ id }) => ({ id, can: false })) };
    return checkPermissions(await request.clients().admin.accountInfo(), request.body);
  });
};
