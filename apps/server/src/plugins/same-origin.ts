import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../lib/http-error.ts';
import { isApiPath, isSocketPath, routePath } from './route-path.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser sends for the console's own pages, and for what the user typed or bookmarked. */
const sameOriginFetchSites = new Set(['same-origin', 'none']);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a state-changing request must be refused as cross-site, or undefined when it may go on. Browsers
 * send Sec-Fetch-Site; older ones only Origin. A request with neither (curl, scripts) is no browser's,
 * so no other site can have sent it with the user's cookie.
 */
export function crossSiteReason(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string')
    return sameOriginFetchSites.has(fetchSite) ? undefined : `Sec-Fetch-Site is '${fetchSite}'`;
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const own = `${request.protocol}://${request.host}`;
  return originOf(origin) === originOf(own) ? undefined : `Origin '${origin}' is not ${own}`;
}

/**
 * CSRF defence: POST, PUT and DELETE under /api/ only from the console's own pages; so is the opening of a
 * live socket under /ws/ (a GET a browser sends with the cookie from any site that asks).
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = routePath(request);
    const socket = isSocketPath(path);
    if (!socket && (safeMethods.has(request.method) || !isApiPath(path))) return;
    const reason = crossSiteReason(request);
    if (reason)
      throw httpError(
        'crossSiteRequest',
        'Refused: this request came from another site. Use the console itself.',
        reason,
      );
  });
}
