import type { TenantList } from '@granary/contract';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { byNamespaceThenName, tenantListItem, type TenantObject } from './tenant-list.ts';

export const tenantResource = { group: 'minio.min.io', version: 'v2', plural: 'tenants' } as const;

/** Kubernetes lists in pages: a large cluster's tenants come in several answers, each a bounded size. */
const pageSize = 500;

type TenantPage = { items?: TenantObject[]; metadata?: { continue?: string } };

async function listAll(
  fetchPage: (continueToken: string | undefined) => Promise<unknown>,
): Promise<TenantList> {
  const objects: TenantObject[] = [];
  let continueToken: string | undefined;
  do {
    const page = (await fetchPage(continueToken)) as TenantPage;
    objects.push(...(page.items ?? []));
    continueToken = page.metadata?.continue || undefined;
  } while (continueToken);
  const tenants = objects.map(tenantListItem).sort(byNamespaceThenName);
  return { tenants, total: tenants.length };
}

export function listTenants(apis: KubeApis): Promise<TenantList> {
  return listAll((continueToken) =>
    apis.custom.listClusterCustomObject({ ...tenantResource, limit: pageSize, _continue: continueToken }),
  );
}

export function listNamespaceTenants(apis: KubeApis, namespace: string): Promise<TenantList> {
  return listAll((continueToken) =>
    apis.custom.listNamespacedCustomObject({
      ...tenantResource,
      namespace,
      limit: pageSize,
      _continue: continueToken,
    }),
  );
}

/**
 * Deletes the Tenant object; the operator then removes the tenant's pods and services. Its volumes and
 * secrets stay, as the operator leaves them, so data is never lost by one click.
 */
export async function deleteTenant(apis: KubeApis, namespace: string, name: string): Promise<void> {
  await apis.custom.deleteNamespacedCustomObject({ ...tenantResource, namespace, name });
}
