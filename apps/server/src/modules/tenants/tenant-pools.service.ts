import { erasureParities, type AddPoolRequest } from '@granary/contract';
import { httpError, type HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { readTenantConfiguration } from './tenant-configuration.ts';
import { poolSpec } from './tenant-manifest.ts';
import { tenantResource } from './tenants.service.ts';

type TenantForPools = {
  metadata?: { resourceVersion?: string };
  spec?: { pools?: { name?: string }[]; configuration?: { name?: string } };
};

/** The parity the tenant's servers were started with (config.env), when it can be read. */
async function tenantParity(apis: KubeApis, namespace: string, tenant: TenantForPools) {
  const configuration = await readTenantConfiguration(apis, namespace, tenant.spec?.configuration?.name);
  return configuration.known ? configuration.values.get('MINIO_STORAGE_CLASS_STANDARD') : undefined;
}

/**
 * Why the pool cannot join the tenant: a name it already has, or servers × drives that form no erasure
 * set (or none with the tenant's own parity, every pool of a tenant keeping it).
 */
async function poolProblem(
  apis: KubeApis,
  namespace: string,
  tenant: TenantForPools,
  pool: AddPoolRequest,
): Promise<HttpError | undefined> {
  const pools = Array.isArray(tenant.spec?.pools) ? tenant.spec.pools : [];
  if (pools.some((existing) => existing.name === pool.name))
    return httpError('alreadyExists', `The tenant already has a pool named ${pool.name}`);
  const choice = erasureParities(pool.servers, pool.volumes_per_server);
  if (!choice.ok) return httpError('badRequest', choice.error);
  const parity = await tenantParity(apis, namespace, tenant);
  if (parity && !choice.parities.includes(parity))
    return httpError(
      'badRequest',
      `The tenant's parity ${parity} is not offered for ${pool.servers} servers × ${pool.volumes_per_server} drives: ` +
        `it offers ${choice.parities.join(', ')}`,
    );
  return undefined;
}

const claimLabels = (pool: AddPoolRequest) => {
  const labels = pool.volume_configuration.labels;
  return labels && Object.keys(labels).length > 0 ? labels : undefined;
};

/**
 * Appends the pool to the Tenant's spec with an Update that carries the resourceVersion read: a change made
 * meanwhile (another console, the operator's own writes) is Kubernetes' 409 Conflict rather than being
 * overwritten, as the previous console's whole-object merge patch did.
 */
export async function addTenantPool(
  apis: KubeApis,
  namespace: string,
  name: string,
  pool: AddPoolRequest,
): Promise<void> {
  const tenant = (await apis.custom.getNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
  })) as TenantForPools & Record<string, unknown>;
  const problem = await poolProblem(apis, namespace, tenant, pool);
  if (problem) throw problem;
  const spec = poolSpec(pool);
  const labels = claimLabels(pool);
  const added = labels
    ? { ...spec, volumeClaimTemplate: { ...spec.volumeClaimTemplate, metadata: { name: 'data', labels } } }
    : spec;
  const pools = Array.isArray(tenant.spec?.pools) ? tenant.spec.pools : [];
  const body = { ...tenant, spec: { ...tenant.spec, pools: [...pools, added] } };
  await apis.custom.replaceNamespacedCustomObject({ ...tenantResource, namespace, name, body });
}
