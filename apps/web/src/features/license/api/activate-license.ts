import { subscriptionEndpoints, type ActivationRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { subscriptionKeys } from '@/shared-api/subscription';

/** Activation by key or account; the dialog says a refusal itself, the page then shows the license. */
export function useActivateLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivationRequest) => callApi(subscriptionEndpoints.validate, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
