import { tenantProxyEndpoints, tenantProxyPath } from '@granary/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import { route } from '../../plugins/endpoints.ts';
import { toHttpError } from '../../plugins/error-handler.ts';
import { tenantConsoles, tenantOf } from './tenant-consoles.ts';
import { isPageLoad, proxyErrorPage } from './tenant-proxy-error-page.ts';
import { bridgeConsoleSocket } from './tenant-proxy-socket.ts';
import { tenantRootAccess } from './tenant-root-access.ts';
import { TenantTls } from './tenant-services.ts';
import { tenantUsage } from './tenant-usage.ts';

type Options = { config: Config; sealingKey: Buffer };

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

  const { consoleOf, proxy } = tenantConsoles({ services, tls, sealingKey, secure });

  route(app, tenantProxyEndpoints.usage, async (request) => {
    const { namespace, tenant } = request.params;
    return tenantUsage(await tenantRootAccess(await request.kube(), namespace, tenant), services, tls);
  });

  route(app, tenantProxyEndpoints.consoleLogin, async (request, reply) => {
    await (await consoleOf(request, reply)).logIn();
    return { ok: true as const };
  });

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
