import { objectSharePaths, shareObjectResponseSchema } from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type ShareRequest = { bucket: string; key: string; versionId?: string | undefined; ms: number };

export function shareObject({ bucket, key, versionId, ms }: ShareRequest) {
  const query = new URLSearchParams({ prefix: key, expires: `${ms}ms` });
  if (versionId) query.set('version_id', versionId);
  const path = objectSharePaths.create.replace(':bucket', encodeURIComponent(bucket));
  return apiRequest(`${path}?${query.toString()}`, { schema: shareObjectResponseSchema });
}

/** Each call makes a new link (with its own access key): only on the user's request. */
export function useShareObject() {
  return useMutation({ mutationFn: shareObject, meta: { errorDisplay: 'none' } });
}
