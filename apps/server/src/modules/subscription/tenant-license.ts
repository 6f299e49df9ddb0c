import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { listAllPages } from '../../lib/kubernetes/list-pages.ts';

const tenantResource = { group: 'minio.min.io', version: 'v2', plural: 'tenants' } as const;

/** The variable MinIO reads its license from. */
const licenseVariable = 'MINIO_SUBNET_LICENSE';

type EnvEntry = { name?: string; value?: string; valueFrom?: unknown };
type TenantObject = { metadata?: { name?: string; namespace?: string }; spec?: { env?: EnvEntry[] } };

/**
 * Puts the license into the tenant as `spec.env` MINIO_SUBNET_LICENSE (replacing an earlier one), with an
 * Update of the Tenant read just before, so a change made in between is Kubernetes' conflict rather than
 * lost. The wizard's configuration secret is immutable, so the license is not written there. A tenant that
 * already carries this license is left as it is.
 */
export async function attachLicense(
  apis: KubeApis,
  namespace: string,
  name: string,
  license: string,
): Promise<void> {
  const tenant = (await apis.custom.getNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
  })) as TenantObject;
  const env = Array.isArray(tenant.spec?.env) ? tenant.spec.env : [];
  const current = env.find((entry) => entry.name === licenseVariable);
  if (current?.value === license && current.valueFrom === undefined) return;
  const others = env.filter((entry) => entry.name !== licenseVariable);
  await apis.custom.replaceNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
    body: {
      ...tenant,
      spec: { ...tenant.spec, env: [...others, { name: licenseVariable, value: license }] },
    },
  });
}

/** Every tenant's namespace and name, cluster-wide, pages of 500. */
export async function allTenants(apis: KubeApis): Promise<{ namespace: string; name: string }[]> {
  const objects = await listAllPages(
    (page) =>
      apis.custom.listClusterCustomObject({ ...tenantResource, ...page }) as Promise<{
        items?: TenantObject[];
        metadata?: { continue?: string };
      }>,
  );
  return objects.map((tenant) => ({
    namespace: tenant.metadata?.namespace ?? '',
    name: tenant.metadata?.name ?? '',
  }));
}
