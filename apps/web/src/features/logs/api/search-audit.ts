import { auditLogEndpoints, auditMaxRecords, auditPageSize, type AuditRecord } from '@granary/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '@/lib/api-client';

/** What Get Information searches for (spec 2 §2, §7). */
export type AuditCriteria = {
  filters: string[];
  order: 'timeDesc' | 'timeAsc';
  timeStart?: string;
  timeEnd?: string;
};

export const logKeys = {
  audit: (criteria: AuditCriteria, run: number) => ['logs', 'audit', criteria, run] as const,
};

/**
 * The audit records, 100 at a time as the table scrolls (spec 2 §4, §9). `run` changes with each Get
 * Information, which starts again from page 0 even with the same criteria.
 */
export function useAuditSearch(criteria: AuditCriteria | null, run: number) {
  const query = useInfiniteQuery({
    queryKey: logKeys.audit(criteria ?? { filters: [], order: 'timeDesc' }, run),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        auditLogEndpoints.search,
        {
          query: {
            q: 'reqinfo',
            fp: criteria?.filters ?? [],
            pageSize: auditPageSize,
            pageNo: pageParam,
            order: criteria?.order ?? 'timeDesc',
            ...(criteria?.timeStart ? { timeStart: criteria.timeStart } : {}),
            ...(criteria?.timeEnd ? { timeEnd: criteria.timeEnd } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.results.length === auditPageSize && (pages.length + 1) * auditPageSize <= auditMaxRecords
        ? pages.length
        : undefined,
    enabled: criteria !== null,
    staleTime: Infinity,
  });
  const records = useMemo<AuditRecord[]>(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return { query, records, loadMore };
}
