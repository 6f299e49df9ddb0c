import { kubeNameSchema, tenantProxyEndpoints, tenantProxyPath } from '@granary/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { toHttpError } from '../../plugins/error-handler.ts';
import { requireKubernetesPrincipal } from '../../plugins/session.ts';
import {
  clearConsoleSessionCookie,
  logInToConsole,
  readConsoleSession,
  sessionCookieOf,
  setConsoleSessionCookie,
  type ConsoleSession,
} from './tenant-console-session.ts';
import { isPageLoad, proxyErrorPage } from './tenant-proxy-error-page.ts';
import { answerHeaders, forwardToConsole, hasBody, type ProxyUpstream } from './tenant-proxy-forward.ts';
import { bridgeConsoleSocket } from './tenant-proxy-socket.ts';
import { TenantAccessCache } from './tenant-access-cache.ts';
import { tenantRootAccess } from './tenant-root-access.ts';
import { consoleService, serviceAddress, TenantTls } from './tenant-services.ts';
import { tenantUsage } from './tenant-usage.ts';

type Options = { config: Config; sealingKey: Buffer };

function tenantOf(params: unknown): { namespace: string; tenant: string } {
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

/**
 * The tenant's own MinIO and console, reached with the root credentials of its configuration secret,
 * which the operator's own token must be allowed to read (operator mode only): its usage, and
 * `/api/proxy/{namespace}/{tenant}/…`, the tenant's console served through this one.
 */
export const tenantProxyRoutes: FastifyPluginAsync<Options> = async (app, { config, sealingKey }) => {
  const services = config.tenantServices ?? { clusterDomain: 'cluster.local', addresses: new Map() };
  const tls = new TenantTls(services, app.kubeApis?.cluster);
  app.addHook('onClose', () => tls.close());
  const secure = config.tls !== undefined;

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

  route(app, tenantProxyEndpoints.usage, async (request) => {
    const { namespace, tenant } = request.params;
    return tenantUsage(await tenantRootAccess(await request.kube(), namespace, tenant), services, tls);
  });

  route(app, tenantProxyEndpoints.consoleLogin, async (request, reply) => {
    await (await consoleOf(request, reply)).logIn();
    return { ok: true as const };
  });

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
    return reply
      .code(answer.statusCode ?? 502)
      .headers(answerHeaders(answer.headers, upstream))
      .send(answer);
  }

  // Outside operator mode the prefix only relocates this console (app.ts strips it).
  if (!config.operatorMode) return;
  await app.register(async (proxied) => {
    // Bodies pass through unread, streamed to the console.
    proxied.removeAllContentTypeParsers();
    proxied.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const url = '/api/proxy/:namespace/:tenant/*';
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await proxy(request, reply);
      } catch (error) {
        if (!isPageLoad(request) || reply.sent) throw error;
        const failure = toHttpError(error);
        return reply.code(failure.status).type('text/html; charset=utf-8').send(proxyErrorPage(failure));
      }
    };
    proxied.route({
      method: 'GET',
      url,
      schema: { hide: true },
      handler,
      // The console's live tools.
      wsHandler: (socket, request) =>
        bridgeConsoleSocket(socket, request, async () => {
          const { upstream, logIn, session } = await consoleOf(request, undefined, true);
          return { upstream, token: (session ?? (await logIn())).token };
        }),
    });
    proxied.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url,
      schema: { hide: true },
      handler,
    });
    proxied.get('/api/proxy/:namespace/:tenant', { schema: { hide: true } }, async (request, reply) =>
      reply.redirect(tenantProxyPath(tenantOf(request.params), '/'), 308),
    );
  });
};
