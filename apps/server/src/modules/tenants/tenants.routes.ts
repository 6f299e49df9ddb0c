import { tenantEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { route } from '../../plugins/endpoints.ts';
import { deleteTenant, getTenant, listNamespaceTenants, listTenants } from './tenants.service.ts';

/** Operator mode's tenants: Kubernetes' RBAC guards every call, made with the operator's own token. */
export const tenantsRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  route(app, tenantEndpoints.list, async (request) => listTenants(await request.kube()));
  route(app, tenantEndpoints.listInNamespace, async (request) =>
    listNamespaceTenants(await request.kube(), request.params.namespace),
  );
  route(app, tenantEndpoints.detail, async (request) =>
    getTenant(
      await request.kube(),
      request.params.namespace,
      request.params.tenant,
      config.license?.trustedKeys,
    ),
  );
  route(app, tenantEndpoints.delete, async (request) => {
    await deleteTenant(await request.kube(), request.params.namespace, request.params.tenant);
    return { ok: true as const };
  });
};
