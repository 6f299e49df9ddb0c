import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { licenseSchema } from './license-claims.ts';

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

/** One pool of a tenant's detail, as the Tenant object asks for it (spec 3 §3 "Pool"). */
export const tenantDetailPoolSchema = z.object({
  name: z.string(),
  servers: z.number(),
  volumes_per_server: z.number(),
  volume_configuration: z.object({
    /** Each drive's requested size, bytes; 0 when the pool names none. */
    size: z.number(),
    /** '' : the cluster's default storage class. */
    storage_class_name: z.string(),
  }),
  /** Each server's memory, bytes, where the pool sets it (otherwise Kubernetes' defaults apply). */
  resources: z.object({
    requests: z.object({ memory: z.number().optional() }),
    limits: z.object({ memory: z.number().optional() }),
  }),
});
export type TenantDetailPool = z.infer<typeof tenantDetailPoolSchema>;

/**
 * A tenant's detail (spec 3 §3 "Tenant (detail)"), as far as its Tenant object and configuration hold it.
 * The list's fields come first, computed the same way. `status` holds what the operator reported.
 */
export const tenantDetailSchema = tenantListItemSchema
  .extend({
    /** The MinIO image the spec names; '' : the operator's default. */
    image: z.string(),
    pools: z.array(tenantDetailPoolSchema),
    /** The operator's counts of the tenant's drives and its write quorum, each once it reported it. */
    status: z.object({
      drives_online: z.number().optional(),
      drives_offline: z.number().optional(),
      write_quorum: z.number().optional(),
    }),
    /** Log search (spec.log). */
    logEnabled: z.boolean(),
    /** Metrics by the operator's Prometheus (spec.prometheus). */
    monitoringEnabled: z.boolean(),
    /** Encryption by KES (spec.kes). */
    encryptionEnabled: z.boolean(),
    /** Prometheus' three scrape annotations are on the tenant (Update version's metrics switch); always sent. */
    enable_prometheus: z.boolean().optional(),
    /** MinIO serves TLS: the operator's certificates (unless switched off) or certificates of the user's. */
    minioTLS: z.boolean(),
    /** OpenID login (MINIO_IDENTITY_OPENID_CONFIG_URL); null: unknown, its configuration could not be read. */
    idpOidcEnabled: z.boolean().nullable(),
    /** Active Directory / LDAP login (MINIO_IDENTITY_LDAP_SERVER_ADDR); null as above. */
    idpAdEnabled: z.boolean().nullable(),
    /** Why the identity flags are null: Kubernetes' answer to reading the tenant's configuration secret. */
    configuration_unreadable: z.string().optional(),
    /** The license the tenant carries (MINIO_SUBNET_LICENSE), when it verifies; absent otherwise. */
    subnet_license: licenseSchema.optional(),
  })
  .meta({ id: 'TenantDetail' });
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

/** A tenant's address: its namespace and name. */
export const tenantParams = z.object({ namespace: kubeNameSchema, tenant: kubeNameSchema });

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
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant',
    summary: "A tenant's detail: its pools, the operator's status and its features",
    tags,
    params: tenantParams,
    response: tenantDetailSchema,
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
