import { tenantEditEndpoints, tenantSecurityEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { saveTenantSecurity } from './tenant-security-save.ts';
import { readTenantSecurity } from './tenant-security.service.ts';
import { updateTenantVersion } from './tenant-version.service.ts';
import { readTenantYaml, saveTenantYaml } from './tenant-yaml.service.ts';

/** New certificate files (up to 16 pairs and 32 CAs of the contract's 64 KiB) exceed the app's 1 MiB. */
const securityBodyLimit = 4 * 1024 * 1024;

/**
 * A tenant's Security tab, Edit YAML and Update version; every call with the operator's own token, so
 * Kubernetes' RBAC decides each one.
 */
export const tenantSecurityRoutes: FastifyPluginAsync = async (app) => {
  route(app, tenantSecurityEndpoints.security, async (request) =>
    readTenantSecurity(await request.kube(), request.params.namespace, request.params.tenant),
  );
  route(
    app,
    tenantSecurityEndpoints.updateSecurity,
    async (request) =>
      saveTenantSecurity(
        await request.kube(),
        request.params.namespace,
        request.params.tenant,
        request.body,
        request.log,
      ),
    { bodyLimit: securityBodyLimit },
  );
  route(app, tenantEditEndpoints.yaml, async (request) =>
    readTenantYaml(await request.kube(), request.params.namespace, request.params.tenant),
  );
  route(app, tenantEditEndpoints.updateYaml, async (request) => {
    const { namespace, tenant } = request.params;
    await saveTenantYaml(await request.kube(), namespace, tenant, request.body.yaml);
    return { ok: true as const };
  });
  route(app, tenantEditEndpoints.updateVersion, async (request) => {
    const { namespace, tenant } = request.params;
    await updateTenantVersion(await request.kube(), namespace, tenant, request.body, request.log);
    return { ok: true as const };
  });
};
