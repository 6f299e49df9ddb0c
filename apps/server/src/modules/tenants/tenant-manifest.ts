import { GiB, type CreateTenantRequest, type TenantPool } from '@granary/contract';
import type { TenantSecrets } from './tenant-secrets.ts';
import { securitySpec } from './tenant-security-spec.ts';

const binarySuffixes = [
  ['Pi', 2 ** 50],
  ['Ti', 2 ** 40],
  ['Gi', 2 ** 30],
  ['Mi', 2 ** 20],
  ['Ki', 2 ** 10],
] as const;

/** Bytes as Kubernetes writes a binary-SI quantity: the largest suffix that divides it ('2Gi'), or bytes. */
export function binaryQuantity(bytes: number): string {
  for (const [suffix, factor] of binarySuffixes) {
    if (bytes !== 0 && bytes % factor === 0) return `${bytes / factor}${suffix}`;
  }
  return String(bytes);
}

/** A ReadWriteOnce claim of `bytes`, written as a plain decimal number, in a class when one is named. */
function claimSpec(bytes: number, storageClassName: string | undefined) {
  return {
    accessModes: ['ReadWriteOnce'],
    resources: { requests: { storage: String(bytes) } },
    ...(storageClassName && { storageClassName }),
  };
}

function memoryResources(resources: TenantPool['resources']) {
  const request = resources?.requests?.memory;
  const limit = resources?.limits?.memory;
  if (request === undefined && limit === undefined) return undefined;
  return {
    ...(request !== undefined && { requests: { memory: binaryQuantity(request) } }),
    ...(limit !== undefined && { limits: { memory: binaryQuantity(limit) } }),
  };
}

export function poolSpec(pool: TenantPool) {
  const resources = memoryResources(pool.resources);
  return {
    name: pool.name,
    servers: pool.servers,
    volumesPerServer: pool.volumes_per_server,
    volumeClaimTemplate: {
      metadata: { name: 'data' },
      spec: claimSpec(pool.volume_configuration.size, pool.volume_configuration.storage_class_name),
    },
    ...(resources && { resources }),
    ...(pool.affinity && { affinity: pool.affinity }),
  };
}

/** Metrics' and log search's volumes: 5 GiB unless overridden, in the first pool's class unless named. */
const defaultVolumeGiB = 5;
const auditCapacityCapGB = 10;

const firstPoolClass = (request: CreateTenantRequest) =>
  request.pools[0]?.volume_configuration.storage_class_name || undefined;

function prometheusSpec(request: CreateTenantRequest) {
  const config = request.prometheusConfiguration;
  const storageClassName = config?.storageClass || firstPoolClass(request);
  return {
    diskCapacityGB: config?.storageSize ?? defaultVolumeGiB,
    ...(storageClassName && { storageClassName }),
    ...(config?.image && { image: config.image }),
  };
}

function logSpec(
  request: CreateTenantRequest,
  config: NonNullable<CreateTenantRequest['logSearchConfiguration']>,
) {
  const sizeGiB = config.storageSize ?? defaultVolumeGiB;
  const volumeClaimTemplate = {
    metadata: { name: `${request.name}-log` },
    spec: claimSpec(sizeGiB * GiB, config.storageClass || firstPoolClass(request)),
  };
  return {
    ...(config.image && { image: config.image }),
    audit: { diskCapacityGB: Math.min(auditCapacityCapGB, sizeGiB) },
    db: { ...(config.postgres_image && { image: config.postgres_image }), volumeClaimTemplate },
  };
}

export type TenantManifest = {
  apiVersion: 'minio.min.io/v2';
  kind: 'Tenant';
  metadata: { name: string; namespace: string };
  spec: Record<string, unknown>;
};

/**
 * The Tenant object (minio.min.io/v2) the operator builds the tenant from. Without an image the operator's
 * own default applies; metrics and log search only when asked for.
 */
export function tenantManifest(
  request: CreateTenantRequest,
  secrets: Omit<TenantSecrets, 'secrets'>,
): TenantManifest {
  const log = request.logSearchConfiguration;
  return {
    apiVersion: 'minio.min.io/v2',
    kind: 'Tenant',
    metadata: { name: request.name, namespace: request.namespace },
    spec: {
      configuration: { name: secrets.configuration },
      users: secrets.users.map((name) => ({ name })),
      ...(request.image && { image: request.image }),
      ...(secrets.imagePullSecret && { imagePullSecret: { name: secrets.imagePullSecret } }),
      mountPath: '/export',
      ...securitySpec(request, secrets),
      exposeServices: { minio: request.expose_minio, console: request.expose_console },
      pools: request.pools.map(poolSpec),
      ...(request.enable_prometheus && { prometheus: prometheusSpec(request) }),
      ...(log && { log: logSpec(request, log) }),
    },
  };
}
