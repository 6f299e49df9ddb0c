import { kubeNameSchema, tenantProxyPath } from '@granary/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantServicesConfig } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireKubernetesPrincipal } from '../../plugins/session.ts';
import { TenantAccessCache } from './tenant-access-cache.ts';
import {
  clearConsoleSessionCookie,
  logInToConsole,
  readConsoleSession,
  sessionCookieOf,
  setConsoleSessionCookie,
  type ConsoleSession,
} from './tenant-console-session.ts';
import { answerHeaders, forwardToConsole, hasBody, type ProxyUpstream } from './tenant-proxy-forward.ts';
import { isPageLoad } from './tenant-proxy-error-page.ts';
import { isPlainPage, rebasedPage } from './tenant-proxy-page.ts';
import { tenantRootAccess } from './tenant-root-access.ts';
import { consoleService, serviceAddress, type TenantTls } from './tenant-services.ts';

type ProxySettings = {
  services: TenantServicesConfig;
  tls: TenantTls;
  sealingKey: Buffer;
  /** Cookies only over HTTPS (Granary serves TLS itself). */
  secure: boolean;
};

export function tenantOf(params: unknown): { namespace: string; tenant: string } {
  const { namespace, tenant } = params as Record<string, string>;
  for (const [field, value] of [
    ['namespace', namespace],
    ['tenant', tenant],
  ] as const) {
    const problem = kubeNameSchema.safeParse(value).error?.issues[0]?.message;
    if (problem !== undefined) throw httpError('badRequest', `Invalid request: ${field}: ${problem}`);
  }
  return { namespace: namespace ?? '', tenant: tenant ?? '' };
}

/** The tenant consoles behind the proxy: reaching one for a request, and passing a request on. */
export function tenantConsoles({ services, tls, sealingKey, secure }: ProxySettings) {
  const accessCache = new TenantAccessCache();
  /**
   * The tenant's console: its address, and a session there (the browser's, or a new login's, kept in
   * the cookie when there is a `reply` to set it on). `cached`: what Kubernetes allowed this token a few
   * seconds ago serves (a page's many files).
   */
  async function consoleOf(request: FastifyRequest, reply: FastifyReply | undefined, cached = false) {
    const ref = tenantOf(request.params);
    const principal = requireKubernetesPrincipal(request);
    const apis = await request.kube();
    const read = () => tenantRootAccess(apis, ref.namespace, ref.tenant);
    const access = cached ? await accessCache.get(principal.token, ref, read) : await read();
    const address = serviceAddress(services, consoleService(ref.namespace, ref.tenant, access.tls));
    const upstream: ProxyUpstream = {
      address,
      agent: tls.agentFor(address),
      prefix: tenantProxyPath(ref, ''),
    };
    const mine = { sid: principal.sid, ...ref };
    const logIn = async (): Promise<ConsoleSession> => {
      const session = { ...mine, ...(await logInToConsole(address, upstream.agent, access)) };
      if (reply) setConsoleSessionCookie(reply, sealingKey, session, secure);
      return session;
    };
    return { ref, upstream, logIn, session: readConsoleSession(request, sealingKey, mine) };
  }

  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    const { ref, upstream, logIn, session: kept } = await consoleOf(request, reply, true);
    let session = kept ?? (await logIn());
    const body = hasBody(request);
    let answer = await forwardToConsole(request, upstream, session.token, body);
    if (answer.statusCode === 401 && !body) {
      // The console ended its session (a restart, its own expiry): log in again and ask once more.
      answer.resume();
      session = await logIn();
      answer = await forwardToConsole(request, upstream, session.token, body);
    }
    const renewed = sessionCookieOf(answer.headers['set-cookie'] ?? []);
    if (renewed === null || (answer.statusCode === 401 && renewed === undefined))
      clearConsoleSessionCookie(reply, ref);
    else if (renewed) setConsoleSessionCookie(reply, sealingKey, { ...session, ...renewed }, secure);
    const headers = answerHeaders(answer.headers, upstream);
    reply.code(answer.statusCode ?? 502);
    if (!isPageLoad(request) || !isPlainPage(answer)) return reply.headers(headers).send(answer);
    delete headers['content-length'];
    return reply.headers(headers).send(await rebasedPage(answer, upstream.prefix));
  }

  return { consoleOf, proxy };
}
