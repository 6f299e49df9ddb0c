import {
  listObjectsResponseSchema,
  objectDetailPaths,
  objectInfoSchema,
  objectPaths,
  objectUpdatedResponseSchema,
  type ObjectEntry,
  type SetLegalHoldBody,
  type SetRetentionBody,
} from '@silo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { objectKeys } from '../api/object-keys';

export type ObjectTarget = { bucket: string; key: string; versionId?: string | undefined };

export const objectDetailKeys = {
  object: (bucket: string, key: string) => [...objectKeys.bucket(bucket), 'object', key] as const,
  info: (target: ObjectTarget) =>
    [...objectDetailKeys.object(target.bucket, target.key), 'info', target.versionId ?? ''] as const,
  versions: (bucket: string, key: string) => [...objectDetailKeys.object(bucket, key), 'versions'] as const,
};

function targetUrl(path: string, target: ObjectTarget): string {
  const query = new URLSearchParams({ prefix: target.key });
  if (target.versionId) query.set('version_id', target.versionId);
  return `${path.replace(':bucket', encodeURIComponent(target.bucket))}?${query.toString()}`;
}

export function useObjectInfo(target: ObjectTarget) {
  return useQuery({
    queryKey: objectDetailKeys.info(target),
    queryFn: ({ signal }) =>
      apiRequest(targetUrl(objectDetailPaths.info, target), { schema: objectInfoSchema, signal }),
    retry: false,
    // Spec 1 §8: a failed metadata fetch raises no snackbar; the page says what is missing.
    meta: { errorDisplay: 'none' },
  });
}

/** Versions come newest first; past this many pages the list stops (a key with >10,000 versions). */
const MAX_VERSION_PAGES = 10;

async function listVersions(bucket: string, key: string, signal: AbortSignal): Promise<ObjectEntry[]> {
  const versions: ObjectEntry[] = [];
  let token: string | null = null;
  for (let page = 0; page < MAX_VERSION_PAGES; page += 1) {
    const query = new URLSearchParams({ prefix: key, with_versions: 'true', limit: '1000' });
    if (token) query.set('token', token);
    const path = `${objectPaths.objects.replace(':bucket', encodeURIComponent(bucket))}?${query.toString()}`;
    const result = await apiRequest(path, { schema: listObjectsResponseSchema, signal });
    // The prefix also matches longer keys ('a.txt' finds 'a.txt.bak'): keep the exact key only.
    versions.push(...result.objects.filter((entry) => entry.name === key));
    token = result.next_token;
    if (!token) break;
  }
  return versions;
}

export function useObjectVersions(bucket: string, key: string, enabled: boolean) {
  return useQuery({
    queryKey: objectDetailKeys.versions(bucket, key),
    queryFn: ({ signal }) => listVersions(bucket, key, signal),
    enabled,
  });
}

type Change =
  | { kind: 'retention'; body: SetRetentionBody }
  | { kind: 'clear-retention' }
  | { kind: 'tags'; tags: Record<string, string> }
  | { kind: 'legal-hold'; body: SetLegalHoldBody };

function sendChange(target: ObjectTarget, change: Change) {
  const schema = objectUpdatedResponseSchema;
  switch (change.kind) {
    case 'retention':
      return apiRequest(targetUrl(objectDetailPaths.retention, target), {
        method: 'PUT',
        body: change.body,
        schema,
      });
    case 'clear-retention':
      return apiRequest(targetUrl(objectDetailPaths.retention, target), { method: 'DELETE', schema });
    case 'tags':
      return apiRequest(targetUrl(objectDetailPaths.tags, target), {
        method: 'PUT',
        body: { tags: change.tags },
        schema,
      });
    case 'legal-hold':
      return apiRequest(targetUrl(objectDetailPaths.legalHold, target), {
        method: 'PUT',
        body: change.body,
        schema,
      });
  }
}

/** Tag, retention and legal-hold changes; on success the object reloads (spec 1 §4 "After success"). */
export function useChangeObject(target: ObjectTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => sendChange(target, change),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectKeys.bucket(target.bucket) }),
  });
}
