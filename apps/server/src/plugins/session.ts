import type { Credentials } from '@silo/madmin';
import { AdminClient } from '@silo/madmin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { unauthorized } from '../lib/http-error.ts';
import type { SessionClaims } from '../lib/token-seal.ts';
import { unsealToken } from '../lib/token-seal.ts';
import { sessionCookieName } from './session-cookie.ts';

export type Principal = SessionClaims & { credentials: Credentials };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, OpenAPI). */
    public?: boolean;
  }
}

/** Every /api/v1 route needs a valid sealed token unless it says it is public. */
export function registerSession(app: FastifyInstance, sealingKey: Buffer): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.public) return;
    const token = request.cookies[sessionCookieName];
    if (!token) throw unauthorized('No session cookie was sent.');
    const result = unsealToken(sealingKey, token);
    if (!result.ok)
      throw unauthorized(
        result.reason === 'expired' ? 'The session expired.' : 'The session token is not valid.',
      );
    const { claims } = result;
    request.principal = {
      ...claims,
      credentials: {
        accessKeyId: claims.accessKeyId,
        secretAccessKey: claims.secretAccessKey,
        sessionToken: claims.sessionToken,
      },
    };
  });
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** A fresh admin client per request, acting with the user's own temporary credentials. */
export function adminClientFor(
  config: Pick<Config, 'minioServer' | 'minioRegion'>,
  principal: Principal,
): AdminClient {
  return new AdminClient({
    endpoint: config.minioServer.toString(),
    credentials: principal.credentials,
    region: config.minioRegion || undefined,
  });
}
