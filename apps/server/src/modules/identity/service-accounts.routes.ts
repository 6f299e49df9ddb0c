import { accountEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sealToken } from '../../lib/token-seal.ts';
import { route } from '../../plugins/endpoints.ts';
import { setSessionCookie } from '../../plugins/session-cookie.ts';
import { requireMinioPrincipal } from '../../plugins/session.ts';
import { changeOwnPassword } from './account.service.ts';
import type { IdentityRoutesOptions } from './identity.routes.ts';
import { createServiceAccount, listServiceAccounts } from './service-accounts.service.ts';

export const accountRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  route(app, endpoints.serviceAccounts, async (request) => ({
    serviceAccounts: await listServiceAccounts(request.clients().admin, { shareLinks: 'omit' }),
  }));

  route(app, endpoints.createServiceAccount, async (request) =>
    createServiceAccount(request.clients().admin, request.body.policy),
  );

  route(app, endpoints.deleteServiceAccount, async (request) => {
    await request.clients().admin.deleteServiceAccount(request.params.accessKey);
    return { ok: true as const };
  });

  // The user's own long-term keys, not the session's clients: MinIO lets only them change the password.
  route(app, endpoints.changePassword, async (request, reply) => {
    const { current_secret_key: current, new_secret_key: next } = request.body;
    const credentials = await changeOwnPassword(config, requireMinioPrincipal(request), current, next);
    // The user's other sessions end; this browser goes on with a session started after that.
    const endedAt = await app.sessionRevocations.endUserSessions(
      credentials.accountAccessKey,
      credentials.targetId,
    );
    const expires = new Date(credentials.expiresAt);
    setSessionCookie(
      reply,
      sealToken(sealingKey, credentials, endedAt + 1),
      expires,
      config.tls !== undefined,
    );
    return { expiresAt: expires.toISOString() };
  });
};
