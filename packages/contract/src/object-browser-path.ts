import { endpointPath } from './endpoint.ts';
import { maxListingPageSize, objectEndpoints } from './objects.ts';

/**
 * The object browser's route (its screen in screens.ts). Object keys travel in the route: /object-browser/{bucket}/{segment}/... Each segment is
 * percent-encoded, and a segment made only of dots gets a '~' in front, because browsers resolve
 * '.' and '..' (even encoded as %2E) before the app sees the URL. '~' itself is always encoded,
 * so a leading '~' can only be that marker. One version of a file is `?version_id=<id>` on its route
 * (the query, not a path segment, so every segment stays part of the key).
 */
export const objectBrowserRoot = '/object-browser';

function encodeSegment(segment: string): string {
  const encoded = encodeURIComponent(segment).replaceAll('~', '%7E');
  return /^\.+$/.test(segment) ? `~${encoded}` : encoded;
}

function decodeSegment(segment: string): string {
  const unmarked = /^~\.+$/.test(segment) ? segment.slice(1) : segment;
  try {
    return decodeURIComponent(unmarked);
  } catch {
    return unmarked;
  }
}

const VERSION_PARAM = 'version_id';

/**
 * The route of a bucket's folder (prefix ending in '/'), of a file, or of the bucket root (''); with a
 * version id, the route of that version of the file.
 */
export function browserPath(bucket: string, prefix = '', versionId?: string): string {
  const segments = prefix === '' ? [] : prefix.split('/');
  const path = [objectBrowserRoot, encodeURIComponent(bucket), ...segments.map(encodeSegment)].join('/');
  if (versionId === undefined || versionId === '') return path;
  return `${path}?${new URLSearchParams({ [VERSION_PARAM]: versionId }).toString()}`;
}

export type BrowserLocation = { bucket: string; prefix: string; versionId?: string };

/**
 * The bucket, key prefix and version a raw (still encoded) pathname and its query point at; null at
 * the bucket list. A version is only read for a file (a folder has none).
 */
export function parseBrowserPath(pathname: string, search = ''): BrowserLocation | null {
  const start = pathname.indexOf(`${objectBrowserRoot}/`);
  if (start < 0) return null;
  const [bucket = '', ...segments] = pathname.slice(start + objectBrowserRoot.length + 1).split('/');
  if (bucket === '') return null;
  const location = { bucket: decodeSegment(bucket), prefix: segments.map(decodeSegment).join('/') };
  const versionId = new URLSearchParams(search).get(VERSION_PARAM);
  const isFile = location.prefix !== '' && !location.prefix.endsWith('/');
  return isFile && versionId ? { ...location, versionId } : location;
}

/** The last path element of a key or folder ('photos/2024/' → '2024'). */
export function baseName(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** A key's name below the folder shown (a search may reach into deeper names), a folder's without its '/'. */
export function nameInFolder(key: string, folder: string): string {
  const name = key.slice(folder.length);
  return name.endsWith('/') ? name.slice(0, -1) : name;
}

export type Crumb = { label: string; to: string };

/** The object browser's breadcrumbs: 'All Buckets' › bucket › each folder of the route (the last is the page). */
export function browserCrumbs(bucket: string, prefix: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'All Buckets', to: objectBrowserRoot },
    { label: bucket, to: browserPath(bucket) },
  ];
  const segments = prefix.split('/');
  let path = '';
  segments.forEach((segment, index) => {
    const isFolder = index < segments.length - 1;
    path += isFolder ? `${segment}/` : segment;
    if (segment !== '' || isFolder)
      crumbs.push({ label: segment || '(empty)', to: browserPath(bucket, path) });
  });
  return crumbs;
}

/** Rows per listing request: a screenful or two, so the first page comes back fast. */
export const OBJECT_PAGE_SIZE = 200;

/**
 * Rows per request after the first page: five of S3's pages, which the server reads back to back. The
 * web app reads these pages ahead while the first is on screen, so their size costs no first paint and
 * saves round trips: a 10,000-key folder is 3 sequential requests, not 11 (pages of 1,000) or 50.
 */
export const READ_AHEAD_PAGE_SIZE = maxListingPageSize;

/**
 * The query of one page of a listing (a folder as it is, or as of a rewind date): the first page
 * (`token` null) is OBJECT_PAGE_SIZE rows, as `listObjectsInput` asks for it; the pages after it are
 * READ_AHEAD_PAGE_SIZE rows.
 */
export function listingPageQuery(prefix: string, token: string | null) {
  return token === null
    ? { prefix, limit: OBJECT_PAGE_SIZE }
    : { prefix, limit: READ_AHEAD_PAGE_SIZE, token };
}

/**
 * The params and query of the first page of a folder listing, as the web app asks for it and the
 * server preloads it (the pages after it: `listingPageQuery`).
 */
export function listObjectsInput(bucket: string, prefix: string, token: string | null = null) {
  return {
    params: { bucket },
    query: { prefix, limit: OBJECT_PAGE_SIZE, ...(token ? { token } : {}) },
  };
}

/**
 * The API path of one page of a folder listing. The web app requests exactly this, and the server
 * preloads it when it serves a deep link, so both must build it the same way.
 */
export function listObjectsPath(bucket: string, prefix: string, token: string | null = null): string {
  return endpointPath(objectEndpoints.list, listObjectsInput(bucket, prefix, token));
}
