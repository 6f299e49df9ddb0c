import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { wellFormed } from './names.ts';
import {
  activeDirectoryProblem,
  tenantEncryptionSchema,
  tenantIdpSchema,
  tenantTlsSchema,
  type TenantEncryption,
  type TenantTls,
} from './tenant-create-options.ts';
import { kubeNameSchema } from './tenants.ts';

/** A tenant's name (spec 3 §5): 3 to 63 lowercase letters, digits and '-'. */
export const tenantNameSchema = z
  .string()
  .regex(/^[a-z0-9-]{3,63}$/, "Name only can contain lowercase letters, numbers and '-'. Min. Length: 3")
  .regex(/^[a-z0-9].*[a-z0-9]$/, 'Name must start and end with a letter or a number');

const bytes = z.number().int().positive();

export const tenantPoolSchema = z.object({
  name: kubeNameSchema,
  servers: z.number().int().min(1).max(1_000),
  volumes_per_server: z.number().int().min(1).max(256),
  volume_configuration: z.object({
    /** Each drive's size, bytes. */
    size: bytes,
    storage_class_name: wellFormed(z.string()).optional(),
  }),
  resources: z
    .object({
      requests: z.object({ memory: bytes }).optional(),
      limits: z.object({ memory: bytes }).optional(),
    })
    .optional(),
  /** A Kubernetes affinity object as the wizard builds it (pod anti-affinity, node affinity). */
  affinity: z.record(z.string(), z.unknown()).optional(),
});
export type TenantPool = z.infer<typeof tenantPoolSchema>;

const storageOverride = z.object({
  storageClass: wellFormed(z.string()).optional(),
  /** GiB. */
  storageSize: z.number().int().min(1).optional(),
  image: wellFormed(z.string()).optional(),
});

/** Spec 3 §4: encryption needs TLS, by automatic certificates or one of the user's. */
export const encryptionNeedsTls =
  'Encryption needs TLS: turn on automatic certificates or add a server certificate and its key';

/** TLS on without the operator's certificates or any of the user's would leave the servers without one. */
export const tlsNeedsCertificates =
  "TLS needs certificates: turn on 'Manage certificates automatically' or add a server certificate with its key";

/** Whether the operator is asked for certificates: TLS on, and automatic certificates unless switched off. */
export const requestsAutoCert = (request: { enable_tls: boolean; tls?: TenantTls | undefined }) =>
  request.enable_tls && (request.tls?.auto_cert ?? true);

/**
 * Spec 3 §4: encryption needs TLS, by automatic certificates or at least one certificate of the user's;
 * without automatic certificates, KES's own certificate and MinIO's towards it are the user's to give.
 */
export function encryptionProblem(request: {
  enable_tls: boolean;
  tls?: TenantTls | undefined;
  encryption?: TenantEncryption | undefined;
}): { path: string[]; message: string } | undefined {
  const { encryption } = request;
  if (!encryption) return undefined;
  const autoCert = requestsAutoCert(request);
  if (!autoCert && (request.tls?.minio.length ?? 0) === 0)
    return {
      path: ['encryption'],
      message: encryptionNeedsTls,
    };
  if (!autoCert && (!encryption.server || !encryption.client))
    return {
      path: ['encryption', encryption.server ? 'client' : 'server'],
      message:
        "Without automatic certificates, the key service's certificate and key and MinIO's client certificate and key are required",
    };
  return undefined;
}

/**
 * The create payload (spec 3 §3): name, namespace, the pools, the identity provider (built-in users,
 * OpenID or Active Directory), TLS (automatic and/or the user's certificates), encryption through KES,
 * exposure, metrics and log search, images and a registry.
 */
export const createTenantRequestSchema = z
  .object({
    name: tenantNameSchema,
    namespace: kubeNameSchema,
    pools: z.array(tenantPoolSchema).min(1, 'A tenant needs a pool').max(1),
    /** 'EC:n' of the wizard, as its number; 2 to 8. */
    erasureCodingParity: z
      .number()
      .int()
      .min(2, 'invalid Erasure Coding Value')
      .max(8, 'invalid Erasure Coding Value'),
    enable_tls: z.boolean(),
    enable_console: z.boolean(),
    enable_prometheus: z.boolean(),
    expose_minio: z.boolean(),
    expose_console: z.boolean(),
    image: wellFormed(z.string()).optional(),
    image_registry: z
      .object({
        registry: wellFormed(z.string().min(1)),
        username: wellFormed(z.string().min(1)),
        password: wellFormed(z.string().min(1)),
      })
      .optional(),
    idp: tenantIdpSchema,
    tls: tenantTlsSchema.optional(),
    encryption: tenantEncryptionSchema.optional(),
    logSearchConfiguration: storageOverride
      .extend({ postgres_image: wellFormed(z.string()).optional() })
      .optional(),
    prometheusConfiguration: storageOverride.optional(),
  })
  .superRefine((request, context) => {
    if (request.tls && !request.enable_tls)
      context.addIssue({ code: 'custom', path: ['tls'], message: 'Certificates need TLS on (enable_tls)' });
    if (request.enable_tls && request.tls && !request.tls.auto_cert && request.tls.minio.length === 0)
      context.addIssue({ code: 'custom', path: ['tls'], message: tlsNeedsCertificates });
    const problem = encryptionProblem(request);
    if (problem) context.addIssue({ code: 'custom', ...problem });
    const directory = 'active_directory' in request.idp ? request.idp.active_directory : undefined;
    const directoryProblem = directory && activeDirectoryProblem(directory);
    if (directoryProblem)
      context.addIssue({
        code: 'custom',
        path: ['idp', 'active_directory', ...directoryProblem.path],
        message: directoryProblem.message,
      });
  })
  .meta({ id: 'CreateTenantRequest' });
