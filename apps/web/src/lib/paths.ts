const PROXY_PREFIX = /^(\/api\/proxy\/[^/]+\/[^/]+)(?:\/|$)/;

/**
 * The prefix the SPA is served under: '' at the site root, or '/api/proxy/{ns}/{tenant}' when an
 * operator console proxies this console for a tenant.
 */
export function detectBasePath(pathname: string): string {
  return PROXY_PREFIX.exec(pathname)?.[1] ?? '';
}

export const basePath = detectBasePath(typeof window === 'undefined' ? '/' : window.location.pathname);

/** The router basename: '/' at the root, otherwise the proxy prefix. */
export const routerBasename = basePath || '/';

/** An absolute URL path for an API endpoint such as '/api/v1/session', under the detected prefix. */
export function apiUrl(path: string, base: string = basePath): string {
  return `${base}${path}`;
}

export const DOCUMENTATION_URL = 'https://min.io/docs/minio/linux/index.html';
