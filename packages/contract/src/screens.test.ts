import { describe, expect, it } from 'vitest';
import { publicAppPaths, shellPages, shellScreens } from './screens.ts';

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
      '/storage',
      '/license',
    ]);
    expect(publicAppPaths).toEqual(['/login', '/oauth_callback']);
  });

  it('names each route once', () => {
    const paths = [...shellScreens.map((screen) => screen.path), ...publicAppPaths];
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(shellScreens.map((screen) => screen.title)).size).toBe(shellScreens.length);
  });
});
