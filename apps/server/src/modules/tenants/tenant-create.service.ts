import type { CreateTenantRequest, CreateTenantResponse } from '@granary/contract';
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { certificatesProblem } from './tenant-certificates.ts';
import { createAnswer } from './tenant-identity-settings.ts';
import { tenantManifest } from './tenant-manifest.ts';
import { newRootCredentials, tenantSecrets } from './tenant-secrets.ts';
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

export type WrittenSecret = { name: string; uid: string };

/**
 * Removes exactly the secrets this create wrote, each by name and only if it is still the one written (its
 * uid): never another tenant's secret that bears the same label. The create's own failure is the answer;
 * one of these failing is only logged.
 */
export async function removeWrittenSecrets(
  apis: KubeApis,
  namespace: string,
  written: readonly WrittenSecret[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const secret of written) {
    try {
      await apis.core.deleteNamespacedSecret({
        namespace,
        name: secret.name,
        body: { preconditions: { uid: secret.uid } },
      });
    } catch (error) {
      log.warn({ err: error }, `secret ${namespace}/${secret.name} of a failed create could not be removed`);
    }
  }
}

/**
 * Creates a tenant as the operator expects it: its secrets (configuration with new root credentials and the
 * identity provider's settings, the console users, the user's certificates, the key service's, the
 * registry's credentials), then the Tenant object; the sizing and every certificate and key are checked
 * before any call. Should anything fail after the first secret was written, the secrets it wrote go again,
 * and only those: a secret refused because it is already there (say, from a deleted tenant of that name) is
 * never touched.
 */
export async function createTenant(
  apis: KubeApis,
  request: CreateTenantRequest,
  log: FastifyBaseLogger,
): Promise<CreateTenantResponse> {
  const problem = sizingProblem(request) ?? certificatesProblem(request);
  if (problem) throw httpError('badRequest', problem);
  const { namespace } = request;
  await refuseSecondTenant(apis, namespace);
  const secrets = tenantSecrets(request, newRootCredentials());
  const written: WrittenSecret[] = [];
  try {
    for (const body of secrets.secrets) {
      const created = await apis.core.createNamespacedSecret({ namespace, body });
      written.push({ name: created.metadata?.name ?? '', uid: created.metadata?.uid ?? '' });
    }
    const body = tenantManifest(request, secrets);
    await apis.custom.createNamespacedCustomObject({ ...tenantResource, namespace, body });
  } catch (error) {
    await removeWrittenSecrets(apis, namespace, written, log);
    throw error;
  }
  return createAnswer(request.idp);
}
