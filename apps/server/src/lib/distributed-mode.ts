import type { AccountInfo } from '@granary/madmin';

/** Erasure coding over more than one drive: what versioning, locking, quota and replication need. */
export function isDistributed(server: AccountInfo['Server']): boolean {
  if (server.Type !== 2) return false;
  const sets = server.TotalSets ?? [];
  const drives = (server.DrivesPerSet ?? []).reduce(
    (sum, perSet, pool) => sum + perSet * (sets[pool] ?? 1),
    0,
  );
  return drives > 1;
}
