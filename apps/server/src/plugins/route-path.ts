import type { FastifyRequest } from 'fastify';

/**
 * The path a request is judged by: the route it reached, as registered (`/api/v1/buckets/:name`), never
 * the raw URL. The router decodes percent-encoded spellings (`/%61pi/v1/logout` is the logout route), so
 * a hook reading `request.url` would let them through unchecked. A request no route takes is judged by
 * its decoded path.
 */
export function routePath(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const [path = ''] = request.url.split('?');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const isApiPath = (path: string) => path.startsWith('/api/');
export const isSocketPath = (path: string) => path.startsWith('/ws/');
