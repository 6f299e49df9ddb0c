import {
  bucketSummaryPaths,
  bucketVersioningSchema,
  OBJECT_PAGE_SIZE,
  rewindPath,
  rewindResponseSchema,
  type RewindEntry,
} from '@silo/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { objectKeys } from '../api/object-keys';

export const rewindKeys = {
  listing: (bucket: string, prefix: string, date: string) =>
    [...objectKeys.bucket(bucket), 'rewind', date, prefix] as const,
  versioning: (bucket: string) => [...objectKeys.bucket(bucket), 'versioning'] as const,
};

export function rewindUrl(bucket: string, date: string, prefix: string, token: string | null): string {
  const query = new URLSearchParams({ prefix, limit: String(OBJECT_PAGE_SIZE) });
  if (token) query.set('token', token);
  const path = rewindPath
    .replace(':bucket', encodeURIComponent(bucket))
    .replace(':date', encodeURIComponent(date));
  return `${path}?${query.toString()}`;
}

/** A folder as of `date`, a page at a time like the normal listing; disabled while `date` is null. */
export function useRewindListing(bucket: string, prefix: string, date: string | null) {
  const query = useInfiniteQuery({
    queryKey: rewindKeys.listing(bucket, prefix, date ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(rewindUrl(bucket, date ?? '', prefix, pageParam), { schema: rewindResponseSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_token,
    enabled: date !== null,
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

/**
 * Whether the bucket has version history to rewind through (versioning on, or suspended with its old
 * versions kept). A failed check (for example no permission) counts as no.
 */
export function useCanRewind(bucket: string): boolean {
  const query = useQuery({
    queryKey: rewindKeys.versioning(bucket),
    queryFn: ({ signal }) =>
      apiRequest(bucketSummaryPaths.versioning.replace(':name', encodeURIComponent(bucket)), {
        schema: bucketVersioningSchema,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
  return query.data !== undefined && query.data.status !== 'off';
}
