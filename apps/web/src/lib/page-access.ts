import { hasPathParams, shellPages, shellRoot } from '@granary/contract';

/** A shell route: its path and whether deeper paths (e.g. /buckets/{name}) belong to it. */
export type ShellRoute = { path: string; nested?: boolean };

export type RouteAccess =
  { kind: 'allowed' } | { kind: 'redirect'; to: string } | { kind: 'not-found' } | { kind: 'no-access' };

/**
 * The path is `prefix` or lies below it ('/buckets/photos' within '/buckets', not '/bucketsx'). A `:param`
 * segment of the prefix stands for any one segment: '/namespaces/ns/tenants/alpha/summary' lies within
 * '/namespaces/:namespace/tenants/:tenant'.
 */
export function isWithin(pathname: string, prefix: string): boolean {
  if (!hasPathParams(prefix)) return pathname === prefix || pathname.startsWith(`${prefix}/`);
  const segments = pathname.split('/');
  return prefix
    .split('/')
    .every((part, index) => (part.startsWith(':') ? Boolean(segments[index]) : segments[index] === part));
}

/** The path is the route itself, not below it (for a pattern: as many segments, each matching). */
const isExactly = (pathname: string, route: string) =>
  isWithin(pathname, route) && pathname.split('/').length === route.split('/').length;

/** A path is allowed if it equals an allowed page or lies below one. */
export function isPathAllowed(pathname: string, pages: readonly string[]): boolean {
  return pages.some((page) => isWithin(pathname, page));
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isKnownRoute(pathname: string, routes: readonly ShellRoute[]): boolean {
  const path = normalize(pathname);
  return routes.some((route) => (route.nested ? isWithin(path, route.path) : isExactly(path, route.path)));
}

/**
 * The landing page: the first allowed page, in side-menu order, that is a real route (a page with
 * `:params` is a pattern of addresses, none to land on).
 */
export function firstPermittedPage(pages: readonly string[], routes: readonly ShellRoute[]): string | null {
  const order = [...shellPages, ...pages.filter((page) => !(shellPages as readonly string[]).includes(page))];
  return (
    order.find((page) => !hasPathParams(page) && isPathAllowed(page, pages) && isKnownRoute(page, routes)) ??
    null
  );
}

/**
 * Where a shell path leads for a session: allowed paths render; '/' and existing but forbidden
 * paths go to the first permitted page; anything that is no page at all is a 404.
 */
export function resolveAccess(
  pathname: string,
  pages: readonly string[],
  routes: readonly ShellRoute[],
): RouteAccess {
  const path = normalize(pathname);
  if (path !== shellRoot && !isKnownRoute(path, routes)) return { kind: 'not-found' };
  if (path !== shellRoot && isPathAllowed(path, pages)) return { kind: 'allowed' };
  const landing = firstPermittedPage(pages, routes);
  return landing ? { kind: 'redirect', to: landing } : { kind: 'no-access' };
}
