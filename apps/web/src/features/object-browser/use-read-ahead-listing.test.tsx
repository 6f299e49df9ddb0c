import { OBJECT_PAGE_SIZE, READ_AHEAD_PAGE_SIZE } from '@granary/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectListing } from './api/list-objects';
import { useRewindListing } from './api/rewind-objects';
import { READ_AHEAD_ROWS } from './use-read-ahead-listing';

/**
 * A fake server for one folder: FOLDER_SIZE keys under 'many/', a folder 'many/aa/' on the first page
 * and a folder 'many/zz/' on the last; pages of the requested `limit`, tokens opaque to the app.
 */
const FOLDER_SIZE = 20_200;
const keyAt = (index: number) => `many/file-${String(index).padStart(5, '0')}.txt`;
const entry = (name: string) => ({ name, size: 1, last_modified: '', delete_flag: false });

type Request = { prefix: string; limit: number; token: string | null; signal: AbortSignal | undefined };
let requests: Request[];
/** Requests held until released (to catch them in flight), and requests that answer 500 once. */
let hold: (request: Request) => boolean;
let failOnce: Set<number>;
let held: (() => void)[];

function page(start: number, limit: number) {
  const end = Math.min(start + limit, FOLDER_SIZE);
  const files = Array.from({ length: end - start }, (_, i) => entry(keyAt(start + i)));
  const folders = [
    ...(start === 0 ? [entry('many/aa/')] : []),
    ...(end === FOLDER_SIZE ? [entry('many/zz/')] : []),
  ];
  return { objects: [...folders, ...files], next_token: end < FOLDER_SIZE ? `opaque~${end}` : null };
}