export type CreateTenantRequest = z.infer<typeof createTenantRequestSchema>;

export const tenantCredentialsSchema = z.object({ access_key: z.string(), secret_key: z.string() });
export type TenantCredentials = z.infer<typeof tenantCredentialsSchema>;

export const createTenantResponseSchema = z
  .object({
    /** The tenant's users log in through an external identity provider (none are shown then). */
    externalIDP: z.boolean(),
    /** The built-in users created with the tenant, for the credentials dialog. */
    console: z.array(tenantCredentialsSchema),
  })
  .meta({ id: 'CreateTenantResponse' });
export type CreateTenantResponse = z.infer<typeof createTenantResponseSchema>;

export const parityListSchema = z.array(z.string()).meta({ id: 'ParityList' });

export const maxAllocatableMemorySchema = z
  .object({
    max_memory: z.number().describe('Bytes: the least allocatable memory among the N nodes with the most'),
  })
  .meta({ id: 'MaxAllocatableMemory' });

export const nodeLabelsSchema = z.record(z.string(), z.array(z.string())).meta({ id: 'NodeLabels' });

export const storageQuotaSchema = z
  .object({
    name: z.string(),
    /** One per storage class: `<class>.storageclass.storage.k8s.io/requests.storage`, bytes. */
    elements: z.array(z.object({ name: z.string(), hard: z.number(), used: z.number() })),
  })
  .meta({ id: 'StorageQuota' });
export type StorageQuota = z.infer<typeof storageQuotaSchema>;

/** The suffix of a quota element's name after its storage class. */
export const storageClassQuotaSuffix = '.storageclass.storage.k8s.io/requests.storage';

const count = z.coerce.number().int().min(1).max(10_000);
/** A count in a path: digits only, 1 to 10,000 (the handler reads it with Number()). */
const wholeNumberParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, 'must be a whole number from 1')
  .refine((value) => Number(value) <= 10_000, 'must be at most 10,000');
const tags = ['tenants'];

/** What the create-tenant wizard asks of the cluster, and the create itself (spec 3 §7). */
export const tenantCreateEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/tenants',
    summary: 'Create a tenant: its secrets, then the Tenant object; answers the built-in users’ keys',
    tags,
    body: createTenantRequestSchema,
    response: createTenantResponseSchema,
  }),
  createNamespace: defineEndpoint({
    method: 'POST',
    path: '/api/v1/namespace',
    summary: 'Create a namespace',
    tags,
    body: z.object({ name: kubeNameSchema }),
    response: okResponseSchema,
  }),
  storageQuota: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/resourcequotas/:quota',
    summary:
      'The storage a namespace may still claim per storage class (every class, unlimited, without a quota)',
    tags,
    params: z.object({
      namespace: kubeNameSchema,
      quota: z
        .string()
        .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/)
        .max(253),
    }),
    response: storageQuotaSchema,
  }),
  maxAllocatableMemory: defineEndpoint({
    method: 'GET',
    path: '/api/v1/cluster/max-allocatable-memory',
    summary: 'The most memory each of N schedulable nodes can give a server',
    tags,
    query: z.object({ num_nodes: count }),
    response: maxAllocatableMemorySchema,
  }),
  parity: defineEndpoint({
    method: 'GET',
    path: '/api/v1/get-parity/:nodes/:drivesPerServer',
    summary: 'The erasure-code parities MinIO offers for servers × drives per server',
    tags,
    params: z.object({ nodes: wholeNumberParam, drivesPerServer: wholeNumberParam }),
    response: parityListSchema,
  }),
  nodeLabels: defineEndpoint({
    method: 'GET',
    path: '/api/v1/nodes/labels',
    summary: "Every node label and its values, for the wizard's node selector",
    tags,
    response: nodeLabelsSchema,
  }),
};
