import { httpError } from '../../lib/http-error.ts';

/** Where the next page starts: S3's continuation token, or the key and version markers of a version listing. */
export type PagePosition = { continuation: string } | { keyMarker: string; versionIdMarker: string };

/** The token the browser carries between pages: opaque, URL-safe, and bound to the listing kind. */
export function encodePageToken(position: PagePosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const invalidToken = () =>
  httpError('badRequest', 'token: is not a page token from this listing; start again.');

export function decodePageToken(token: string, withVersions: boolean): PagePosition {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  if (typeof position !== 'object' || position === null) throw invalidToken();
  const fields = position as Record<string, unknown>;
  if (!withVersions && typeof fields['continuation'] === 'string')
    return { continuation: fields['continuation'] };
  if (
    withVersions &&
    typeof fields['keyMarker'] === 'string' &&
    typeof fields['versionIdMarker'] === 'string'
  )
    return { keyMarker: fields['keyMarker'], versionIdMarker: fields['versionIdMarker'] };
  throw invalidToken();
}
