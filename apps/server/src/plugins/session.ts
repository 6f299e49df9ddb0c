import type { Credentials, OnBehalfOf } from '@granary/madmin';
import { AdminClient } from '@granary/madmin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { unauthorized } from '../lib/http-error.ts';
import type { SessionRevocations } from '../lib/session-revocations.ts';
import { SessionSockets } from '../lib/session-sockets.ts';
import type { SessionClaims } from '../lib/token-seal.ts';
import { unsealToken } from '../lib/token-seal.ts';
import { isApiPath, isSocketPath, routePath } from './route-path.ts';
import { sessionCookieName } from './session-cookie.ts';

export type Principal = SessionClaims & { credentials: Credentials };

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends sessions (logout, a user's password changed, disabled or deleted) in every replica. */
    sessionRevocations: SessionRevocations;
    /** The sessions of open live sockets, which end with them. */
    sessionSockets: SessionSockets;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, OpenAPI). */
    public?: boolean;
  }
}

/**
 * Every /api/v1 route and every live socket (/ws/, checked before the upgrade) needs a valid sealed token,
 * not revoked, unless it says it is public.
 */
export function registerSession(
  app: FastifyInstance,
  sealingKey: Buffer,
  revocations: SessionRevocations,
): void {
  app.decorate('sessionRevocations', revocations);
  const sockets = new SessionSockets(revocations);
  app.decorate('sessionSockets', sockets);
  revocations.onRevoked(() => void sockets.sweep().catch(() => undefined));
  app.addHook('onClose', () => {
    sockets.close();
    return revocations.close();
  });
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const path = routePath(request);
    const guarded = isApiPath(path) || isSocketPath(path);
    if (!guarded || request.routeOptions.config.public) return;
    const session = await readSession(request, sealingKey, revocations);
    if (!session.ok) throw unauthorized(session.problem);
    request.principal = session.principal;
  });
}

export type SessionRead = { ok: true; principal: Principal } | { ok: false; problem: string };

/** The request's session from its cookie: a valid sealed token, not expired and not ended. */
export async function readSession(
  request: FastifyRequest,
  sealingKey: Buffer,
  revocations: SessionRevocations,
): Promise<SessionRead> {
  const token = request.cookies[sessionCookieName];
  if (!token) return { ok: false, problem: 'No session cookie was sent.' };
  const result = unsealToken(sealingKey, token);
  if (!result.ok)
    return {
      ok: false,
      problem: result.reason === 'expired' ? 'The session expired.' : 'The session token is not valid.',
    };
  const { claims } = result;
  if (await revocations.isRevoked(claims)) return { ok: false, problem: 'The session was ended.' };
  const credentials = {
    accessKeyId: claims.accessKeyId,
    secretAccessKey: claims.secretAccessKey,
    sessionToken: claims.sessionToken,
  };
  return { ok: true, principal: { ...claims, credentials } };
}

/** The claims of the request's cookie when it is a valid token, ended or not: what a logout ends. */
export function cookieClaims(request: FastifyRequest, sealingKey: Buffer): SessionClaims | undefined {
  const token = request.cookies[sessionCookieName];
  const result = token ? unsealToken(sealingKey, token) : undefined;
  return result?.ok ? result.claims : undefined;
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Logged in with an IAM user's own keys (not root's, SSO or LDAP): MinIO lets that user change their password. */
export const canChangeOwnPassword = (principal: Principal) =>
  principal.accountAccessKey !== undefined && principal.rootAccount !== true;

/** A fresh admin client per request, acting with the user's own temporary credentials. */
export function adminClientFor(
  config: Pick<Config, 'minioServer' | 'minioRegion'>,
  principal: Principal,
  onBehalfOf?: OnBehalfOf,
): AdminClient {
  return new AdminClient({
    endpoint: config.minioServer.toString(),
    credentials: principal.credentials,
    region: config.minioRegion || undefined,
    ...(onBehalfOf && { onBehalfOf }),
  });
}
