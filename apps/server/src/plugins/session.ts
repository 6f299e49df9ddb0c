import type { Credentials } from '@granary/madmin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, unauthorized } from '../lib/http-error.ts';
import type { SessionRevocations } from '../lib/session-revocations.ts';
import { SessionSockets } from '../lib/session-sockets.ts';
import type { Target, Targets } from '../lib/targets.ts';
import type { KubernetesClaims, SealedClaims, SessionClaims } from '../lib/token-seal.ts';
import { isKubernetesClaims, unsealToken } from '../lib/token-seal.ts';
import { isApiPath, isSocketPath, routePath } from './route-path.ts';
import { sessionCookieName } from './session-cookie.ts';

/** A MinIO user's session: the STS credentials MinIO issued at login, and the server that issued them. */
export type MinioPrincipal = SessionClaims & { kind: 'minio'; credentials: Credentials; target: Target };

/**
 * An operator's session, signed in with a Kubernetes token (spec 1, 'service-account' login): what
 * operator mode's requests act as, each with the token as its bearer (lib/kubernetes/kube-apis.ts).
 */
export type KubernetesPrincipal = KubernetesClaims;

/** Who a request acts as. */
export type Principal = MinioPrincipal | KubernetesPrincipal;

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends sessions (logout, a user's password changed, disabled or deleted) in every replica. */
    sessionRevocations: SessionRevocations;
    /** The sessions of open live sockets, which end with them. */
    sessionSockets: SessionSockets;
    /** The MinIO servers sessions may speak to; each session names its own. */
    targets: Targets;
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
  targets: Targets,
): void {
  app.decorate('targets', targets);
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
  if (isKubernetesClaims(claims)) {
    if (await revocations.isRevoked(claims)) return { ok: false, problem: 'The session was ended.' };
    return { ok: true, principal: claims };
  }
  const target = request.server.targets.get(claims.targetId);
  if (!target)
    return { ok: false, problem: 'The session names a MinIO server this console no longer serves.' };
  if (await revocations.isRevoked(claims)) return { ok: false, problem: 'The session was ended.' };
  const credentials = {
    accessKeyId: claims.accessKeyId,
    secretAccessKey: claims.secretAccessKey,
    sessionToken: claims.sessionToken,
  };
  return { ok: true, principal: { ...claims, kind: 'minio', credentials, target } };
}

/** The claims of the request's cookie when it is a valid token, ended or not: what a logout ends. */
export function cookieClaims(request: FastifyRequest, sealingKey: Buffer): SealedClaims | undefined {
  const token = request.cookies[sessionCookieName];
  const result = token ? unsealToken(sealingKey, token) : undefined;
  return result?.ok ? result.claims : undefined;
}

/** The request's operator: 401 without a session, 403 for a MinIO user's session. */
export function requireKubernetesPrincipal(request: FastifyRequest): KubernetesPrincipal {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  if (principal.kind !== 'kubernetes')
    throw httpError('accessDenied', "This session is a MinIO user's: it cannot reach Kubernetes.");
  return principal;
}

/** The request's MinIO user: 401 without a session, 403 for a session that is no MinIO user's. */
export function requireMinioPrincipal(request: FastifyRequest): MinioPrincipal {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  if (principal.kind !== 'minio')
    throw httpError(
      'accessDenied',
      "This session is an operator's, not a MinIO user's: it cannot reach MinIO.",
    );
  return principal;
}

/** Logged in with an IAM user's own keys (not root's, SSO or LDAP): MinIO lets that user change their password. */
export const canChangeOwnPassword = (principal: MinioPrincipal) =>
  principal.accountAccessKey !== undefined && principal.rootAccount !== true;