function fakeFetch(input: string, init?: RequestInit): Promise<Response> {
  const url = new URL(input, 'http://granary.test');
  const token = url.searchParams.get('token');
  const request: Request = {
    prefix: url.searchParams.get('prefix') ?? '',
    limit: Number(url.searchParams.get('limit')),
    token,
    signal: init?.signal ?? undefined,
  };
  const index = requests.push(request) - 1;
  const answer = () => {
    if (failOnce.delete(index)) return new Response('{"code":"boom","message":"boom"}', { status: 500 });
    const start = token === null ? 0 : Number(token.slice('opaque~'.length));
    return new Response(JSON.stringify(page(start, request.limit)), { status: 200 });
  };
  if (!hold(request)) return Promise.resolve(answer());
  return new Promise((resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
    held.push(() => resolve(answer()));
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
let queryClient: QueryClient;

beforeEach(() => {
  requests = [];
  held = [];
  hold = () => false;
  failOnce = new Set();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

type Listing = { query: { isFetching: boolean }; entries: unknown[] };

/** Waits until `rows` rows are in and nothing is on its way, and every effect of that has run. */
async function settled(result: { current: Listing }, rows: number) {
  await expect.poll(() => result.current.entries.length).toBe(rows);
  await expect.poll(() => result.current.query.isFetching).toBe(false);
  await act(async () => undefined);
}

describe('read-ahead listing', () => {
  it('reads the next pages ahead in 5,000s, up to the window beyond the last row in view', async () => {
    const { result } = renderHook(() => useObjectListing('b', 'many/'), { wrapper });
    // Nothing in view yet: the first page and then pages up to READ_AHEAD_ROWS (1 + 200 + 5,000 rows).
    await settled(result, 5_201);
    expect(requests.map((request) => request.limit)).toEqual([OBJECT_PAGE_SIZE, READ_AHEAD_PAGE_SIZE]);
    expect(READ_AHEAD_PAGE_SIZE).toBe(5_000);
    expect(requests[0]?.token).toBeNull();
    expect(requests[1]?.token).toBe('opaque~200');
    expect(result.current.entries.length - READ_AHEAD_ROWS).toBeLessThan(READ_AHEAD_PAGE_SIZE + 1);
  });

  it('resumes when the rows in view move down, and stops again at the window', async () => {
    const { result } = renderHook(() => useObjectListing('b', 'many/'), { wrapper });
    await settled(result, 5_201);
    act(() => result.current.onRowsInView(30));
    await act(async () => undefined);
    expect(requests).toHaveLength(2);

    // 5,201 rows loaded, row 1,000 in view: 4,200 beyond it, under the window: one page more.
    act(() => result.current.onRowsInView(1_000));
    await settled(result, 10_201);
    expect(requests).toHaveLength(3);
    // 5,100 beyond row 5,100: enough.
    act(() => result.current.onRowsInView(5_100));
    await act(async () => undefined);
    expect(requests).toHaveLength(3);
  });

  it("stops at the folder's end, folders first", async () => {
    const { result } = renderHook(() => useObjectListing('b', 'many/'), { wrapper });
    await settled(result, 5_201);
    act(() => result.current.onRowsInView(16_000));
    await settled(result, FOLDER_SIZE + 2);
    expect(requests).toHaveLength(1 + 4);
    act(() => result.current.onRowsInView(FOLDER_SIZE + 1));
    await act(async () => undefined);
    expect(requests).toHaveLength(5);
    const names = result.current.entries.map((entry) => entry.name);
    expect(names.slice(0, 3)).toEqual(['many/aa/', 'many/zz/', keyAt(0)]);
    expect(names.at(-1)).toBe(keyAt(FOLDER_SIZE - 1));
  });

  it('does not read ahead while inactive (the other listing is shown)', async () => {
    const { result, rerender } = renderHook(({ active }) => useObjectListing('b', 'many/', active), {
      wrapper,
      initialProps: { active: false },
    });
    await settled(result, 201);
    expect(requests).toHaveLength(1);
    rerender({ active: true });
    await settled(result, 5_201);
  });

  it('reads the rewind listing ahead the same way', async () => {
    const { result } = renderHook(() => useRewindListing('b', 'many/', '2024-01-02T03:04:05Z'), { wrapper });
    await settled(result, 5_201);
    expect(requests.map((request) => request.limit)).toEqual([200, 5000]);
  });

  it('cancels the page in flight on unmount, and asks for nothing more', async () => {
    hold = (request) => request.token !== null;
    const { result, unmount } = renderHook(() => useObjectListing('b', 'many/'), { wrapper });
    await expect.poll(() => requests).toHaveLength(2);
    expect(result.current.entries).toHaveLength(201);
    const inFlight = requests[1]?.signal;
    expect(inFlight?.aborted).toBe(false);
    unmount();
    expect(inFlight?.aborted).toBe(true);
    for (const release of held) release();
    await act(async () => undefined);
    expect(requests).toHaveLength(2);
  });

  it('cancels the page in flight when the search prefix changes, and lists the new prefix', async () => {
    hold = (request) => request.token !== null && request.prefix === 'many/';
    const { result, rerender } = renderHook(({ prefix }) => useObjectListing('b', prefix), {
      wrapper,
      initialProps: { prefix: 'many/' },
    });
    await expect.poll(() => requests).toHaveLength(2);
    const inFlight = requests[1]?.signal;
    rerender({ prefix: 'many/file-1' });
    expect(inFlight?.aborted).toBe(true);
    await settled(result, 5_201);
    expect(requests.slice(2).every((request) => request.prefix === 'many/file-1')).toBe(true);
    expect(requests[2]).toMatchObject({ limit: OBJECT_PAGE_SIZE, token: null });
  });

  it('stops after a failed page, and asks again only when the last row comes into view', async () => {
    failOnce = new Set([1]);
    const { result } = renderHook(() => useObjectListing('b', 'many/'), { wrapper });
    await expect.poll(() => result.current.query.isFetching).toBe(false);
    await settled(result, 201);
    expect(requests).toHaveLength(2);
    act(() => result.current.onRowsInView(100));
    await act(async () => undefined);
    expect(requests).toHaveLength(2);
    act(() => result.current.onRowsInView(200));
    await settled(result, 5_201);
    expect(requests).toHaveLength(3);
  });
});
