import type { TenantSecuritySaved, TenantSecurityUpdate } from '@granary/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { tenantLabel } from './tenant-secret-body.ts';
import { certificateLists } from './tenant-certificate-refs.ts';
import { certificateChecksProblem } from './tenant-certificates.ts';
import { removeWrittenSecrets, type WrittenSecret } from './tenant-create.service.ts';
import {
  changeChecks,
  newCertificateSecrets,
  nextSecuritySpec,
  releasedSecrets,
} from './tenant-security-plan.ts';
import { readTenantObject } from './tenant-security.service.ts';
import { tenantResource } from './tenants.service.ts';

type Kept = TenantSecuritySaved['kept'][number];

/**
 * Deletes a Secret the tenant let go, only if it is this tenant's own (its label) and nothing else in the
 * spec still names it; otherwise, or should Kubernetes refuse, it stays, and the answer says why.
 */
async function letGo(
  apis: KubeApis,
  namespace: string,
  tenant: string,
  name: string,
  specText: string,
): Promise<Kept | undefined> {
  if (specText.includes(JSON.stringify(name)))
    return { name, why: 'The tenant still names it elsewhere (its key service, say)' };
  try {
    const secret = await apis.core.readNamespacedSecret({ namespace, name });
    if (secret.metadata?.labels?.[tenantLabel] !== tenant)
      return { name, why: `It is not this tenant's own (no label ${tenantLabel}=${tenant}), so it was left` };
    const uid = secret.metadata.uid ?? '';
    await apis.core.deleteNamespacedSecret({ namespace, name, body: { preconditions: { uid } } });
    return undefined;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    if (error instanceof HttpError) return { name, why: error.message };
    throw error;
  }
}

/**
 * Security's Save (spec 3 §4): the new files checked as the wizard checks them, each written as an
 * immutable Secret of the tenant's, then the Tenant replaced at the version just read (a change made in
 * between is Kubernetes' 409), then the released Secrets deleted if they are the tenant's. A failure before
 * the Tenant is saved deletes the Secrets this save wrote, so nothing is left half done.
 */
export async function saveTenantSecurity(
  apis: KubeApis,
  namespace: string,
  name: string,
  update: TenantSecurityUpdate,
  log: FastifyBaseLogger,
): Promise<TenantSecuritySaved> {
  const problem = certificateChecksProblem(changeChecks(update.customCertificates));
  if (problem) throw httpError('badRequest', problem);
  const tenant = await readTenantObject(apis, namespace, name);
  const spec = tenant.spec ?? {};
  const released = releasedSecrets(certificateLists(spec), update);
  const added = newCertificateSecrets(name, update.customCertificates);
  const nextSpec = nextSecuritySpec(spec, update, released, added.names);
  const written: WrittenSecret[] = [];
  try {
    for (const body of added.secrets) {
      const created = await apis.core.createNamespacedSecret({ namespace, body });
      written.push({ name: created.metadata?.name ?? '', uid: created.metadata?.uid ?? '' });
    }
    await apis.custom.replaceNamespacedCustomObject({
      ...tenantResource,
      namespace,
      name,
      body: { ...tenant, spec: nextSpec },
    });
  } catch (error) {
    await removeWrittenSecrets(apis, namespace, written, log);
    throw error;
  }
  const specText = JSON.stringify(nextSpec);
  const kept: Kept[] = [];
  for (const secret of released) {
    const left = await letGo(apis, namespace, name, secret, specText);
    if (left) kept.push(left);
  }
  return { ok: true, kept };
}
