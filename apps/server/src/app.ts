import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { PendingRestarts } from './lib/pending-restarts.ts';
import { SessionRevocations } from './lib/session-revocations.ts';
import { StoreHealth } from './lib/store-health.ts';
import { targetsFromConfig, type Targets } from './lib/targets.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { AuditWriter } from './modules/audit/audit-writer.ts';
import { bucketsRoutes } from './modules/buckets/buckets.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { objectsRoutes } from './modules/objects/objects.routes.ts';
import { objectDetailRoutes } from './modules/objects/object-detail.routes.ts';
import { rewindRoutes } from './modules/objects/rewind.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { kmsRoutes } from './modules/kms/kms.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { tenantCreateRoutes } from './modules/tenants/tenant-create.routes.ts';
import { tenantSecurityRoutes } from './modules/tenants/tenant-security.routes.ts';
import { tenantProxyRoutes } from './modules/tenants/tenant-proxy.routes.ts';
import { tenantPodsRoutes } from './modules/tenants/tenant-pods.routes.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLiveSockets } from './plugins/live-sockets.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { stripProxyPrefix } from './plugins/proxy-prefix.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerRequestClients } from './plugins/request-clients.ts';
import { registerRequestKube } from './plugins/request-kube.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSession } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import { createStore } from './store/store.ts';

export type AppOptions = {
  config: Config;
  sealingKey: Buffer;
  logger?: FastifyServerOptions['logger'];
  https?: { key: Buffer; cert: Buffer };
  /** The MinIO servers sessions may speak to: the configured one unless given (tests give two). */
  targets?: Targets;
};

/** A hop count becomes Fastify's function form: trust the nearest `hops` proxies. */
function trustedHops(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The zod compilers as Fastify's compiler factories. Fastify types these for Ajv-style schemas; the
 * routes' schemas are zod, and the same compilers are set (typed) on the app below.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp({ config, sealingKey, logger = false, https, targets }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Share-link tokens travel as a path parameter (a few hundred characters).
    routerOptions: { maxParamLength: 2048 },
    // Operator mode serves tenants' consoles under the prefix (modules/tenants/tenant-proxy.routes.ts);
    // otherwise it only relocates this console.
    rewriteUrl: (request) =>
      config.operatorMode ? (request.url ?? '/') : stripProxyPrefix(request.url ?? '/'),
    trustProxy: trustedHops(config.trustProxy),
    ...(https ? { https } : {}),
    // Zod's compilers from the start: given none, Fastify loads Ajv and fast-json-stringify, which no
    // route uses (0.7 MiB of JS heap at start; docs/decisions/memory-budgets.md).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  const minioTargets = targets ?? targetsFromConfig(config);
  await registerSecurityHeaders(app, {
    tls: https !== undefined,
    directOrigins: minioTargets.publicOrigins(),
  });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);
  registerSameOriginCheck(app);
  const store = createStore(config, (error) => app.log.warn({ err: error }, 'store connection lost'), {
    sleepAfterMs: config.storeIdleSeconds * 1000,
  });
  // A shared store that cannot be reached stops start-up with its cause rather than failing later.
  if (store.kind === 'postgres') await store.db();
  registerSession(app, sealingKey, new SessionRevocations(store, app.log), minioTargets);
  registerRequestClients(app, config);
  await registerRequestKube(app, config);
  app.decorate('pendingRestarts', new PendingRestarts(store, app.log));
  const storeHealth = new StoreHealth(store, app.log);
  app.decorate('storeHealth', storeHealth);
  await storeHealth.start();
  app.addHook('onClose', () => storeHealth.stop());
  const auditWriter = new AuditWriter(store, app.log);
  app.decorate('auditWriter', auditWriter);
  await app.register(sessionRoutes, { config, sealingKey });
  await app.register(identityRoutes, { config, sealingKey });
  await app.register(bucketsRoutes);
  await app.register(objectsRoutes, { config, sealingKey });
  await app.register(objectDetailRoutes);
  await app.register(rewindRoutes);
  await app.register(settingsRoutes, { config });
  await app.register(kmsRoutes);
  await app.register(tenantsRoutes, { config });
  await app.register(tenantCreateRoutes);
  await app.register(storageRoutes);
  await app.register(subscriptionRoutes, { config });
  await app.register(tenantSecurityRoutes);
  await app.register(auditRoutes, { config, store, writer: auditWriter });
  await app.register(dashboardRoutes, { config });
  await registerLiveSockets(app);
  await app.register(liveRoutes);
  // After the WebSocket plugin: the proxy passes the tenant console's sockets on too.
  await app.register(tenantProxyRoutes, { config, sealingKey });
  // After the live sockets: it serves one (the tenant's events).
  await app.register(tenantPodsRoutes);
  await registerSpa(app, config.staticDir, sealingKey);
  return app;
}
