import { objectEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shareLinkKeys } from '@/shared-api/share-links';

type ShareRequest = { bucket: string; key: string; versionId?: string | undefined; ms: number };

function shareObject({ bucket, key, versionId, ms }: ShareRequest) {
  const query = { prefix: key, expires: `${ms}ms`, ...(versionId ? { version_id: versionId } : {}) };
  return callApi(objectEndpoints.share, { params: { bucket }, query });
}

/** Each call makes a new link (with its own access key): only on the user's request. */
export function useShareObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareObject,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list }),
  });
}
