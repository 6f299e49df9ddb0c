import { createHash } from 'node:crypto';
import type { TenantRootAccess } from './tenant-root-access.ts';

/** As long as the API server itself trusts a token's review (10 s): a frame's page loads dozens of files. */
const keptMs = 5_000;
const mostEntries = 1_000;

/**
 * What Kubernetes allowed one operator token for one tenant (the Tenant and its configuration secret),
 * kept a few seconds so that each of a console page's requests does not ask the API server twice again.
 * Keyed by a hash of the token: the token itself is not kept as a key.
 */
export class TenantAccessCache {
  readonly #entries = new Map<string, { until: number; access: TenantRootAccess }>();

  async get(
    token: string,
    ref: { namespace: string; tenant: string },
    read: () => Promise<TenantRootAccess>,
    now = Date.now(),
  ): Promise<TenantRootAccess> {
    const key = `${createHash('sha256').update(token).digest('base64url')} ${ref.namespace}/${ref.tenant}`;
    const kept = this.#entries.get(key);
    if (kept && kept.until > now) return kept.access;
    const access = await read();
    if (this.#entries.size >= mostEntries) this.#entries.clear();
    this.#entries.set(key, { until: now + keptMs, access });
    return access;
  }
}
