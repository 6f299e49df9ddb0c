import { bucketEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { requireMinioPrincipal } from '../../plugins/session.ts';
import { bucketAccessRoutes } from './access/access.routes.ts';
import { bucketEventsRoutes } from './events/events.routes.ts';
import { bucketLifecycleRoutes } from './lifecycle/lifecycle.routes.ts';
import { bucketReplicationRoutes } from './replication/replication.routes.ts';
import { bucketSummaryRoutes } from './summary/summary.routes.ts';
import { createBucket, deleteBucket, getBucket, listBuckets } from './buckets.service.ts';
import { exportedPoliciesCache } from './exported-policies-cache.ts';

export const bucketsRoutes: FastifyPluginAsync = async (app) => {
  const policies = exportedPoliciesCache();
  // Any change made through the bucket routes (a policy, an access rule, a new bucket) drops the
  // kept exports before its answer goes out, so no later list hides a change made through Granary. Added
  // before the detail routes are registered, so that it covers them too.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') policies.clear();
    return payload;
  });
  for (const detailRoutes of [
    bucketSummaryRoutes,
    bucketEventsRoutes,
    bucketLifecycleRoutes,
    bucketReplicationRoutes,
    bucketAccessRoutes,
  ])
    await app.register(detailRoutes);

  route(app, endpoints.list, async (request) => {
    const clients = request.clients();
    const session = requireMinioPrincipal(request).credentials.accessKeyId;
    return { buckets: await listBuckets(clients, policies.get(session, clients.admin)) };
  });

  route(app, endpoints.create, async (request) => {
    await createBucket(request.clients(), request.body);
    return { ok: true as const };
  });

  route(app, endpoints.get, async (request) => getBucket(request.clients(), request.params.name));

  route(app, endpoints.delete, async (request) => {
    await deleteBucket(request.clients(), request.params.name);
    return { ok: true as const };
  });
};
