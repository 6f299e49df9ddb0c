import type { AdminClient, BucketMetadataExport } from '@granary/madmin';
import { describe, expect, it, vi } from 'vitest';
import { exportedPoliciesCache, exportTtlMs } from './exported-policies-cache.ts';

function fakeAdmin(answer: () => Promise<BucketMetadataExport>) {
  const exportBucketMetadata = vi.fn(answer);
  return { admin: { exportBucketMetadata } as unknown as AdminClient, exportBucketMetadata };
}

describe('exportedPoliciesCache', () => {
  it('reuses a session’s export until it is older than the TTL, and never across sessions', async () => {
    let now = 1_000;
    const cache = exportedPoliciesCache(() => now);
    const { admin, exportBucketMetadata } = fakeAdmin(async () => new Map([['a', new Map()]]));
    const first = cache.get('session-1', admin);
    expect(cache.get('session-1', admin)).toBe(first);
    now += exportTtlMs - 1;
    expect(cache.get('session-1', admin)).toBe(first);
    expect(exportBucketMetadata).toHaveBeenCalledTimes(1);
    expect(cache.get('session-2', admin)).not.toBe(first);
    now += 1;
    expect(cache.get('session-1', admin)).not.toBe(first);
    expect(exportBucketMetadata).toHaveBeenCalledTimes(3);
    expect(await first).toEqual(new Map([['a', new Map()]]));
  });

  it('asks again after clear, and keeps a refused export as undefined', async () => {
    const cache = exportedPoliciesCache(() => 0);
    const { admin, exportBucketMetadata } = fakeAdmin(() => Promise.reject(new Error('AccessDenied')));
    await expect(cache.get('user', admin)).resolves.toBeUndefined();
    await expect(cache.get('user', admin)).resolves.toBeUndefined();
    expect(exportBucketMetadata).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('user', admin);
    expect(exportBucketMetadata).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently filled session beyond 200', () => {
    const cache = exportedPoliciesCache(() => 0);
    const { admin, exportBucketMetadata } = fakeAdmin(async () => new Map());
    for (let i = 0; i <= 200; i++) void cache.get(`session-${i}`, admin);
    void cache.get('session-200', admin);
    expect(exportBucketMetadata).toHaveBeenCalledTimes(201);
    void cache.get('session-0', admin);
    expect(exportBucketMetadata).toHaveBeenCalledTimes(202);
  });
});
