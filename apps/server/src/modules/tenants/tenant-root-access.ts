import { httpError, HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { parseConfigEnv } from './tenant-configuration.ts';
import { servesTls, type TenantDetailObject } from './tenant-detail.ts';
import { tenantResource } from './tenants.service.ts';

/** What reaching a tenant's own MinIO or console takes: whether it serves TLS, and its root credentials. */
export type TenantRootAccess = {
  namespace: string;
  name: string;
  tls: boolean;
  accessKey: string;
  secretKey: string;
  /** The region MinIO signs for, when its configuration sets one. */
  region: string | undefined;
};

const first = (values: ReadonlyMap<string, string>, keys: string[]) =>
  keys.map((key) => values.get(key)).find((value) => value !== undefined && value !== '');

async function readConfigurationSecret(apis: KubeApis, namespace: string, secretName: string) {
  try {
    return await apis.core.readNamespacedSecret({ namespace, name: secretName });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw httpError(
        'notFound',
        `The tenant's configuration secret ${secretName} is not in the namespace ${namespace}: its root credentials cannot be read.`,
        error.detailedMessage,
      );
    throw error;
  }
}

/**
 * Reads the Tenant, then its configuration secret (`config.env`), both with the operator's own token: an
 * operator who may not get the tenant or its secrets is refused by Kubernetes, which names the
 * permission. The credentials stay in memory for the one request.
 */
export async function tenantRootAccess(
  apis: KubeApis,
  namespace: string,
  name: string,
): Promise<TenantRootAccess> {
  const tenant = (await apis.custom.getNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
  })) as TenantDetailObject;
  const spec = tenant.spec ?? {};
  const secretName = spec.configuration?.name;
  if (!secretName)
    throw httpError(
      'notFound',
      `The tenant ${namespace}/${name} names no configuration secret (spec.configuration): its root credentials are unknown.`,
    );
  const secret = await readConfigurationSecret(apis, namespace, secretName);
  const values = parseConfigEnv(Buffer.from(secret.data?.['config.env'] ?? '', 'base64').toString('utf8'));
  const accessKey = first(values, ['MINIO_ROOT_USER', 'MINIO_ACCESS_KEY']);
  const secretKey = first(values, ['MINIO_ROOT_PASSWORD', 'MINIO_SECRET_KEY']);
  if (!accessKey || !secretKey)
    throw httpError(
      'notFound',
      `The tenant's configuration secret ${secretName} sets no MINIO_ROOT_USER and MINIO_ROOT_PASSWORD in its config.env.`,
    );
  const region = first(values, ['MINIO_SITE_REGION', 'MINIO_REGION_NAME', 'MINIO_REGION']);
  return { namespace, name, tls: servesTls(spec), accessKey, secretKey, region };
}
