import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

/**
 * A name Kubernetes takes for a namespace or an object (an RFC 1123 label: lowercase letters, digits and
 * '-', at most 63): checked here so the browser hears the rule, not a 404 for a name that cannot exist.
 */
export const kubeNameSchema = z
  .string()
  .min(1, 'is required')
  .max(63, 'must be at most 63 characters')
  .regex(
    /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/,
    "must be lowercase letters, digits and '-', starting and ending with a letter or digit",
  );

/** Tenant health as the operator reports it; 'unknown' until it has. */
export const tenantHealthSchema = z.enum(['green', 'yellow', 'red', 'unknown']);
export type TenantHealth = z.infer<typeof tenantHealthSchema>;

/** One tenant of the list (spec 3 §3; field names as the previous console's). */
export const tenantListItemSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  /** Bytes: every pool's servers × drives per server × each drive's requested size. */
  total_size: z.number(),
  pool_count: z.number(),
  /** Servers over every pool. */
  instance_count: z.number(),
  /** Drives over every pool. */
  volume_count: z.number(),
  /** The operator's words for what it is doing ('Initialized', 'Provisioning MinIO Statefulset', …); '' until it says. */
  currentState: z.string(),
  health_status: tenantHealthSchema,
  creation_date: z.string(),
  /** Set once a delete was asked and Kubernetes still holds the object (its finalizers run). */
  deletion_date: z.string().optional(),
});
export type TenantListItem = z.infer<typeof tenantListItemSchema>;

export const tenantListSchema = z
  .object({ tenants: z.array(tenantListItemSchema), total: z.number() })
  .meta({ id: 'TenantList' });
export type TenantList = z.infer<typeof tenantListSchema>;

const tenantParams = z.object({ namespace: kubeNameSchema, tenant: kubeNameSchema });

const tags = ['tenants'];

/** Operator mode's tenants (spec 3 §7), each call made with the operator's own Kubernetes token. */
export const tenantEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/tenants',
    summary: 'Every tenant in every namespace the token may list',
    tags,
    response: tenantListSchema,
  }),
  listInNamespace: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants',
    summary: "The tenants of one namespace (the wizard's one-tenant-per-namespace check)",
    tags,
    params: z.object({ namespace: kubeNameSchema }),
    response: tenantListSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant',
    summary: 'Delete a tenant (its volumes and secrets stay, as the operator leaves them)',
    tags,
    params: tenantParams,
    response: okResponseSchema,
  }),
};
