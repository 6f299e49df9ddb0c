import { subscriptionEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  info: () => [...subscriptionKeys.all, 'info'] as const,
};

/**
 * The console's license (operator mode): the License page and a tenant's License page show it. The page
 * says a failure itself (Kubernetes' refusal to read the secret); the API server away is the shell's.
 */
export function useSubscriptionInfo(enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.info(),
    queryFn: ({ signal }) => callApi(subscriptionEndpoints.info, {}, { signal }),
    enabled,
    retry: false,
    meta: { errorDisplay: 'none' },
  });
}
