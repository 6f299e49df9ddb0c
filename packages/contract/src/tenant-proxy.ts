import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { kubeNameSchema } from './tenants.ts';

/** What a tenant's MinIO reports using (spec 3 §7 "usage"), from its admin API's server information. */
export const tenantUsageSchema = z
  .object({
    /** Bytes of objects stored (MinIO's data usage, as its scanner last counted it). */
    used: z.number(),
    /** Bytes used on the tenant's drives, summed over every drive of every server. */
    disk_used: z.number(),
  })
  .meta({ id: 'TenantUsage' });
export type TenantUsage = z.infer<typeof tenantUsageSchema>;

const tenantParams = z.object({ namespace: kubeNameSchema, tenant: kubeNameSchema });
const tags = ['tenants'];

/** A tenant's own MinIO and console, reached with the tenant's root credentials from its configuration. */
export const tenantProxyEndpoints = {
  usage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/usage',
    summary: "What the tenant's MinIO uses: objects stored and drive space",
    tags,
    params: tenantParams,
    response: tenantUsageSchema,
  }),
  consoleLogin: defineEndpoint({
    method: 'POST',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/console-login',
    summary:
      "Log in to the tenant's console with its root credentials; the session goes into a cookie of the " +
      "tenant's proxy path (what the Metrics and management frames load)",
    tags,
    params: tenantParams,
    response: okResponseSchema,
  }),
};

/**
 * Where a tenant's console is served through this console in operator mode (spec 3 §2 Metrics and
 * /hop): `/api/proxy/{namespace}/{tenant}`, then the console's own path ('/metrics', '/').
 */
export function tenantProxyPath(tenant: { namespace: string; tenant: string }, path = '/'): string {
  return `/api/proxy/${encodeURIComponent(tenant.namespace)}/${encodeURIComponent(tenant.tenant)}${path}`;
}
