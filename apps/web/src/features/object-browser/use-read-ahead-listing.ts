import {
  hashKey,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type Query,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { isFolder } from '@granary/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Loaded rows kept beyond the last row in view. 5,000 rows are one read-ahead page (five of S3's pages,
 * read back to back by the server): at a fast scroll (a screen of rows a frame, ~1,200 rows a second)
 * several seconds of scrolling, far more than a page takes to arrive (0.3 to 0.8 s), so scrolling does
 * not wait for the network; yet a look at the top of a huge folder costs two requests and a few MiB,
 * not the whole folder.
 */
export const READ_AHEAD_ROWS = 5_000;

/** One page of a listing, as the server sends it: `next_token` is opaque and null on the last page. */
export type ListingPage<Entry> = { objects: Entry[]; next_token: string | null };

type Named = { name: string };

export type ListingQueryOptions<Entry, Key extends QueryKey> = UseInfiniteQueryOptions<
  ListingPage<Entry>,
  Error,
  InfiniteData<ListingPage<Entry>>,
  Key,
  string | null
>;

/** Each page's folders and files, split once: a loaded page never changes. */
const splitPages = new WeakMap<object, { folders: Named[]; files: Named[] }>();

function splitPage<Entry extends Named>(page: ListingPage<Entry>): { folders: Entry[]; files: Entry[] } {
  let parts = splitPages.get(page);
  if (!parts) {
    const folders = page.objects.filter(isFolder);
    // Most pages of a big folder hold files only: no copy of them then.
    const files = folders.length === 0 ? page.objects : page.objects.filter((entry) => !isFolder(entry));
    parts = { folders, files };
    splitPages.set(page, parts);
  }
  return parts as { folders: Entry[]; files: Entry[] };
}

/**
 * The rows of all pages loaded so far, folders before files (pages arrive in key order, each mixing
 * both). A new page is split once; the rest is one copy of references, not a filter of every row.
 */
export function foldersFirst<Entry extends Named>(pages: readonly ListingPage<Entry>[]): Entry[] {
  const parts = pages.map((page) => splitPage(page));
  return ([] as Entry[]).concat(...parts.map((part) => part.folders), ...parts.map((part) => part.files));
}

type ReadAheadState = {
  active: boolean;
  rows: number;
  hasNextPage: boolean;
  fetching: boolean;
  failed: boolean;
};

/** Read from the query itself: it is current the moment a page arrives, before React renders it. */
function stateOf(query: Query | undefined, active: boolean): ReadAheadState {
  const pages = (query?.state.data as InfiniteData<ListingPage<unknown>> | undefined)?.pages ?? [];
  return {
    active,
    rows: pages.reduce((rows, page) => rows + page.objects.length, 0),
    hasNextPage: (pages.at(-1)?.next_token ?? null) !== null,
    fetching: query?.state.fetchStatus !== 'idle',
    failed: query?.state.status === 'error',
  };
}

function shouldLoad(state: ReadAheadState, lastRowInView: number, fromScroll: boolean): boolean {
  if (!state.active || !state.hasNextPage || state.fetching) return false;
  // After a failed page only a user at the last row asks again (as a scroll to the end did before
  // read-ahead): never a loop of retries by itself.
  if (state.failed) return fromScroll && lastRowInView >= state.rows - 1;
  return state.rows - (lastRowInView + 1) < READ_AHEAD_ROWS;
}

/**
 * A folder (or search prefix, or rewind listing), read ahead of the scroll position: once the first
 * page is there, the next pages load one at a time (each needs the previous page's token) while fewer
 * than READ_AHEAD_ROWS loaded rows lie beyond the last row in view, up to the folder's end. Only an
 * `active` listing reads ahead. Give `onRowsInView` to the DataTable that shows `entries`.
 *
 * The next request leaves as soon as a page is in the cache, not after React has rendered it: on a
 * busy machine the render of a page took longer than the next request.
 *
 * Leaving the listing (another prefix, or unmounting) cancels its request in flight: the query's
 * function must pass TanStack Query's `signal` on to `callApi`, and the query, left without an
 * observer, aborts it (and keeps the pages it had). No read-ahead starts without an observer.
 */
export function useReadAheadListing<Entry extends Named, Key extends QueryKey>(
  options: ListingQueryOptions<Entry, Key>,
  active: boolean,
) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(options);
  const entries = useMemo(() => foldersFirst(query.data?.pages ?? []), [query.data]);
  const queryHash = hashKey(options.queryKey);
  const { fetchNextPage } = query;

  const lastRowInView = useRef(-1);
  const load = useRef((_fromScroll: boolean) => {});
  useEffect(() => {
    load.current = (fromScroll) => {
      const state = stateOf(queryClient.getQueryCache().get(queryHash), active);
      // cancelRefetch false: never cancels a refetch on its way (its pages would be lost).
      if (shouldLoad(state, lastRowInView.current, fromScroll)) void fetchNextPage({ cancelRefetch: false });
    };
    load.current(false);
    const unsubscribe = active
      ? queryClient.getQueryCache().subscribe((event) => {
          if (event.query.queryHash !== queryHash || event.type !== 'updated') return;
          // After the query has finished handling its answer, not inside it.
          if (event.action.type === 'success') queueMicrotask(() => load.current(false));
        })
      : undefined;
    return () => {
      unsubscribe?.();
      // A listing left behind loads nothing more, even from a page that arrives after.
      load.current = () => {};
    };
  }, [queryClient, queryHash, active, fetchNextPage]);

  const onRowsInView = useCallback((lastRow: number) => {
    lastRowInView.current = lastRow;
    load.current(true);
  }, []);

  return { query, entries, onRowsInView };
}
