import { parseBrowserPath, publicScreens, screens, shellScreens } from '@granary/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';
import { screenModules } from './routes/screen-modules';

/** The route the app's router picks for a path, with its params. */
function screenMatch(path: string) {
  const match = matchRoutes(appRoutes, path)?.at(-1);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
}

/**
 * What a feature's own `<Routes>` (inside a nested screen) reads from an address, matched as React Router
 * matches descendant routes: the still encoded rest of the path below the screen's route.
 */
function paramsBelow(href: string, route: string) {
  const base = screenMatch(href).pathnameBase;
  const rest = href.slice(base.length) || '/';
  const match = matchRoutes([{ path: route } satisfies RouteObject], rest)?.at(-1);
  if (!match) throw new Error(`${route} does not match ${rest}`);
  return match.params;
}

const awkwardNames = ['plain', 'with space', '100%', 'a%41b', 'ünïcødé ✓', 'what?#hash', 'semi;colon+plus'];

describe('the screen registry', () => {
  it('gives every shell screen a route with its title, below the shell', () => {
    for (const screen of shellScreens) {
      const match = screenMatch(screen.nested ? `${screen.path}/deeper/still` : screen.path);
      expect(match.route.path).toBe(screen.nested ? `${screen.path}/*` : screen.path);
      expect(match.route.handle).toEqual({ title: screen.title });
      expect(match.route.lazy).toBe(screenModules[screen.id]);
    }
  });

  it('gives every public screen a route of its own, outside the shell', () => {
    for (const screen of publicScreens) {
      const matches = matchRoutes(appRoutes, screen.path) ?? [];
      expect(matches.map((match) => match.route.path)).toEqual([screen.path]);
      expect(matches[0]?.route.lazy).toBe(screenModules[screen.id]);
    }
  });

  it('leads user names through the router unchanged, slashes included', () => {
    for (const name of [...awkwardNames, 'team/alice', 'a/b c/ü']) {
      const href = screens.users.detail.href({ name });
      expect(paramsBelow(href, screens.users.detail.route)['*']).toBe(name);
    }
  });

  it('leads policy, bucket and configuration names through the router unchanged', () => {
    for (const name of [...awkwardNames, 'team/readers']) {
      const policy = screens.policies.detail.href({ name });
      expect(paramsBelow(policy, screens.policies.detail.route)['*']).toBe(name);
      const bucket = screens.buckets.detail.href({ bucket: name });
      expect(paramsBelow(bucket, screens.buckets.detail.route)['bucketName']).toBe(name);
      const configuration = screens.settings.configuration.href({ id: name });
      expect(paramsBelow(configuration, screens.settings.configuration.route)['id']).toBe(name);
    }
    const tab = screens.buckets.tab.href({ bucket: 'photos 2024', tab: 'lifecycle' });
    expect(paramsBelow(tab, screens.buckets.detail.route)).toEqual({
      bucketName: 'photos 2024',
      '*': 'lifecycle',
    });
  });

  it('builds the settings steps the feature routes match', () => {
    const tierAdd = screens.settings.tierAdd.href({ type: 's3' });
    expect(tierAdd).toBe('/settings/tiers/add/s3');
    expect(paramsBelow(tierAdd, screens.settings.tierAdd.route)).toEqual({ type: 's3' });
    const target = screens.settings.notificationTarget.href({ service: 'webhook' });
    expect(paramsBelow(target, screens.settings.notificationTarget.route)).toEqual({ service: 'webhook' });
  });

  it('leads a tenant’s namespace and name to its detail and its pages', () => {
    const tenant = { namespace: 'ns-1', tenant: 'alpha' };
    const match = screenMatch(screens.tenantDetail.summary.href(tenant));
    expect(match.route.path).toBe(`${screens.tenantDetail.path}/*`);
    expect(match.params).toEqual({ ...tenant, '*': 'summary' });
    expect(
      paramsBelow(screens.tenantDetail.summary.href(tenant), screens.tenantDetail.summary.route),
    ).toEqual({});
    // The list and its wizard stay the list's.
    expect(screenMatch(screens.tenantCreate.href()).route.path).toBe(screens.tenantCreate.path);
  });

  it('leads object keys and versions to the object browser unchanged', () => {
    for (const name of [...awkwardNames, '..', '~tilde']) {
      const location = { bucket: 'photos', prefix: `${name}/${name}.txt`, versionId: `v ${name}` };
      const url = new URL(screens.objectBrowser.location.href(location), 'http://console.test');
      expect(screenMatch(url.pathname).route.path).toBe(`${screens.objectBrowser.path}/*`);
      expect(parseBrowserPath(url.pathname, url.search)).toEqual(location);
    }
  });
});
