import { erasureParities, tenantCreateEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { requireKubernetesPrincipal } from '../../plugins/session.ts';
import { listNodeLabels, readMaxAllocatableMemory, readStorageQuota } from './cluster-capacity.service.ts';
import { createNamespace, createTenant } from './tenant-create.service.ts';

/**
 * The create's certificates and keys: the contract admits up to 16 server pairs and 16 CAs of 64 KiB each,
 * more than the app's 1 MiB; real ones are a few KiB, so this only keeps the contract's own limits usable.
 */
const createBodyLimit = 4 * 1024 * 1024;

/** The create-tenant wizard's questions to the cluster, and the create; every call with the operator's token. */
export const tenantCreateRoutes: FastifyPluginAsync = async (app) => {
  route(app, tenantCreateEndpoints.parity, async (request) => {
    // MinIO's rule alone, asked of no cluster; still an operator's question.
    requireKubernetesPrincipal(request);
    const choice = erasureParities(Number(request.params.nodes), Number(request.params.drivesPerServer));
    if (!choice.ok) throw httpError('badRequest', choice.error);
    return choice.parities;
  });
  route(app, tenantCreateEndpoints.maxAllocatableMemory, async (request) => ({
    max_memory: await readMaxAllocatableMemory(await request.kube(), request.query.num_nodes),
  }));
  route(app, tenantCreateEndpoints.nodeLabels, async (request) => listNodeLabels(await request.kube()));
  route(app, tenantCreateEndpoints.storageQuota, async (request) =>
    readStorageQuota(await request.kube(), request.params.namespace, request.params.quota),
  );
  route(app, tenantCreateEndpoints.createNamespace, async (request) => {
    await createNamespace(await request.kube(), request.body.name);
    return { ok: true as const };
  });
  route(
    app,
    tenantCreateEndpoints.create,
    async (request) => createTenant(await request.kube(), request.body, request.log),
    { bodyLimit: createBodyLimit },
  );
};
