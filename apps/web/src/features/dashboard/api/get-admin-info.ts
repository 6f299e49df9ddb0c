import { dashboardEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  info: ['dashboard', 'info'] as const,
  widget: (id: number, start: number, end: number) => ['dashboard', 'widget', id, start, end] as const,
};

/** The usage summary, and the widget list when Prometheus answers (spec 2 §7). */
export function adminInfoQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.info,
    queryFn: ({ signal }) => callApi(dashboardEndpoints.info, {}, { signal }),
  });
}

export function useAdminInfo() {
  return useQuery(adminInfoQueryOptions());
}
