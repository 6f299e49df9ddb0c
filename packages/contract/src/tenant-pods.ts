import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { wellFormed } from './names.ts';
import { defineSocket } from './socket.ts';
import { tenantPoolSchema } from './tenant-create.ts';
import { GiB, minMemoryBytes } from './tenant-sizing.ts';
import { kubeNameSchema } from './tenants.ts';

/** The label MinIO's operator puts on every pod (and claim) of a tenant, and the one naming its pool. */
export const tenantLabel = 'v1.min.io/tenant';
export const poolLabel = 'v1.min.io/pool';

/** One pod of a tenant (spec 3 §3 "Pod"). */
export const tenantPodSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  tenant: z.string(),
  /** The operator's pool label; '' when the pod has none. */
  pool: z.string(),
  /** Kubernetes' phase (Pending, Running, …); 'Terminating' once a delete was asked. */
  status: z.string(),
  /** When the pod was created, RFC 3339. */
  timeCreated: z.string(),
  /** '' until Kubernetes gave it one. */
  podIP: z.string(),
  /** Restarts of its containers, summed. */
  restarts: z.number(),
  /** The node it runs on; '' until scheduled. */
  node: z.string(),
});
export type TenantPod = z.infer<typeof tenantPodSchema>;

export const tenantPodListSchema = z.object({ pods: z.array(tenantPodSchema) }).meta({ id: 'TenantPods' });

/** One Kubernetes event about a pod (spec 3 §3 "Pod event"). */
export const podEventSchema = z.object({
  namespace: z.string(),
  /** Epoch seconds of the event's last occurrence. */
  last_seen: z.number(),
  message: z.string(),
  /** Normal or Warning. */
  event_type: z.string(),
  reason: z.string(),
});
export type PodEvent = z.infer<typeof podEventSchema>;

export const podEventListSchema = z.object({ events: z.array(podEventSchema) }).meta({ id: 'PodEvents' });

/** A pod's log, as the API server gave it (control and colour codes are the screen's to strip). */
export const podLogSchema = z
  .object({
    /** The container whose log this is: MinIO's own ('minio') when the pod runs several. */
    container: z.string(),
    log: z.string(),
  })
  .meta({ id: 'PodLog' });
export type PodLog = z.infer<typeof podLogSchema>;

/** A label of a pool's claims: Kubernetes' label rules, in short. */
const labelKeySchema = wellFormed(z.string())
  .max(253)
  .regex(/^([a-z0-9.-]+\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/, 'is not a Kubernetes label key');
const labelValueSchema = wellFormed(z.string())
  .max(63)
  .regex(/^([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?$/, 'is not a Kubernetes label value');

/**
 * Expand Tenant's pool (spec 3 §3 "Add-pool payload"): the wizard's pool, drive sizes in bytes, the
 * claims' labels; each server's memory at least 2Gi and its limit no lower.
 */
export const addPoolRequestSchema = tenantPoolSchema
  .extend({
    volume_configuration: tenantPoolSchema.shape.volume_configuration.extend({
      labels: z.record(labelKeySchema, labelValueSchema).optional(),
    }),
  })
  .superRefine((pool, context) => {
    if (pool.volume_configuration.size < GiB)
      context.addIssue({
        code: 'custom',
        path: ['volume_configuration', 'size'],
        message: 'Each drive must be at least 1Gi',
      });
    const request = pool.resources?.requests?.memory;
    const limit = pool.resources?.limits?.memory;
    if (request !== undefined && request < minMemoryBytes)
      context.addIssue({
        code: 'custom',
        path: ['resources', 'requests', 'memory'],
        message: 'Memory size must be greater than 2Gi',
      });
    if (request !== undefined && limit !== undefined && limit < request)
      context.addIssue({
        code: 'custom',
        path: ['resources', 'limits', 'memory'],
        message: 'The memory limit must not be less than the memory request',
      });
  })
  .meta({ id: 'AddPoolRequest' });
export type AddPoolRequest = z.infer<typeof addPoolRequestSchema>;

const tenantParams = z.object({ namespace: kubeNameSchema, tenant: kubeNameSchema });
const podParams = tenantParams.extend({ pod: kubeNameSchema });
const tags = ['tenants'];

/** A tenant's pools and pods (spec 3 §7), each call made with the operator's own Kubernetes token. */
export const tenantPodEndpoints = {
  addPool: defineEndpoint({
    method: 'POST',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/pools',
    summary: 'Expand a tenant: append a pool to its spec (refused if the Tenant changed meanwhile)',
    tags,
    params: tenantParams,
    body: addPoolRequestSchema,
    response: okResponseSchema,
    status: 201,
  }),
  pods: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/pods',
    summary: "The tenant's pods (label v1.min.io/tenant)",
    tags,
    params: tenantParams,
    response: tenantPodListSchema,
  }),
  podLog: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/pods/:pod',
    summary: "A tenant pod's log (MinIO's container)",
    tags,
    params: podParams,
    response: podLogSchema,
  }),
  podEvents: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/pods/:pod/events',
    summary: "A tenant pod's Kubernetes events, oldest first",
    tags,
    params: podParams,
    response: podEventListSchema,
  }),
  deletePod: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/pods/:pod',
    summary: 'Delete a pod of the tenant (its StatefulSet makes it again)',
    tags,
    params: podParams,
    response: okResponseSchema,
  }),
};

/** One Kubernetes event about the tenant or one of its pods, as the live table shows it. */
export const tenantEventSchema = podEventSchema.extend({
  /** The Event object's uid: a later change of the same event replaces its row. */
  uid: z.string(),
  /** What it is about: 'Tenant' or 'Pod', and its name. */
  kind: z.string(),
  object: z.string(),
  /** How many times Kubernetes saw it. */
  count: z.number(),
});
export type TenantEvent = z.infer<typeof tenantEventSchema>;

/** A change of the tenant's events: one added or changed, or one gone (expired). */
export const tenantEventChangeSchema = z.discriminatedUnion('change', [
  z.object({ change: z.literal('upsert'), event: tenantEventSchema }),
  z.object({ change: z.literal('delete'), uid: z.string() }),
]);
export type TenantEventChange = z.infer<typeof tenantEventChangeSchema>;

/** The tenant's events, live: every one there when it opens, then each change as Kubernetes makes it. */
export const tenantEventsSocket = defineSocket({
  path: '/ws/namespaces/:namespace/tenants/:tenant/events',
  summary: 'The Kubernetes events of a tenant and its pods, as they happen',
  params: tenantParams,
  query: z.object({}),
  data: tenantEventChangeSchema,
});
