import type { AdminClient, BucketMetadataExport } from '@granary/madmin';
import { exportedPolicies } from './bucket-list-access.ts';

/** How long a session reuses its export: a policy changed outside Granary shows in the list after at most this. */
export const exportTtlMs = 10_000;
const maxSessions = 200;

type Entry = { at: number; exported: Promise<BucketMetadataExport | undefined> };

/**
 * The bucket-metadata export, kept per session for a few seconds so that reloading the list does not
 * make MinIO build the whole export again. The promise is kept, so concurrent loads share one call.
 */
export function exportedPoliciesCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get(session: string, admin: AdminClient): Promise<BucketMetadataExport | undefined> {
      const hit = entries.get(session);
      if (hit && now() - hit.at < exportTtlMs) return hit.exported;
      const entry = { at: now(), exported: exportedPolicies(admin) };
      entries.delete(session);
      entries.set(session, entry);
      const oldest = entries.keys().next().value;
      if (entries.size > maxSessions && oldest !== undefined) entries.delete(oldest);
      return entry.exported;
    },
    /** After any change made through Granary: the next list asks MinIO again. */
    clear(): void {
      entries.clear();
    },
  };
}
