import { isWithin, type ShellRoute } from '@/lib/page-access';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
  const item = screen.nested
    ? pathname
        .slice(screen.path.length)
        .split('/')
        .find((segment) => segment !== '')
    : undefined;
  return [item && decoded(item), screen.title, product].filter(Boolean).join(' · ');
}
