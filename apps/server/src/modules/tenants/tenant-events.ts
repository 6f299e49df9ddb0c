import type { TenantEventChange } from '@granary/contract';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import type { RawAccess } from '../../lib/kubernetes/kube-raw.ts';
import { listAndWatch } from '../../lib/kubernetes/kube-watch.ts';
import { tenantEvent, type EventObject } from './tenant-pod.ts';
import { readTenant, tenantSelector } from './tenant-pods.service.ts';

type WatchTenantEvents = RawAccess & {
  apis: KubeApis;
  namespace: string;
  tenant: string;
  signal: AbortSignal;
  send: (change: TenantEventChange) => void;
};

/**
 * The tenant's pods, known by uid: an event names its object's uid, and a pod's name alone does not say
 * whose it is. A pod not known yet (made after the last look) is looked for once more, once per uid.
 */
function podsOfTenant(apis: KubeApis, namespace: string, tenant: string) {
  const ours = new Set<string>();
  const looked = new Set<string>();
  const refresh = async () => {
    const pods = await apis.core.listNamespacedPod({
      namespace,
      labelSelector: tenantSelector(tenant),
    });
    for (const pod of pods.items) if (pod.metadata?.uid) ours.add(pod.metadata.uid);
  };
  return {
    refresh,
    async includes(uid: string): Promise<boolean> {
      if (ours.has(uid)) return true;
      if (looked.has(uid)) return false;
      looked.add(uid);
      await refresh();
      return ours.has(uid);
    },
  };
}

/**
 * The events about the Tenant and its pods, live (beyond spec 3, as the RustFS operator's console shows
 * them): the namespace's events listed then watched with the session's token, each one about the tenant or
 * one of its pods sent as an upsert, an expired one as a delete.
 */
export async function watchTenantEvents(options: WatchTenantEvents): Promise<void> {
  const { apis, namespace, tenant } = options;
  await readTenant(apis, namespace, tenant);
  const pods = podsOfTenant(apis, namespace, tenant);
  await pods.refresh();
  const about = async (event: EventObject) => {
    const object = event.involvedObject ?? {};
    if (object.kind === 'Tenant') return object.name === tenant;
    return object.kind === 'Pod' && object.uid !== undefined && (await pods.includes(object.uid));
  };
  await listAndWatch<EventObject>({
    factory: options.factory,
    token: options.token,
    path: `/api/v1/namespaces/${namespace}/events`,
    signal: options.signal,
    onChange: async ({ type, object }) => {
      if (!(await about(object))) return;
      if (type === 'DELETED') options.send({ change: 'delete', uid: object.metadata?.uid ?? '' });
      else options.send({ change: 'upsert', event: tenantEvent(object) });
    },
  });
}
