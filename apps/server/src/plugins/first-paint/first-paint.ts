import type { S3Client } from '@aws-sdk/client-s3';
import {
  listObjectsInput,
  objectEndpoints,
  parseBrowserPath,
  parseViewCookie,
  VIEW_COOKIE,
  type FirstPage,
  type ViewPreferences,
} from '@granary/contract';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { toHtml, type HtmlElement } from '../../lib/html-element.ts';
import { listObjects } from '../../modules/objects/list-objects.ts';
import { readSession } from '../session.ts';
import { firstPageData, firstPageTable, firstPaintMarks, firstPaintSkeleton } from './markup.ts';

/**
 * How long the page waits for the folder's first page before it goes on without rows: the app's scripts
 * run only once the page is complete, and then ask for the listing themselves (and say why it failed).
 */
export const FIRST_PAGE_WAIT_MS = 2_000;

export type FirstPaint = {
  /** What `#root` holds and the class `<html>` takes, for renderIndexHtml. */
  root: HtmlElement[];
  htmlClass: string | undefined;
  /** The page, sent up to the table at once and the rest when the listing answers. */
  stream: (html: string) => Readable;
};

/**
 * A folder of the object browser (not a file, not the bucket list), opened at the console's own root,
 * whose bucket and prefix pass the listing endpoint's own schemas: a name no API route would accept
 * (a NUL, say, which poisons the S3 SDK's endpoint cache for everyone) never reaches the SDK from here.
 */
function folderOf(appPath: string, proxyPrefix: string) {
  if (proxyPrefix !== '') return undefined;
  const location = parseBrowserPath(appPath);
  if (!location || (location.prefix !== '' && !location.prefix.endsWith('/'))) return undefined;
  const input = listObjectsInput(location.bucket, location.prefix);
  const params = objectEndpoints.list.params.safeParse(input.params);
  const query = objectEndpoints.list.query.safeParse(input.query);
  if (!params.success || !query.success) return undefined;
  return { bucket: params.data.bucket, prefix: query.data.prefix, limit: query.data.limit };
}

async function listFirstPage(
  request: FastifyRequest,
  s3: S3Client,
  { bucket, prefix, limit }: { bucket: string; prefix: string; limit: number },
): Promise<FirstPage | undefined> {
  const listing = listObjects(s3, { bucket, prefix, limit, withVersions: false }).then(
    (page) => ({ bucket, prefix, page }),
    (error: unknown) => {
      request.log.debug({ err: error }, 'first paint: the folder could not be listed');
      return undefined;
    },
  );
  return Promise.race([listing, sleep(FIRST_PAGE_WAIT_MS, undefined)]);
}

function splitAt(html: string, mark: string): [string, string] {
  const comment = `<!--${mark}-->`;
  const at = html.indexOf(comment);
  if (at < 0) throw new Error(`The page has no ${comment}`);
  return [html.slice(0, at), html.slice(at + comment.length)];
}

async function* pageParts(html: string, listing: Promise<FirstPage | undefined>, view: ViewPreferences) {
  const [beforeTable, rest] = splitAt(html, firstPaintMarks.table);
  const [beforeData, end] = splitAt(rest, firstPaintMarks.data);
  yield beforeTable;
  const first = await listing;
  if (first) yield toHtml([firstPageTable(first, view)]);
  yield beforeData;
  if (first) yield toHtml([firstPageData(first)]);
  yield end;
}

/**
 * A deep link to a folder, with a session and the browser's view cookie: the server lists the folder's
 * first page while it sends the page, and draws the rows into it (spec: first row in 300 ms). Anything
 * else (no cookie, no session, a file, the proxy) gets the plain page.
 */
export async function planFirstPaint(
  request: FastifyRequest,
  appPath: string,
  proxyPrefix: string,
  sealingKey: Buffer,
): Promise<FirstPaint | undefined> {
  const folder = request.method === 'GET' ? folderOf(appPath, proxyPrefix) : undefined;
  const view = folder && parseViewCookie(request.cookies[VIEW_COOKIE]);
  if (!folder || !view) return undefined;
  const session = await readSession(request, sealingKey, request.server.sessionRevocations);
  // An operator's session has no buckets to list: the plain page, whose router sends it on.
  if (!session.ok || session.principal.kind !== 'minio') return undefined;
  request.principal = session.principal;
  const listing = listFirstPage(request, request.clients().s3, folder);
  return {
    root: [firstPaintSkeleton(folder.bucket, folder.prefix, view)],
    htmlClass: view.colorMode === 'system' ? undefined : view.colorMode,
    stream: (html) => Readable.from(pageParts(html, listing, view)),
  };
}
