import { sessionEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const loginKeys = { strategy: ['login', 'strategy'] as const };

export function getLoginStrategyQueryOptions() {
  return queryOptions({
    queryKey: loginKeys.strategy,
    queryFn: ({ signal }) => callApi(sessionEndpoints.loginStrategy, {}, { signal, keepSessionOn401: true }),
    retry: false,
    staleTime: Infinity,
    meta: { errorDisplay: 'none' },
  });
}

export function useLoginStrategy() {
  return useQuery(getLoginStrategyQueryOptions());
}
