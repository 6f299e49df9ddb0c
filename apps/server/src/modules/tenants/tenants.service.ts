import type { KeyObject } from 'node:crypto';
import type { TenantDetail, TenantList } from '@granary/contract';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { listAllPages } from '../../lib/kubernetes/list-pages.ts';
import { verifyLicense } from '../../lib/license/verify-license.ts';
import { readTenantConfiguration } from './tenant-configuration.ts';
import { tenantDetail, tenantLicenseKey, type TenantDetailObject } from './tenant-detail.ts';
import { byNamespaceThenName, tenantListItem, type TenantObject } from './tenant-list.ts';

export const tenantResource = { group: 'minio.min.io', version: 'v2', plural: 'tenants' } as const;

type TenantPage = { items?: TenantObject[]; metadata?: { continue?: string } };

async function sortedList(objects: Promise<TenantObject[]>): Promise<TenantList> {
  const tenants = (await objects).map(tenantListItem).sort(byNamespaceThenName);
  return { tenants, total: tenants.length };
}

export function listTenants(apis: KubeApis): Promise<TenantList> {
  return sortedList(
    listAllPages(
      (page) => apis.custom.listClusterCustomObject({ ...tenantResource, ...page }) as Promise<TenantPage>,
    ),
  );
}

export function listNamespaceTenants(apis: KubeApis, namespace: string): Promise<TenantList> {
  return sortedList(
    listAllPages(
      (page) =>
        apis.custom.listNamespacedCustomObject({
          ...tenantResource,
          namespace,
          ...page,
        }) as Promise<TenantPage>,
    ),
  );
}

/**
 * Deletes the Tenant object; the operator then removes the tenant's pods and services. Its volumes and
 * secrets stay, as the operator leaves them, so data is never lost by one click.
 */
export async function deleteTenant(apis: KubeApis, namespace: string, name: string): Promise<void> {
  await apis.custom.deleteNamespacedCustomObject({ ...tenantResource, namespace, name });
}

/**
 * A tenant's detail: its Tenant object, then its configuration secret for the identity settings (left
 * unknown when Kubernetes refuses the secret to this token), and the license it carries when that verifies
 * against the console's trusted keys.
 */
export async function getTenant(
  apis: KubeApis,
  namespace: string,
  name: string,
  licenseKeys: readonly KeyObject[] = [],
): Promise<TenantDetail> {
  const tenant = (await apis.custom.getNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
  })) as TenantDetailObject;
  const configuration = await readTenantConfiguration(apis, namespace, tenant.spec?.configuration?.name);
  const detail = tenantDetail(tenant, configuration);
  const carried = tenantLicenseKey(tenant, configuration);
  if (carried === undefined) return detail;
  const verdict = await verifyLicense(carried, licenseKeys);
  return verdict.valid ? { ...detail, subnet_license: verdict.license } : detail;
}
