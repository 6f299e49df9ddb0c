import type { TenantDetail, TenantDetailPool } from '@granary/contract';
import { parseQuantity } from '../../lib/kubernetes/quantity.ts';
import type { TenantConfiguration } from './tenant-configuration.ts';
import { hasPrometheusAnnotations } from './tenant-version-patch.ts';
import {
  poolSize,
  tenantListItem,
  tenantPools,
  type TenantObject,
  type TenantPoolObject,
} from './tenant-list.ts';

type Memory = { memory?: string | number };
type EnvEntry = { name?: string; value?: string };

type DetailPoolObject = TenantPoolObject & {
  name?: string;
  volumeClaimTemplate?: { spec?: { storageClassName?: string } };
  resources?: { requests?: Memory; limits?: Memory };
};

/** The parts of a Tenant object (minio.min.io/v2) its detail reads; anything may be missing. */
export type TenantDetailObject = TenantObject & {
  metadata?: { annotations?: Record<string, string> };
  spec?: {
    pools?: DetailPoolObject[];
    image?: string;
    env?: EnvEntry[];
    configuration?: { name?: string };
    log?: unknown;
    prometheus?: unknown;
    kes?: unknown;
    requestAutoCert?: boolean;
    externalCertSecret?: unknown;
  };
  status?: { drivesOnline?: number; drivesOffline?: number; writeQuorum?: number };
};

const present = (value: unknown) => value !== undefined && value !== null;

const memoryBytes = (memory: Memory | undefined) => {
  const bytes = parseQuantity(memory?.memory);
  return bytes === undefined ? {} : { memory: bytes };
};

function detailPool(pool: DetailPoolObject): TenantDetailPool {
  const { servers, drivesPerServer, driveBytes } = poolSize(pool);
  const storageClass = pool.volumeClaimTemplate?.spec?.storageClassName;
  return {
    name: typeof pool.name === 'string' ? pool.name : '',
    servers,
    volumes_per_server: drivesPerServer,
    volume_configuration: {
      size: driveBytes,
      storage_class_name: typeof storageClass === 'string' ? storageClass : '',
    },
    resources: {
      requests: memoryBytes(pool.resources?.requests),
      limits: memoryBytes(pool.resources?.limits),
    },
  };
}

/** The counts the operator reported; each left out until it has. */
function reported(status: NonNullable<TenantDetailObject['status']>): TenantDetail['status'] {
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  const online = count(status.drivesOnline);
  const offline = count(status.drivesOffline);
  const quorum = count(status.writeQuorum);
  return {
    ...(online !== undefined && { drives_online: online }),
    ...(offline !== undefined && { drives_offline: offline }),
    ...(quorum !== undefined && { write_quorum: quorum }),
  };
}

/**
 * Whether a setting is given a value: by the spec's `env` or by the configuration secret; null when
 * neither says so and the secret could not be read.
 */
function settingIsSet(env: EnvEntry[] | undefined, configuration: TenantConfiguration) {
  return (key: string): boolean | null => {
    const fromEnv = Array.isArray(env) ? env.find((entry) => entry.name === key)?.value : undefined;
    if (typeof fromEnv === 'string' && fromEnv !== '') return true;
    if (!configuration.known) return null;
    return (configuration.values.get(key) ?? '') !== '';
  };
}

/**
 * Whether the tenant's MinIO serves TLS, as the operator decides (`Tenant.TLS()`): the operator's
 * certificates unless switched off, or certificates of the user's.
 */
export function servesTls(spec: NonNullable<TenantDetailObject['spec']>): boolean {
  const externalCerts = Array.isArray(spec.externalCertSecret) ? spec.externalCertSecret : [];
  return spec.requestAutoCert !== false || externalCerts.length > 0;
}

/** A tenant's detail from its Tenant object and what its configuration sets (spec 3 §3). */
export function tenantDetail(tenant: TenantDetailObject, configuration: TenantConfiguration): TenantDetail {
  const spec = tenant.spec ?? {};
  const isSet = settingIsSet(spec.env, configuration);
  return {
    ...tenantListItem(tenant),
    image: typeof spec.image === 'string' ? spec.image : '',
    pools: tenantPools(spec).map(detailPool),
    status: reported(tenant.status ?? {}),
    logEnabled: present(spec.log),
    monitoringEnabled: present(spec.prometheus),
    encryptionEnabled: present(spec.kes),
    enable_prometheus: hasPrometheusAnnotations(tenant.metadata?.annotations),
    minioTLS: servesTls(spec),
    idpOidcEnabled: isSet('MINIO_IDENTITY_OPENID_CONFIG_URL'),
    idpAdEnabled: isSet('MINIO_IDENTITY_LDAP_SERVER_ADDR'),
    ...(!configuration.known && { configuration_unreadable: configuration.why }),
  };
}

/** The license the tenant carries: MINIO_SUBNET_LICENSE in the spec's env, else in its configuration. */
export function tenantLicenseKey(
  tenant: TenantDetailObject,
  configuration: TenantConfiguration,
): string | undefined {
  const env = tenant.spec?.env;
  const fromEnv = Array.isArray(env)
    ? env.find((entry) => entry.name === 'MINIO_SUBNET_LICENSE')?.value
    : undefined;
  const value =
    fromEnv || (configuration.known ? configuration.values.get('MINIO_SUBNET_LICENSE') : undefined);
  return value ? value : undefined;
}
