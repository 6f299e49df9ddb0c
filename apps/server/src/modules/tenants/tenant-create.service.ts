import type { CreateTenantRequest, CreateTenantResponse } from '@granary/contract';
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { tenantManifest } from './tenant-manifest.ts';
import { newRootCredentials, tenantSecrets, tenantSecretSelector } from './tenant-secrets.ts';
import { sizingProblem } from './tenant-sizing-checks.ts';
import { tenantResource } from './tenants.service.ts';

export async function createNamespace(apis: KubeApis, name: string): Promise<void> {
  await apis.core.createNamespace({ body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } });
}

async function refuseSecondTenant(apis: KubeApis, namespace: string): Promise<void> {
  const page = (await apis.custom.listNamespacedCustomObject({ ...tenantResource, namespace, limit: 1 })) as {
    items?: unknown[];
  };
  if ((page.items ?? []).length > 0)
    throw httpError('alreadyExists', 'You can only create one tenant per namespace');
}

/** Removes what a failed create wrote; the create's own failure is the answer, this one only logged. */
async function removeTenantSecrets(
  apis: KubeApis,
  request: CreateTenantRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await apis.core.deleteCollectionNamespacedSecret({
      namespace: request.namespace,
      labelSelector: tenantSecretSelector(request.name),
    });
  } catch (error) {
    log.warn(
      { err: error },
      `the secrets of tenant ${request.namespace}/${request.name} could not be removed`,
    );
  }
}

/**
 * Creates a tenant as the operator expects it: its secrets (configuration with new root credentials, the
 * built-in users, the registry's credentials), then the Tenant object. Should anything fail after the first
 * secret was written, every secret labelled with the tenant's name goes again. A first secret refused
 * (already there, say, from a deleted tenant of that name) removes nothing.
 */
export async function createTenant(
  apis: KubeApis,
  request: CreateTenantRequest,
  log: FastifyBaseLogger,
): Promise<CreateTenantResponse> {
  const problem = sizingProblem(request);
  if (problem) throw httpError('badRequest', problem);
  const { namespace } = request;
  await refuseSecondTenant(apis, namespace);
  const secrets = tenantSecrets(request, newRootCredentials());
  let written = false;
  try {
    for (const body of secrets.secrets) {
      await apis.core.createNamespacedSecret({ namespace, body });
      written = true;
    }
    const body = tenantManifest(request, secrets);
    await apis.custom.createNamespacedCustomObject({ ...tenantResource, namespace, body });
  } catch (error) {
    if (written) await removeTenantSecrets(apis, request, log);
    throw error;
  }
  const users = request.idp.keys.map(({ access_key, secret_key }) => ({ access_key, secret_key }));
  return { externalIDP: false, console: users };
}
