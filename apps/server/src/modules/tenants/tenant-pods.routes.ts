import { liveSockets, tenantPodEndpoints } from '@granary/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { socketRoute } from '../../plugins/live-sockets.ts';
import { operatorApis } from '../../plugins/request-kube.ts';
import { requireKubernetesPrincipal } from '../../plugins/session.ts';
import { watchTenantEvents } from './tenant-events.ts';
import { deleteTenantPod, listPodEvents, listTenantPods, readPodLog } from './tenant-pods.service.ts';
import { addTenantPool } from './tenant-pools.service.ts';

/** For the calls made over the shared pool itself: the operator's token, as every other call's. */
const rawAccess = (request: FastifyRequest) => {
  const { token } = requireKubernetesPrincipal(request);
  return { factory: operatorApis(request.server), token };
};

/** A tenant's pools, pods and events: every call with the operator's own token, so RBAC decides. */
export const tenantPodsRoutes: FastifyPluginAsync = async (app) => {
  const { addPool, pods, podLog, podEvents, deletePod } = tenantPodEndpoints;
  route(app, addPool, async (request) => {
    const { namespace, tenant } = request.params;
    await addTenantPool(await request.kube(), namespace, tenant, request.body);
    return { ok: true as const };
  });
  route(app, pods, async (request) => ({
    pods: await listTenantPods(await request.kube(), request.params.namespace, request.params.tenant),
  }));
  route(app, podLog, async (request) => readPodLog(await request.kube(), rawAccess(request), request.params));
  route(app, podEvents, async (request) => {
    const { namespace, tenant, pod } = request.params;
    return { events: await listPodEvents(await request.kube(), namespace, tenant, pod) };
  });
  route(app, deletePod, async (request) => {
    const { namespace, tenant, pod } = request.params;
    await deleteTenantPod(await request.kube(), namespace, tenant, pod);
    return { ok: true as const };
  });
  socketRoute(app, liveSockets.tenantEvents, async ({ request, params, signal, send }) => {
    await watchTenantEvents({
      ...rawAccess(request),
      apis: await request.kube(),
      namespace: params.namespace,
      tenant: params.tenant,
      signal,
      send,
    });
  });
};
