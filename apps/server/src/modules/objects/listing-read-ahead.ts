import { listingPageQuery, READ_AHEAD_PAGE_SIZE, type ListObjectsResponse } from '@silo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import { s3ClientFor } from '../../plugins/s3-client.ts';
import { requirePrincipal, type Principal } from '../../plugins/session.ts';
import { listObjects, type ListObjectsOptions } from './list-objects.ts';

/**
 * How long a page asked of MinIO ahead of the browser is kept for it, and how many are kept at most
 * (a page of 1,000 keys is ~0.2 MB).
 */
const KEEP_MS = 10_000;
const MAX_PAGES = 8;

declare module 'fastify' {
  interface FastifyInstance {
    listingReadAhead: ListingReadAhead;
  }
}

type Ahead = { owner: string; page: Promise<ListObjectsResponse | undefined>; timer: NodeJS.Timeout };

/**
 * The next page of a listing, asked of MinIO as soon as the page before it is answered, for the same
 * session only and taken at most once. The web app reads a folder page after page, each request
 * needing the previous page's token: with the next page already on its way, MinIO lists while the
 * browser handles the page it got, as the old console's stream did (docs/decisions.md, "issue 16,
 * sixth part").
 */
export class ListingReadAhead {
  readonly #pages = new Map<string, Ahead>();
  /** Where a page is asked: MinIO, as the request clients reach it. */
  readonly storage: Pick<Config, 'minioServer' | 'minioRegion'>;

  constructor(storage: Pick<Config, 'minioServer' | 'minioRegion'>) {
    this.storage = storage;
  }

  /** The page asked ahead for exactly these options, if any: undefined when it failed. */
  take(owner: string, options: ListObjectsOptions): Promise<ListObjectsResponse | undefined> | undefined {
    const key = keyOf(owner, options);
    const ahead = this.#pages.get(key);
    if (!ahead) return undefined;
    this.#drop(key, ahead);
    return ahead.page;
  }

  start(owner: string, options: ListObjectsOptions, list: () => Promise<ListObjectsResponse>): void {
    const key = keyOf(owner, options);
    const earlier = this.#pages.get(key);
    if (earlier) this.#drop(key, earlier);
    const oldest = this.#pages.entries().next().value;
    if (oldest && this.#pages.size >= MAX_PAGES) this.#drop(...oldest);
    const ahead: Ahead = {
      owner,
      page: list().catch(() => undefined),
      timer: setTimeout(() => this.#drop(key, ahead), KEEP_MS).unref(),
    };
    this.#pages.set(key, ahead);
  }

  /** What the session changed may be in a page asked before: its pages are dropped. */
  forget(owner: string): void {
    for (const [key, ahead] of this.#pages) if (ahead.owner === owner) this.#drop(key, ahead);
  }

  get size(): number {
    return this.#pages.size;
  }

  #drop(key: string, ahead: Ahead): void {
    clearTimeout(ahead.timer);
    if (this.#pages.get(key) === ahead) this.#pages.delete(key);
  }
}

const keyOf = (owner: string, { bucket, prefix, limit, token, withVersions }: ListObjectsOptions) =>
  JSON.stringify([owner, bucket, prefix, limit, token ?? null, withVersions]);

/** A session's credentials, hashed: the key its pages are kept under. */
export const ownerOf = ({ credentials }: Principal) =>
  createHash('sha256')
    .update([credentials.accessKeyId, credentials.secretAccessKey, credentials.sessionToken ?? ''].join('\0'))
    .digest('base64url');

/**
 * The request the web app sends after `page`, when `options` is one of its own (`listingPageQuery`):
 * an API client paging otherwise gets nothing asked ahead for it.
 */
export function nextPageOf(options: ListObjectsOptions, page: ListObjectsResponse) {
  if (page.next_token === null) return undefined;
  if (options.limit !== listingPageQuery(options.prefix, options.token ?? null).limit) return undefined;
  return { ...options, limit: READ_AHEAD_PAGE_SIZE, token: page.next_token };
}

/**
 * A request that may change a bucket's objects: any method but GET and HEAD on a bucket's endpoints
 * (uploads, deletes, rewinds, the bucket itself). Not the session's own questions: has-permission is a
 * POST that the app sends on every page load.
 */
const mayChangeObjects = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/v1/buckets');

/**
 * Decorates the app with the read-ahead pages, and drops a session's pages whenever it asks for a
 * change to a bucket, before and after: a page listed meanwhile is dropped too.
 */
export function registerListingReadAhead(
  app: FastifyInstance,
  storage: Pick<Config, 'minioServer' | 'minioRegion'>,
): void {
  const readAhead = new ListingReadAhead(storage);
  app.decorate('listingReadAhead', readAhead);
  const forgetChanges = async (request: FastifyRequest) => {
    if (request.principal && mayChangeObjects(request)) readAhead.forget(ownerOf(request.principal));
  };
  app.addHook('onRequest', forgetChanges);
  app.addHook('onResponse', forgetChanges);
}

/**
 * A page of a listing, taken from what was asked ahead when it is there; then the page after it is
 * asked ahead, on a client of its own (the request's closes with its answer).
 */
export async function listObjectsReadingAhead(
  request: FastifyRequest,
  options: ListObjectsOptions,
): Promise<ListObjectsResponse> {
  const principal = requirePrincipal(request);
  const owner = ownerOf(principal);
  const readAhead = request.server.listingReadAhead;
  const page = (await readAhead.take(owner, options)) ?? (await listObjects(request.clients().s3, options));
  const next = nextPageOf(options, page);
  if (next)
    readAhead.start(owner, next, async () => {
      const s3 = s3ClientFor(readAhead.storage, principal);
      try {
        return await listObjects(s3, next);
      } finally {
        s3.destroy();
      }
    });
  return page;
}
