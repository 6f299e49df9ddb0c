import { describe, expect, it } from 'vitest';
import { hasPathParams } from './app-route.ts';
import { publicAppPaths, screens, shellPages, shellScreens } from './screens.ts';

describe('the screen registry', () => {
  it('lists the page keys the session and the server use, in side-menu order', () => {
    expect(shellPages).toEqual([
      '/dashboard',
      '/metrics',
      '/object-browser',
      '/account',
      '/account/change-password',
      '/buckets',
      '/users',
      '/groups',
      '/policies',
      '/settings',
      '/kms',
      '/webhook/logger',
      '/webhook/audit',
      '/logs',
      '/watch',
      '/trace',
      '/heal',
      '/health-info',
      '/tenants',
      '/tenants/add',
      '/tenants/delete',
      '/tenants/edit',
      '/tenants/version',
      '/tenants/certificates',
      '/namespaces/:namespace/tenants/:tenant',
      '/tenants/pools/add',
      '/tenants/pods/delete',
      '/storage',
      '/storage/drives/format',
      '/license',
      '/license/activate',
      '/tenants/license',
    ]);
    expect(publicAppPaths).toEqual(['/login', '/oauth_callback']);
  });

  it('names each route once', () => {
    const paths = [...shellScreens.map((screen) => screen.path), ...publicAppPaths];
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(shellScreens.map((screen) => screen.title)).size).toBe(shellScreens.length);
  });

  it('fills a screen path’s params: the tenant detail and its pages', () => {
    const tenant = { namespace: 'tenant-ns', tenant: 'alpha' };
    expect(screens.tenantDetail.href(tenant)).toBe('/namespaces/tenant-ns/tenants/alpha');
    expect(screens.tenantDetail.summary.href(tenant)).toBe('/namespaces/tenant-ns/tenants/alpha/summary');
    expect(screens.tenantDetail.summary.route).toBe('summary');
    expect(screens.settings.configuration.href({ id: 'a b' })).toBe('/settings/configurations/a%20b');
    expect(screens.tenants.href()).toBe('/tenants');
    expect(shellScreens.filter((screen) => hasPathParams(screen.path)).map((s) => s.id)).toEqual([
      'tenantDetail',
    ]);
  });
});
