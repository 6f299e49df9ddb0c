import { objectPaths } from './objects.ts';

/**
 * Object keys travel in the route: /object-browser/{bucket}/{segment}/... Each segment is
 * percent-encoded, and a segment made only of dots gets a '~' in front, because browsers resolve
 * '.' and '..' (even encoded as %2E) before the app sees the URL. '~' itself is always encoded,
 * so a leading '~' can only be that marker.
 */
const ROOT = '/object-browser';

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

/** The route of a bucket's folder (prefix ending in '/'), of a file, or of the bucket root (''). */
export function browserPath(bucket: string, prefix = ''): string {
  const segments = prefix === '' ? [] : prefix.split('/');
  return [ROOT, encodeURIComponent(bucket), ...segments.map(encodeSegment)].join('/');
}

export type BrowserLocation = { bucket: string; prefix: string };

/** The bucket and key prefix a raw (still encoded) pathname points at; null at the bucket list. */
export function parseBrowserPath(pathname: string): BrowserLocation | null {
  const start = pathname.indexOf(`${ROOT}/`);
  if (start < 0) return null;
  const [bucket = '', ...segments] = pathname.slice(start + ROOT.length + 1).split('/');
  if (bucket === '') return null;
  return { bucket: decodeSegment(bucket), prefix: segments.map(decodeSegment).join('/') };
}

/** The last path element of a key or folder ('photos/2024/' → '2024'). */
export function baseName(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** Rows per listing request: a screenful or two, so the first page comes back fast. */
export const OBJECT_PAGE_SIZE = 200;

/**
 * The API path of one page of a folder listing. The web app requests exactly this, and the server
 * preloads it when it serves a deep link, so both must build it the same way.
 */
export function listObjectsPath(bucket: string, prefix: string, token: string | null = null): string {
  const query = new URLSearchParams({ prefix, limit: String(OBJECT_PAGE_SIZE) });
  if (token) query.set('token', token);
  return `${objectPaths.objects.replace(':bucket', encodeURIComponent(bucket))}?${query.toString()}`;
}
