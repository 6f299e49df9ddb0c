import { minServers, type StorageQuota } from '@granary/contract';
import type { V1Node } from '@kubernetes/client-node';
import { HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { listAllPages } from '../../lib/kubernetes/list-pages.ts';
import { maxAllocatableMemory, nodeLabels, storageQuota, unlimitedQuota } from './cluster-capacity.ts';

const listNodes = (apis: KubeApis): Promise<V1Node[]> => listAllPages((page) => apis.core.listNode(page));

export async function readMaxAllocatableMemory(apis: KubeApis, servers: number): Promise<number> {
  const nodes = servers < minServers ? [] : await listNodes(apis);
  return maxAllocatableMemory(nodes, servers);
}

export async function listNodeLabels(apis: KubeApis): Promise<Record<string, string[]>> {
  return nodeLabels(await listNodes(apis));
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * The storage a namespace may claim per storage class. Without the quota, every class is unlimited, once the
 * namespace is known to exist: its 404 is how the wizard knows to offer to create it.
 */
export async function readStorageQuota(
  apis: KubeApis,
  namespace: string,
  name: string,
): Promise<StorageQuota> {
  try {
    return storageQuota(await apis.core.readNamespacedResourceQuota({ namespace, name }));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  await apis.core.readNamespace({ name: namespace });
  const classes = await apis.storage.listStorageClass();
  return unlimitedQuota(
    name,
    classes.items.map((storageClass) => storageClass.metadata?.name ?? '').filter(Boolean),
  );
}
