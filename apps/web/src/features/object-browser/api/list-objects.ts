import {
  listObjectsResponseSchema,
  objectPaths,
  type ListObjectsResponse,
  type ObjectEntry,
} from '@silo/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { objectKeys } from './object-keys';

/** Rows per request: a screenful or two, so the first page comes back fast. */
export const OBJECT_PAGE_SIZE = 200;

export function listObjectsUrl(bucket: string, prefix: string, token: string | null): string {
  const query = new URLSearchParams({ prefix, limit: String(OBJECT_PAGE_SIZE) });
  if (token) query.set('token', token);
  return `${objectPaths.objects.replace(':bucket', encodeURIComponent(bucket))}?${query.toString()}`;
}

function listPage(bucket: string, prefix: string, token: string | null, signal: AbortSignal) {
  return apiRequest(listObjectsUrl(bucket, prefix, token), { schema: listObjectsResponseSchema, signal });
}

/** All pages loaded so far, folders before files (pages arrive in key order, each mixing both). */
function foldersFirst(pages: ListObjectsResponse[]): ObjectEntry[] {
  const entries = pages.flatMap((page) => page.objects);
  return [
    ...entries.filter((entry) => entry.name.endsWith('/')),
    ...entries.filter((entry) => !entry.name.endsWith('/')),
  ];
}

/** A folder or search prefix, one page at a time: `loadMore` fetches the next page when there is one. */
export function useObjectListing(bucket: string, prefix: string) {
  const query = useInfiniteQuery({
    queryKey: objectKeys.listing(bucket, prefix),
    queryFn: ({ pageParam, signal }) => listPage(bucket, prefix, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_token,
  });
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
