import { tierEndpoints, type Tier } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const tierKeys = {
  all: ['tiers'] as const,
  list: () => [...tierKeys.all, 'list'] as const,
};

export function listTiersQueryOptions() {
  return queryOptions({
    queryKey: tierKeys.list(),
    queryFn: async ({ signal }): Promise<Tier[]> => (await callApi(tierEndpoints.list, {}, { signal })).items,
  });
}

/** The tiers list; the lifecycle modal ignores a failed load (spec 1 §8), Settings shows it. */
export function useTiers({ quietErrors = false } = {}) {
  return useQuery({
    ...listTiersQueryOptions(),
    ...(quietErrors ? { meta: { errorDisplay: 'none' as const } } : {}),
  });
}
