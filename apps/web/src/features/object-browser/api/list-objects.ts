import { listingPageQuery, listObjectsInput, objectEndpoints, parseBrowserPath } from '@granary/contract';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { takeFirstPage } from '@/lib/first-paint';
import { useReadAheadListing } from '@/features/object-browser/use-read-ahead-listing';
import { objectKeys } from './object-keys';

/**
 * One page of a folder listing. The first is exactly the request the server preloads for a deep link
 * (`listObjectsPath`); the pages after it are the larger read-ahead pages.
 */
function listPage(bucket: string, prefix: string, token: string | null, signal: AbortSignal) {
  const input =
    token === null
      ? listObjectsInput(bucket, prefix)
      : { params: { bucket }, query: listingPageQuery(prefix, token) };
  return callApi(objectEndpoints.list, input, { signal });
}

export function objectListingQueryOptions(bucket: string, prefix: string) {
  return infiniteQueryOptions({
    queryKey: objectKeys.listing(bucket, prefix),
    queryFn: ({ pageParam, signal }) => listPage(bucket, prefix, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_token,
    // The folder's table says why it could not be listed (one error, said once).
    meta: { errorDisplay: 'none' },
  });
}

/**
 * The first page of the folder (or file) a fresh page load opens: the one the server listed for the
 * page's first rows, or else asked for now, while the app's scripts and the session check are still
 * loading, so the first rows do not wait for them.
 */
export function startObjectListing(queryClient: QueryClient, pathname: string): void {
  const location = parseBrowserPath(pathname);
  if (!location) return;
  const options = objectListingQueryOptions(location.bucket, location.prefix);
  const first = takeFirstPage();
  if (first?.bucket === location.bucket && first.prefix === location.prefix)
    queryClient.setQueryData(options.queryKey, { pages: [first.page], pageParams: [null] });
  else void queryClient.prefetchInfiniteQuery(options);
}

/**
 * A folder or search prefix, read ahead of the scroll position while `active` (see
 * `useReadAheadListing`): give `onRowsInView` to the table that shows `entries`.
 */
export function useObjectListing(bucket: string, prefix: string, active = true) {
  return useReadAheadListing(objectListingQueryOptions(bucket, prefix), active);
}
