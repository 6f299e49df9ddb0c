import type { TenantVolume, TenantVolumes } from '@granary/contract';
import { byCodeUnits } from '@granary/contract';
import type { V1PersistentVolumeClaim } from '@kubernetes/client-node';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { listAllPages } from '../../lib/kubernetes/list-pages.ts';
import { parseQuantity } from '../../lib/kubernetes/quantity.ts';

/** The label MinIO's operator puts on each claim of a tenant's pools: its value is the tenant's name. */
const tenantLabel = 'v1.min.io/tenant';

/** One claim as the list shows it; a claim without a storage class or a bound volume is no error. */
export function tenantVolume(claim: V1PersistentVolumeClaim): TenantVolume {
  const capacity = parseQuantity(claim.status?.capacity?.storage);
  return {
    name: claim.metadata?.name ?? '',
    namespace: claim.metadata?.namespace ?? '',
    status: claim.status?.phase ?? '',
    tenant: claim.metadata?.labels?.[tenantLabel] ?? '',
    ...(capacity !== undefined && { capacity }),
    storageClass: claim.spec?.storageClassName ?? '',
  };
}

const byNamespaceThenName = (a: TenantVolume, b: TenantVolume) =>
  byCodeUnits(a.namespace, b.namespace) || byCodeUnits(a.name, b.name);

/** Every claim labelled with a tenant, in every namespace, page after page. */
export async function listTenantVolumes(apis: KubeApis): Promise<TenantVolumes> {
  const claims = await listAllPages((page) =>
    apis.core.listPersistentVolumeClaimForAllNamespaces({ labelSelector: tenantLabel, ...page }),
  );
  return { pvcs: claims.map(tenantVolume).sort(byNamespaceThenName) };
}
