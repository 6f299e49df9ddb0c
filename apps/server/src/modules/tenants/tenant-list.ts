import type { TenantHealth, TenantListItem } from '@granary/contract';
import { byCodeUnits } from '@granary/contract';
import { parseQuantity } from '../../lib/kubernetes/quantity.ts';

/** The parts of a Tenant object (minio.min.io/v2) the list reads; anything may be missing. */
export type TenantObject = {
  metadata?: {
    name?: string;
    namespace?: string;
    creationTimestamp?: string | Date;
    deletionTimestamp?: string | Date;
  };
  spec?: { pools?: TenantPoolObject[] };
  status?: { currentState?: string; healthStatus?: string };
};

/** A pool of a Tenant's spec as the list reads it. */
export type TenantPoolObject = {
  servers?: number;
  volumesPerServer?: number;
  volumeClaimTemplate?: { spec?: { resources?: { requests?: { storage?: string | number } } } };
};

/** The Tenant's pools; anything else (a spec without them, not an array) reads as none. */
export const tenantPools = <Pool extends TenantPoolObject>(spec: { pools?: Pool[] } | undefined): Pool[] =>
  Array.isArray(spec?.pools) ? spec.pools : [];

/** A pool's servers, drives over them, and each drive's requested bytes; 0 for what it does not say. */
export function poolSize(pool: TenantPoolObject) {
  const servers = Number(pool.servers) || 0;
  const drivesPerServer = Number(pool.volumesPerServer) || 0;
  const driveBytes = parseQuantity(pool.volumeClaimTemplate?.spec?.resources?.requests?.storage) ?? 0;
  return { servers, drivesPerServer, drives: servers * drivesPerServer, driveBytes };
}

const healths = new Set<string>(['green', 'yellow', 'red']);

const timestamp = (value: string | Date | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? '');

/** One list row from a Tenant object: sizes summed over its pools as the operator will provision them. */
export function tenantListItem(tenant: TenantObject): TenantListItem {
  const pools = tenantPools(tenant.spec);
  let instances = 0;
  let volumes = 0;
  let bytes = 0;
  for (const pool of pools) {
    const { servers, drives, driveBytes } = poolSize(pool);
    instances += servers;
    volumes += drives;
    bytes += drives * driveBytes;
  }
  const health = tenant.status?.healthStatus ?? '';
  const deletion = timestamp(tenant.metadata?.deletionTimestamp);
  return {
    name: tenant.metadata?.name ?? '',
    namespace: tenant.metadata?.namespace ?? '',
    total_size: bytes,
    pool_count: pools.length,
    instance_count: instances,
    volume_count: volumes,
    currentState: tenant.status?.currentState ?? '',
    health_status: healths.has(health) ? (health as TenantHealth) : 'unknown',
    creation_date: timestamp(tenant.metadata?.creationTimestamp),
    ...(deletion && { deletion_date: deletion }),
  };
}

export const byNamespaceThenName = (a: TenantListItem, b: TenantListItem) =>
  byCodeUnits(a.namespace, b.namespace) || byCodeUnits(a.name, b.name);
