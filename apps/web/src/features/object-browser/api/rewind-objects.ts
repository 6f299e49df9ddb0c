import { OBJECT_PAGE_SIZE, rewindEndpoints, type RewindEntry } from '@silo/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '@/lib/api-client';
import { objectKeys } from './object-keys';

function rewindPage(bucket: string, date: string, prefix: string, token: string | null, signal: AbortSignal) {
  const query = { prefix, limit: OBJECT_PAGE_SIZE, ...(token ? { token } : {}) };
  return callApi(rewindEndpoints.list, { params: { bucket, date }, query }, { signal });
}

/** A folder as of `date`, a page at a time like the normal listing; disabled while `date` is null. */
export function useRewindListing(bucket: string, prefix: string, date: string | null) {
  const query = useInfiniteQuery({
    queryKey: objectKeys.rewind(bucket, prefix, date ?? ''),
    queryFn: ({ pageParam, signal }) => rewindPage(bucket, date ?? '', prefix, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_token,
    enabled: date !== null,
    meta: { errorDisplay: 'none' },
  });
  const entries = useMemo(() => {
    const all: RewindEntry[] = query.data?.pages.flatMap((page) => page.objects) ?? [];
    return [...all.filter((e) => e.name.endsWith('/')), ...all.filter((e) => !e.name.endsWith('/'))];
  }, [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return { query, entries, loadMore };
}
