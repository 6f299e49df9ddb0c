import { tenantLabel, type PodEvent, type PodLog, type TenantPod } from '@granary/contract';
import { httpError, HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { kubeGet, type RawAccess } from '../../lib/kubernetes/kube-raw.ts';
import { listAllPages } from '../../lib/kubernetes/list-pages.ts';
import {
  belongsToTenant,
  byLastSeen,
  byPodName,
  logContainer,
  podEvent,
  tenantPod,
  type EventObject,
  type PodObject,
} from './tenant-pod.ts';
import { tenantResource } from './tenants.service.ts';

/** The lines of a pod's log the Pod detail shows: the latest, as `kubectl logs --tail` would. */
export const podLogTailLines = 2_000;

/** The Tenant itself, so that a missing tenant is Kubernetes' 404 naming it rather than an empty list. */
export async function readTenant(apis: KubeApis, namespace: string, name: string): Promise<unknown> {
  return apis.custom.getNamespacedCustomObject({ ...tenantResource, namespace, name });
}

export const tenantSelector = (tenant: string) => `${tenantLabel}=${tenant}`;

/** The tenant's pods: those the operator labelled `v1.min.io/tenant=<tenant>`, by name. */
export async function listTenantPods(
  apis: KubeApis,
  namespace: string,
  tenant: string,
): Promise<TenantPod[]> {
  await readTenant(apis, namespace, tenant);
  const pods = await listAllPages((page) =>
    apis.core.listNamespacedPod({ namespace, labelSelector: tenantSelector(tenant), ...page }),
  );
  return pods.map((pod) => tenantPod(pod as PodObject, tenant)).sort(byPodName);
}

/**
 * A pod of the tenant, or 404: a pod without the tenant's label (another tenant's, or none's) is no pod of
 * this tenant, whatever its name.
 */
export async function readTenantPod(
  apis: KubeApis,
  namespace: string,
  tenant: string,
  name: string,
): Promise<PodObject> {
  const pod = (await apis.core.readNamespacedPod({ namespace, name })) as PodObject;
  if (!belongsToTenant(pod, tenant))
    throw httpError('notFound', `Tenant ${tenant} has no pod ${name} in namespace ${namespace}.`);
  return pod;
}

/**
 * Deletes a pod of the tenant, by name with its uid as the precondition: the pod checked is the pod
 * deleted, never one made again under that name meanwhile.
 */
export async function deleteTenantPod(
  apis: KubeApis,
  namespace: string,
  tenant: string,
  name: string,
): Promise<void> {
  const pod = await readTenantPod(apis, namespace, tenant, name);
  await apis.core.deleteNamespacedPod({
    namespace,
    name,
    body: { preconditions: { uid: pod.metadata?.uid ?? '' } },
  });
}

/** The Kubernetes events about a pod of the tenant (by its uid), oldest first. */
export async function listPodEvents(
  apis: KubeApis,
  namespace: string,
  tenant: string,
  name: string,
): Promise<PodEvent[]> {
  const pod = await readTenantPod(apis, namespace, tenant, name);
  const events = await listAllPages((page) =>
    apis.core.listNamespacedEvent({
      namespace,
      fieldSelector: `involvedObject.uid=${pod.metadata?.uid ?? ''}`,
      ...page,
    }),
  );
  return events.map((event) => podEvent(event as EventObject)).sort(byLastSeen);
}

/**
 * The last lines of the pod's MinIO log, as the API server (its kubelet) gives them: plain text, or
 * nothing (204) for a pod no node runs yet. Read over the shared pool, as the generated API cannot take
 * an empty answer.
 */
export async function readPodLog(
  apis: KubeApis,
  access: RawAccess,
  params: { namespace: string; tenant: string; pod: string },
): Promise<PodLog> {
  const { namespace, tenant, pod: name } = params;
  const pod = await readTenantPod(apis, namespace, tenant, name);
  const container = logContainer(pod);
  const query = new URLSearchParams({
    tailLines: String(podLogTailLines),
    ...(container && { container }),
  });
  try {
    const body = await kubeGet(access, `/api/v1/namespaces/${namespace}/pods/${name}/log`, query, {
      accept: 'text/plain, */*',
    });
    return { container: container ?? '', log: await body.text() };
  } catch (error) {
    throw logRefusal(error, name, pod.spec?.nodeName) ?? error;
  }
}

/**
 * The API server fetches a log from the pod's kubelet: its failure (a node it cannot reach or does not
 * know) says so, with its own sentence, never as a 404 of the pod just found. Refusals by RBAC and an
 * unreachable API server stay as they are.
 */
function logRefusal(error: unknown, pod: string, node: string | undefined): HttpError | undefined {
  if (!(error instanceof HttpError) || [401, 403, 503].includes(error.status)) return undefined;
  const said = error.detailedMessage.replace(/^\d{3} \w*: /, '') || error.message;
  const where = node ? ` from its node ${node}` : '';
  return httpError(
    'kubernetesFailed',
    `The Kubernetes API server could not get the log of pod ${pod}${where}: ${said}`,
    error.detailedMessage,
  );
}
