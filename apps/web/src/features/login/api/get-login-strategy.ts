import { apiPaths, loginStrategyResponseSchema, type LoginStrategyResponse } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const loginKeys = { strategy: ['login', 'strategy'] as const };

export function getLoginStrategy(signal?: AbortSignal): Promise<LoginStrategyResponse> {
  return apiRequest(apiPaths.login, { schema: loginStrategyResponseSchema, signal, keepSessionOn401: true });
}

export function getLoginStrategyQueryOptions() {
  return queryOptions({
    queryKey: loginKeys.strategy,
    queryFn: ({ signal }) => getLoginStrategy(signal),
    retry: false,
    staleTime: Infinity,
    meta: { errorDisplay: 'none' },
  });
}

export function useLoginStrategy() {
  return useQuery(getLoginStrategyQueryOptions());
}
