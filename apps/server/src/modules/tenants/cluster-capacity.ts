import { byCodeUnits, minServers, storageClassQuotaSuffix, type StorageQuota } from '@granary/contract';
import type { V1Node, V1ResourceQuota } from '@kubernetes/client-node';
import { httpError } from '../../lib/http-error.ts';
import { parseQuantity } from '../../lib/kubernetes/quantity.ts';

/** Taints that keep a tenant's servers off a node; PreferNoSchedule only discourages them. */
const blockingEffects = new Set(['NoSchedule', 'NoExecute']);

const schedulable = (node: V1Node) => !(node.spec?.taints ?? []).some((t) => blockingEffects.has(t.effect));

/**
 * The most memory each of `servers` nodes can give a server: the least allocatable memory among the
 * `servers` schedulable nodes with the most. 0 when fewer of them say how much they have.
 */
export function maxAllocatableMemory(nodes: readonly V1Node[], servers: number): number {
  if (servers < minServers) throw httpError('badRequest', 'at least 4 nodes are required for a tenant');
  const candidates = nodes.filter(schedulable);
  if (candidates.length < servers)
    throw httpError(
      'badRequest',
      `There are not enough schedulable nodes in the cluster for ${servers} servers: ` +
        `${candidates.length} of its ${nodes.length} nodes take new servers`,
    );
  const memory = candidates
    .map((node) => parseQuantity(node.status?.allocatable?.memory))
    .filter((bytes): bytes is number => bytes !== undefined && bytes >= 0)
    .sort((a, b) => a - b);
  if (memory.length < servers) return 0;
  return Math.floor(memory[memory.length - servers] ?? 0);
}

/** Every label key on the nodes with its distinct values, keys and values in code-unit order. */
export function nodeLabels(nodes: readonly V1Node[]): Record<string, string[]> {
  const values = new Map<string, Set<string>>();
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node.metadata?.labels ?? {})) {
      const known = values.get(key) ?? new Set<string>();
      known.add(value);
      values.set(key, known);
    }
  }
  return Object.fromEntries(
    [...values.keys()].sort(byCodeUnits).map((key) => [key, [...(values.get(key) ?? [])].sort(byCodeUnits)]),
  );
}

const bytes = (quantity: string | undefined) => parseQuantity(quantity) ?? 0;

/** A quota's per-storage-class limits that its controller has counted usage for, in bytes. */
export function storageQuota(quota: V1ResourceQuota): StorageQuota {
  const hard = quota.status?.hard ?? {};
  const used = quota.status?.used ?? {};
  const elements = Object.keys(hard)
    .filter((key) => key.endsWith(storageClassQuotaSuffix) && Object.hasOwn(used, key))
    .sort(byCodeUnits)
    .map((key) => ({ name: key, hard: bytes(hard[key]), used: bytes(used[key]) }));
  return { name: quota.metadata?.name ?? '', elements };
}

/** A namespace without the quota may claim any amount of every storage class. */
export function unlimitedQuota(name: string, storageClasses: readonly string[]): StorageQuota {
  const elements = [...storageClasses].sort(byCodeUnits).map((storageClass) => ({
    name: `${storageClass}${storageClassQuotaSuffix}`,
    hard: Number.MAX_SAFE_INTEGER,
    used: 0,
  }));
  return { name, elements };
}
