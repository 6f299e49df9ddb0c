// Tenants whose own console and MinIO the proxy tests reach: a Tenant object as the wizard writes it and
// its configuration secret with root credentials.
import type { KubeFixtures } from '@granary/tools/kube/fixtures';

export type TenantRef = { namespace: string; tenant: string };

/** A tenant with its configuration secret (`<tenant>-env-configuration`), unless no credentials are given. */
export async function tenantWithRootCredentials(
  cluster: KubeFixtures,
  ref: TenantRef,
  credentials?: { user: string; password: string },
  { tls = false } = {},
): Promise<void> {
  const secret = `${ref.tenant}-env-configuration`;
  await cluster.createTenant(ref.namespace, ref.tenant, {
    requestAutoCert: tls,
    configuration: { name: secret },
    pools: [{ name: 'pool-0', servers: 4, volumesPerServer: 1 }],
  });
  if (!credentials) return;
  const env = `export MINIO_ROOT_USER="${credentials.user}"\nexport MINIO_ROOT_PASSWORD="${credentials.password}"\n`;
  await cluster.createSecret(ref.namespace, {
    metadata: { name: secret },
    type: 'Opaque',
    data: { 'config.env': Buffer.from(env).toString('base64') },
  });
}
