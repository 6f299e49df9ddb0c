import { dashboardEndpoints, stepFor } from '@granary/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from './get-admin-info';

export type TimeRange = { start: number; end: number };

/** One widget over the range, with the §9 step; its failure shows in its own panel, not the banner. */
export function useWidget(id: number, range: TimeRange) {
  return useQuery({
    queryKey: dashboardKeys.widget(id, range.start, range.end),
    queryFn: ({ signal }) =>
      callApi(
        dashboardEndpoints.widget,
        {
          params: { id: String(id) },
          query: { start: range.start, end: range.end, step: stepFor(range.start, range.end) },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    meta: { errorDisplay: 'none' },
  });
}
