import { shareLinkEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shareLinkKeys } from '@/shared-api/share-links';

/** The confirm dialog shows the error itself. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessKey: string) => callApi(shareLinkEndpoints.revoke, { params: { accessKey } }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list }),
  });
}
