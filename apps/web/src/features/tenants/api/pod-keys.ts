import { tenantKeys } from './tenant-keys';

/** A tenant's pods, and each pod's log and events: under the tenant's detail, so its Refresh reaches them. */
export const podKeys = {
  list: (namespace: string, tenant: string) => [...tenantKeys.detail(namespace, tenant), 'pods'] as const,
  log: (namespace: string, tenant: string, pod: string) =>
    [...podKeys.list(namespace, tenant), pod, 'log'] as const,
  events: (namespace: string, tenant: string, pod: string) =>
    [...podKeys.list(namespace, tenant), pod, 'events'] as const,
};
