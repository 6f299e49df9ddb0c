import { OBJECT_PAGE_SIZE, READ_AHEAD_PAGE_SIZE, type ListObjectsResponse } from '@silo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingReadAhead, nextPageOf } from './listing-read-ahead.ts';

const storage = { minioServer: new URL('http://127.0.0.1:9000'), minioRegion: '' };
const options = (token?: string, limit = READ_AHEAD_PAGE_SIZE) => ({
  bucket: 'b',
  prefix: 'docs/',
  limit,
  token,
  withVersions: false,
});
const page = (name: string, next: string | null = null): ListObjectsResponse => ({
  objects: [{ name, size: 1, last_modified: '2026-11-26T00:00:00.000Z' }],
  next_token: next,
});

afterEach(() => vi.useRealTimers());

describe('ListingReadAhead', () => {
  it('gives a page asked ahead once, to the same session and the same request only', async () => {
    const ahead = new ListingReadAhead(storage);
    ahead.start('alice', options('t2'), async () => page('docs/b'));
    expect(ahead.take('bob', options('t2'))).toBeUndefined();
    expect(ahead.take('alice', options('t2', 10))).toBeUndefined();
    expect(ahead.take('alice', options('t3'))).toBeUndefined();
    await expect(ahead.take('alice', options('t2'))).resolves.toEqual(page('docs/b'));
    expect(ahead.take('alice', options('t2'))).toBeUndefined();
  });

  it('gives undefined for a page MinIO refused, so the request lists it itself', async () => {
    const ahead = new ListingReadAhead(storage);
    ahead.start('alice', options('t2'), () => Promise.reject(new Error('AccessDenied')));
    await expect(ahead.take('alice', options('t2'))).resolves.toBeUndefined();
  });

  it("drops a session's pages when it changes something, and every page after a while", () => {
    vi.useFakeTimers();
    const ahead = new ListingReadAhead(storage);
    ahead.start('alice', options('t2'), async () => page('docs/b'));
    ahead.start('bob', options('t2'), async () => page('docs/b'));
    ahead.forget('alice');
    expect(ahead.take('alice', options('t2'))).toBeUndefined();
    expect(ahead.size).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(ahead.size).toBe(0);
  });

  it('keeps at most eight pages, the newest', () => {
    const ahead = new ListingReadAhead(storage);
    for (let i = 0; i < 10; i++) ahead.start('alice', options(`t${i}`), async () => page(`docs/${i}`));
    expect(ahead.size).toBe(8);
    expect(ahead.take('alice', options('t1'))).toBeUndefined();
    expect(ahead.take('alice', options('t9'))).toBeDefined();
  });
});

describe('nextPageOf', () => {
  it("asks ahead only for the web app's own paging, and not after the last page", () => {
    expect(nextPageOf(options(undefined, OBJECT_PAGE_SIZE), page('docs/a', 't2'))).toEqual(options('t2'));
    expect(nextPageOf(options('t2'), page('docs/b', 't3'))).toEqual(options('t3'));
    expect(nextPageOf(options('t2'), page('docs/b'))).toBeUndefined();
    expect(nextPageOf(options(undefined, 50), page('docs/a', 't2'))).toBeUndefined();
    expect(nextPageOf(options('t2', OBJECT_PAGE_SIZE), page('docs/b', 't3'))).toBeUndefined();
  });
});
