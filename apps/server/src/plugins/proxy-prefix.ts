const proxyPrefix = /^\/api\/proxy\/[^/]+\/[^/]+/;

/** `/api/proxy/{namespace}/{tenant}` when the path is under it (operator mode's tenant proxy). */
export function proxyPrefixOf(pathname: string): string | undefined {
  return proxyPrefix.exec(pathname)?.[0];
}

const forwardedPrefixShape = /^\/api\/proxy\/[a-z0-9-]{1,63}\/[a-z0-9-]{1,63}$/;

/**
 * The prefix a proxy in front serves this console under without passing it on in the path (operator
 * mode's tenant proxy sends `X-Forwarded-Prefix`): only the proxy prefix's own shape, which a request's
 * path could give as well.
 */
export function forwardedPrefix(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['x-forwarded-prefix'];
  return typeof value === 'string' && forwardedPrefixShape.test(value) ? value : '';
}

/** Outside operator mode the prefix only relocates the console: strip it so every route answers. */
export function stripProxyPrefix(url: string): string {
  const prefix = proxyPrefixOf(url);
  return prefix ? url.slice(prefix.length) || '/' : url;
}

type LinkRequest = {
  protocol: string;
  host: string;
  originalUrl: string;
  headers: { origin?: string | undefined };
};

/**
 * The address for links handed out to others (share links), proxy prefix included: GRANARY_PUBLIC_URL
 * when set, else the Origin the browser sent (a same-origin request's, see same-origin.ts), and only
 * for other callers the Host header, which they control anyway.
 */
export function publicOrigin(request: LinkRequest, publicUrl: URL | undefined): string {
  const prefix = proxyPrefixOf(request.originalUrl) ?? '';
  if (publicUrl) return `${publicUrl.origin}${publicUrl.pathname.replace(/\/$/, '')}${prefix}`;
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && URL.canParse(origin)) return `${new URL(origin).origin}${prefix}`;
  return `${request.protocol}://${request.host}${prefix}`;
}
