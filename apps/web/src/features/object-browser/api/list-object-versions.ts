import {
  maxObjectPageSize,
  objectEndpoints,
  type ListObjectsResponse,
  type ObjectEntry,
} from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { objectKeys } from './object-keys';

/** Versions come newest first; past this many pages the list stops (a key with >10,000 versions). */
const MAX_VERSION_PAGES = 10;

async function listVersions(bucket: string, key: string, signal: AbortSignal): Promise<ObjectEntry[]> {
  const versions: ObjectEntry[] = [];
  let token: string | null = null;
  for (let page = 0; page < MAX_VERSION_PAGES; page += 1) {
    const query = {
      prefix: key,
      with_versions: 'true' as const,
      limit: maxObjectPageSize,
      ...(token ? { token } : {}),
    };
    const result: ListObjectsResponse = await callApi(
      objectEndpoints.list,
      { params: { bucket }, query },
      { signal },
    );
    // The prefix also matches longer keys ('a.txt' finds 'a.txt.bak'): keep the exact key only.
    versions.push(...result.objects.filter((entry) => entry.name === key));
    token = result.next_token;
    if (!token) break;
  }
  return versions;
}

export function useObjectVersions(bucket: string, key: string, enabled: boolean) {
  return useQuery({
    queryKey: objectKeys.versions(bucket, key),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => listVersions(bucket, key, signal),
    enabled,
  });
}
