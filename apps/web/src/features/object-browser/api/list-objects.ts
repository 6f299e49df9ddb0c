import {
  listObjectsInput,
  objectEndpoints,
  parseBrowserPath,
  type ListObjectsResponse,
  type ObjectEntry,
} from '@silo/contract';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '@/lib/api-client';
import { objectKeys } from './object-keys';

/** Exactly the request the server preloads for a deep link (`listObjectsPath`). */
function listPage(bucket: string, prefix: string, token: string | null, signal: AbortSignal) {
  return callApi(objectEndpoints.list, listObjectsInput(bucket, prefix, token), { signal });
}

/** All pages loaded so far, folders before files (pages arrive in key order, each mixing both). */
function foldersFirst(pages: ListObjectsResponse[]): ObjectEntry[] {
  const entries = pages.flatMap((page) => page.objects);
  return [
    ...entries.filter((entry) => entry.name.endsWith('/')),
    ...entries.filter((entry) => !entry.name.endsWith('/')),
  ];
}

export function objectListingQueryOptions(bucket: string, prefix: string) {
  return infiniteQueryOptions({
    queryKey: objectKeys.listing(bucket, prefix),
    queryFn: ({ pageParam, signal }) => listPage(bucket, prefix, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListObjectsResponse) => last.next_token,
    // The folder's table says why it could not be listed (one error, said once).
    meta: { errorDisplay: 'none' },
  });
}

/**
 * Asks for the first page of the folder (or file) a fresh page load opens, while the app's scripts
 * and the session check are still loading, so the first rows do not wait for them.
 */
export function prefetchObjectListing(queryClient: QueryClient, pathname: string): void {
  const location = parseBrowserPath(pathname);
  if (location)
    void queryClient.prefetchInfiniteQuery(objectListingQueryOptions(location.bucket, location.prefix));
}

/** A folder or search prefix, one page at a time: `loadMore` fetches the next page when there is one. */
export function useObjectListing(bucket: string, prefix: string) {
  const query = useInfiniteQuery(objectListingQueryOptions(bucket, prefix));
  const entries = useMemo(() => foldersFirst(query.data?.pages ?? []), [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return { query, entries, loadMore };
}
