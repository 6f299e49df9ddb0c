import { fillPathParams, type PathParamNames, type PathParams } from './endpoint.ts';

/** An address inside the app ('/buckets'), as the router matches it below its base path. */
export type AppPath = `/${string}`;

type HrefArgs<Params> = [keyof Params] extends [never] ? [] : [params: Params];

/**
 * A route below a screen: `route` is its pattern relative to the screen (what the feature's `<Route path>`
 * takes), `href` builds the address of one of its pages with each param encoded.
 */
export type SubRoute<Params = Record<never, string>> = {
  route: string;
  href: (...params: HrefArgs<Params>) => AppPath;
};

/**
 * A sub-route from its pattern ('configurations/:id'): the params are typed from the screen's path and the
 * pattern together (a screen at '/namespaces/:namespace/tenants/:tenant' gives its pages both).
 */
export function subRoute<const ScreenPath extends AppPath, const Pattern extends string>(
  screenPath: ScreenPath,
  route: Pattern,
): SubRoute<PathParams<`${ScreenPath}/${Pattern}`>> {
  const href = (...params: HrefArgs<PathParams<`${ScreenPath}/${Pattern}`>>): AppPath =>
    fillPathParams(`${screenPath}/${route}`, (params[0] ?? {}) as Record<string, string>) as AppPath;
  return { route, href };
}

/** A screen's own address: its path, or for a path with `:params` the path filled with them. */
export type ScreenHref<Path extends AppPath> = [PathParamNames<Path>] extends [never]
  ? () => Path
  : (params: PathParams<Path>) => AppPath;

export function screenHref<Path extends AppPath>(path: Path): ScreenHref<Path> {
  const href = (params?: Record<string, string>) => (params ? fillPathParams(path, params) : path);
  return href as ScreenHref<Path>;
}

/** The path has `:param` segments: a pattern of many addresses, no address itself (never a landing page). */
export const hasPathParams = (path: string): boolean => path.includes('/:');

/** `name` as route segments: its own slashes stay slashes, everything else in it is encoded. */
export function splatSegments(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}
