import { hasPathParams } from '@granary/contract';
import { isWithin, type ShellRoute } from '@/lib/page-access';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What a nested screen shows: the first segment below it ('photos' of /buckets/photos/summary), or for a
 * screen whose path has `:params` its last one ('alpha' of /namespaces/ns/tenants/alpha/summary).
 */
function shownItem(pathname: string, screenPath: string): string | undefined {
  const segments = pathname.split('/');
  if (hasPathParams(screenPath)) {
    const last = screenPath.split('/').findLastIndex((part) => part.startsWith(':'));
    return segments[last];
  }
  return pathname
    .slice(screenPath.length)
    .split('/')
    .find((segment) => segment !== '');
}

/**
 * The browser tab's title: the screen, and for a nested screen what it shows ("photos · Buckets · Granary"),
 * so that tabs and history entries can be told apart.
 */
export function documentTitle(
  pathname: string,
  screens: readonly (ShellRoute & { title: string })[],
  product: string,
) {
  const screen = screens.find((candidate) =>
    candidate.nested ? isWithin(pathname, candidate.path) : pathname === candidate.path,
  );
  if (!screen) return product;
  const item = screen.nested ? shownItem(pathname, screen.path) : undefined;
  return [item && decoded(item), screen.title, product].filter(Boolean).join(' · ');
}
