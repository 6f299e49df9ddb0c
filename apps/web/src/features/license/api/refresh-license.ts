import { subscriptionEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { subscriptionKeys } from '@/shared-api/subscription';

/** Refresh Licence: the page shows the outcome (or why not) itself. */
export function useRefreshLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(subscriptionEndpoints.refresh, {}),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
