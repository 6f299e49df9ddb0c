const proxyPrefix = /^\/api\/proxy\/[^/]+\/[^/]+/;

/** `/api/proxy/{namespace}/{tenant}` when the path is under it (operator mode's tenant proxy). */
export function proxyPrefixOf(pathname: string): string | undefined {
  return proxyPrefix.exec(pathname)?.[0];
}

/** Outside operator mode the prefix only relocates the console: strip it so every route answers. */
export function stripProxyPrefix(url: string): string {
  const prefix = proxyPrefixOf(url);
  return prefix ? url.slice(prefix.length) || '/' : url;
}

/**
 * The address the browser reached the console at, proxy prefix included, for links handed out to
 * others (share links). Host and protocol come from the request as Fastify sees it.
 */
export function publicOrigin(request: { protocol: string; host: string; originalUrl: string }): string {
  return `${request.protocol}://${request.host}${proxyPrefixOf(request.originalUrl) ?? ''}`;
}
