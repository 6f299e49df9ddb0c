import { tenantProxyPath } from '@granary/contract';
import { httpRequest } from '@granary/madmin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Agent } from 'node:http';
import { httpError } from '../../lib/http-error.ts';
import { sealJson, unsealJson } from '../../lib/token-seal.ts';
import type { TenantRootAccess } from './tenant-root-access.ts';
import { describeAddress, type ServiceAddress } from './tenant-services.ts';

/**
 * The tenant console's session, kept by the browser in a cookie of the tenant's proxy path only, sealed
 * with Granary's key: the browser never holds the tenant console's own token, and a session is the
 * operator session's that made it (`sid`), so another login in the same browser starts its own.
 */
export type ConsoleSession = {
  sid: string;
  namespace: string;
  tenant: string;
  token: string;
  expiresAt: number;
};

export const consoleCookieName = 'granary_tenant';
const purpose = Buffer.from('granary tenant console session v1');
/** A console session ending sooner than this is renewed first: a request with a body cannot be sent twice. */
const renewAheadMs = 60_000;
const loginTimeoutMs = 10_000;
/** When the console's cookie says nothing of its expiry. */
const defaultLifetimeMs = 3600_000;
/** Browsers drop a cookie over 4096 bytes with its name and attributes. */
const largestCookie = 3900;

const cookiePath = (ref: { namespace: string; tenant: string }) => tenantProxyPath(ref, '');

/** The request's console session for this tenant and operator session, unless absent, forged or ending. */
export function readConsoleSession(
  request: FastifyRequest,
  key: Buffer,
  expected: { sid: string; namespace: string; tenant: string },
  now = Date.now(),
): ConsoleSession | undefined {
  const value = request.cookies[consoleCookieName];
  const session = value ? (unsealJson(key, purpose, value) as ConsoleSession | undefined) : undefined;
  if (!session || typeof session.token !== 'string') return undefined;
  const same =
    session.sid === expected.sid &&
    session.namespace === expected.namespace &&
    session.tenant === expected.tenant;
  return same && session.expiresAt - renewAheadMs > now ? session : undefined;
}

/** The cookie's value: the session sealed with Granary's key. */
export const sealConsoleSession = (key: Buffer, session: ConsoleSession) => sealJson(key, purpose, session);

export function setConsoleSessionCookie(
  reply: FastifyReply,
  key: Buffer,
  session: ConsoleSession,
  secure: boolean,
): void {
  const value = sealConsoleSession(key, session);
  if (value.length > largestCookie)
    throw httpError(
      'tenantFailed',
      "The tenant's console answered its login with a session too large for a browser cookie.",
    );
  reply.setCookie(consoleCookieName, value, {
    path: cookiePath(session),
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: new Date(session.expiresAt),
  });
}

export function clearConsoleSessionCookie(reply: FastifyReply, ref: { namespace: string; tenant: string }) {
  reply.clearCookie(consoleCookieName, { path: cookiePath(ref), httpOnly: true, sameSite: 'strict' });
}

/**
 * The `token` cookie among an answer's Set-Cookie lines: its value and when it ends; null when the
 * answer clears it (a logout), undefined when it says nothing of it.
 */
export function sessionCookieOf(
  setCookie: readonly string[],
  now = Date.now(),
): { token: string; expiresAt: number } | null | undefined {
  for (const line of setCookie) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== 'token') continue;
    const token = pair.slice(at + 1).replace(/^"(.*)"$/, '$1');
    if (token === '') return null;
    let expiresAt = now + defaultLifetimeMs;
    for (const attribute of attributes) {
      const [name = '', value = ''] = attribute.split('=');
      if (name.toLowerCase() === 'max-age' && /^-?\d+$/.test(value)) expiresAt = now + Number(value) * 1000;
      else if (name.toLowerCase() === 'expires' && !Number.isNaN(Date.parse(value)))
        expiresAt = Date.parse(value);
    }
    return expiresAt > now ? { token, expiresAt } : null;
  }
  return undefined;
}

/** Why the console refused: its own `{message, detailedMessage}` (Granary's and MinIO's console's shape). */
function refusal(status: number, body: string): { message: string; detail: string } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; detailedMessage?: unknown };
    if (typeof parsed.message === 'string')
      return {
        message: parsed.message,
        detail: typeof parsed.detailedMessage === 'string' ? parsed.detailedMessage : '',
      };
  } catch {
    // Not JSON: its first line says it.
  }
  return { message: body.split('\n')[0]?.slice(0, 200) || `HTTP ${status}`, detail: '' };
}

export const unreachableConsole = (address: ServiceAddress, cause: unknown) =>
  httpError(
    'tenantUnreachable',
    `The tenant's console at ${describeAddress(address)} cannot be reached.`,
    String((cause as { code?: string }).code ?? (cause as Error).message),
  );

/**
 * Logs in to the tenant's console with the root credentials of its configuration secret, as its login
 * form would (`POST /api/v1/login {accessKey, secretKey}`: Granary's and MinIO's embedded console's
 * alike), and answers the session its `token` cookie carries. A refusal is said with the console's
 * status and words; it is never the operator's 401.
 */
export async function logInToConsole(
  address: ServiceAddress,
  agent: Agent | undefined,
  access: TenantRootAccess,
): Promise<{ token: string; expiresAt: number }> {
  let answer;
  try {
    answer = await httpRequest(new URL('/api/v1/login', address.origin), {
      method: 'POST',
      headers: {
        host: `${address.dnsName}:${address.port}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ accessKey: access.accessKey, secretKey: access.secretKey }),
      signal: AbortSignal.timeout(loginTimeoutMs),
      ...(agent && { agent }),
    });
  } catch (error) {
    throw unreachableConsole(address, error);
  }
  const body = await answer.text();
  if (!answer.ok) {
    const { message, detail } = refusal(answer.status, body);
    throw httpError(
      'tenantFailed',
      `The tenant's console refused to log in with the root credentials of its configuration secret: ${answer.status} ${message}`,
      detail,
    );
  }
  const setCookie = answer.body.headers['set-cookie'] ?? [];
  const session = sessionCookieOf(setCookie);
  if (!session)
    throw httpError(
      'tenantFailed',
      `The tenant's console answered its login with ${answer.status} but set no session cookie.`,
    );
  return session;
}
