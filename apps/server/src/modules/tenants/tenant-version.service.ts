import type { ImageRegistry, TenantVersionUpdate } from '@granary/contract';
import type { V1Secret } from '@kubernetes/client-node';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { secretBody, tenantLabel } from './tenant-secret-body.ts';
import { dockerConfigJson } from './tenant-secrets.ts';
import { versionPatch, type VersionTenant } from './tenant-version-patch.ts';
import { tenantResource } from './tenants.service.ts';

const dockerConfigType = 'kubernetes.io/dockerconfigjson';

async function readSecret(apis: KubeApis, namespace: string, name: string): Promise<V1Secret | undefined> {
  try {
    return await apis.core.readNamespacedSecret({ namespace, name });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

/** The Secret as it was, to write it again: what Kubernetes added to it left out. */
const asWritten = (secret: V1Secret): V1Secret => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: secret.metadata?.name ?? '', labels: secret.metadata?.labels ?? {} },
  type: secret.type ?? 'Opaque',
  ...(secret.immutable !== undefined && { immutable: secret.immutable }),
  data: secret.data ?? {},
});

/**
 * Writes the tenant's pull secret `<tenant>-regcred` as the wizard does (immutable, so a changed one is
 * deleted and written again); answers how to undo it. A Secret of that name that is not the tenant's is
 * never touched.
 */
async function writePullSecret(
  apis: KubeApis,
  namespace: string,
  tenant: string,
  registry: ImageRegistry,
  log: FastifyBaseLogger,
): Promise<{ name: string; undo: () => Promise<void> }> {
  const name = `${tenant}-regcred`;
  const body = secretBody(
    tenant,
    name,
    { '.dockerconfigjson': dockerConfigJson(registry) },
    dockerConfigType,
  );
  const existing = await readSecret(apis, namespace, name);
  if (existing && existing.metadata?.labels?.[tenantLabel] !== tenant)
    throw httpError(
      'alreadyExists',
      `The namespace has a secret ${name} that is not this tenant's: it was left as it is`,
    );
  if (
    existing &&
    existing.type === body.type &&
    existing.data?.['.dockerconfigjson'] === body.data?.['.dockerconfigjson']
  )
    return { name, undo: async () => {} };
  if (existing)
    await apis.core.deleteNamespacedSecret({
      namespace,
      name,
      body: { preconditions: { uid: existing.metadata?.uid ?? '' } },
    });
  const restore = async () => {
    if (existing) await apis.core.createNamespacedSecret({ namespace, body: asWritten(existing) });
  };
  let created: V1Secret;
  try {
    created = await apis.core.createNamespacedSecret({ namespace, body });
  } catch (error) {
    await restore().catch((failure: unknown) =>
      log.warn({ err: failure }, `pull secret ${namespace}/${name} could not be restored`),
    );
    throw error;
  }
  const undo = async () => {
    try {
      const uid = created.metadata?.uid ?? '';
      await apis.core.deleteNamespacedSecret({ namespace, name, body: { preconditions: { uid } } });
      await restore();
    } catch (failure) {
      log.warn({ err: failure }, `pull secret ${namespace}/${name} of a failed update could not be put back`);
    }
  };
  return { name, undo };
}

/**
 * Update version (spec 3 §2): the registry's pull secret first, then one JSON patch of the Tenant at the
 * version just read; should the patch fail, the pull secret is put back as it was.
 */
export async function updateTenantVersion(
  apis: KubeApis,
  namespace: string,
  name: string,
  update: TenantVersionUpdate,
  log: FastifyBaseLogger,
): Promise<void> {
  const tenant = (await apis.custom.getNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
  })) as VersionTenant;
  const pullSecret =
    update.image_registry && (await writePullSecret(apis, namespace, name, update.image_registry, log));
  const body = versionPatch(tenant, {
    image: update.image,
    enablePrometheus: update.enable_prometheus,
    imagePullSecret: pullSecret?.name,
  });
  try {
    await apis.custom.patchNamespacedCustomObject({ ...tenantResource, namespace, name, body });
  } catch (error) {
    await pullSecret?.undo();
    throw error;
  }
}
