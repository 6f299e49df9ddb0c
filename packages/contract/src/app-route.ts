import { fillPathParams, type PathParams } from './endpoint.ts';

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

/** A sub-route from its pattern ('configurations/:id'): the params are typed from the pattern itself. */
export function subRoute<const Pattern extends string>(
  screenPath: AppPath,
  route: Pattern,
): SubRoute<PathParams<Pattern>> {
  const href = (...params: HrefArgs<PathParams<Pattern>>): AppPath => {
    const filled = fillPathParams(route, (params[0] ?? {}) as Record<string, string>);
    return `${screenPath}/${filled}`;
  };
  return { route, href };
}

/** `name` as route segments: its own slashes stay slashes, everything else in it is encoded. */
export function splatSegments(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}
