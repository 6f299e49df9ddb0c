import { describe, expect, it } from 'vitest';
import { firstPermittedPage, isPathAllowed, resolveAccess, type ShellRoute } from './page-access';

const routes: ShellRoute[] = [
  { path: '/dashboard' },
  { path: '/metrics' },
  { path: '/object-browser', nested: true },
  { path: '/account' },
  { path: '/buckets', nested: true },
  { path: '/users', nested: true },
  { path: '/webhook/logger' },
  { path: '/license' },
  { path: '/tenants', nested: true },
  { path: '/namespaces/:namespace/tenants/:tenant', nested: true },
];
const tenantDetail = '/namespaces/:namespace/tenants/:tenant';

describe('isPathAllowed', () => {
  const pages = ['/buckets', '/webhook/logger'];

  it('allows a page and the paths below it', () => {
    expect(isPathAllowed('/buckets', pages)).toBe(true);
    expect(isPathAllowed('/buckets/photos/admin', pages)).toBe(true);
    expect(isPathAllowed('/webhook/logger', pages)).toBe(true);
  });

  it('does not allow look-alike prefixes or other pages', () => {
    expect(isPathAllowed('/bucketsx', pages)).toBe(false);
    expect(isPathAllowed('/webhook/audit', pages)).toBe(false);
    expect(isPathAllowed('/users', pages)).toBe(false);
  });
});

describe('a page whose path has params', () => {
  it('allows every address the pattern stands for, and the paths below it', () => {
    expect(isPathAllowed('/namespaces/ns-1/tenants/alpha', [tenantDetail])).toBe(true);
    expect(isPathAllowed('/namespaces/ns-1/tenants/alpha/summary', [tenantDetail])).toBe(true);
  });

  it('does not allow a path missing a segment, another word, or an empty param', () => {
    expect(isPathAllowed('/namespaces/ns-1/tenants', [tenantDetail])).toBe(false);
    expect(isPathAllowed('/namespaces/ns-1/tenantsx/alpha', [tenantDetail])).toBe(false);
    expect(isPathAllowed('/namespaces//tenants/alpha', [tenantDetail])).toBe(false);
    expect(isPathAllowed('/namespacesx/ns-1/tenants/alpha', [tenantDetail])).toBe(false);
  });

  it('is a route, never a landing page, and redirects a session without it', () => {
    expect(resolveAccess('/namespaces/ns/tenants/alpha/summary', ['/tenants', tenantDetail], routes)).toEqual(
      { kind: 'allowed' },
    );
    expect(resolveAccess('/namespaces/ns/tenants/alpha', ['/tenants'], routes)).toEqual({
      kind: 'redirect',
      to: '/tenants',
    });
    expect(resolveAccess('/namespaces/ns', [tenantDetail], routes)).toEqual({ kind: 'not-found' });
    expect(firstPermittedPage([tenantDetail], routes)).toBeNull();
  });
});

describe('firstPermittedPage', () => {
  it('follows side-menu order, not the order of the session list', () => {
    expect(firstPermittedPage(['/license', '/buckets', '/object-browser'], routes)).toBe('/object-browser');
    expect(firstPermittedPage(['/users', '/dashboard'], routes)).toBe('/dashboard');
  });

  it('skips pages that are not routes and reports none when nothing is left', () => {
    expect(firstPermittedPage(['/account/change-password', '/license'], routes)).toBe('/license');
    expect(firstPermittedPage([], routes)).toBeNull();
  });
});

describe('resolveAccess', () => {
  const pages = ['/object-browser', '/buckets', '/account'];

  it('renders allowed paths, including nested ones', () => {
    expect(resolveAccess('/buckets', pages, routes)).toEqual({ kind: 'allowed' });
    expect(resolveAccess('/buckets/photos/admin', pages, routes)).toEqual({ kind: 'allowed' });
    expect(resolveAccess('/object-browser/photos/2024/', pages, routes)).toEqual({ kind: 'allowed' });
  });

  it('redirects / and existing but forbidden pages to the first permitted page', () => {
    expect(resolveAccess('/', pages, routes)).toEqual({ kind: 'redirect', to: '/object-browser' });
    expect(resolveAccess('/users', pages, routes)).toEqual({ kind: 'redirect', to: '/object-browser' });
    expect(resolveAccess('/dashboard', pages, routes)).toEqual({ kind: 'redirect', to: '/object-browser' });
  });

  it('shows 404 for paths that are no page at all', () => {
    expect(resolveAccess('/nowhere', pages, routes)).toEqual({ kind: 'not-found' });
    expect(resolveAccess('/dashboard/extra', pages, routes)).toEqual({ kind: 'not-found' });
    expect(resolveAccess('/bucketsx', pages, routes)).toEqual({ kind: 'not-found' });
  });

  it('reports no access when the session allows no route', () => {
    expect(resolveAccess('/', [], routes)).toEqual({ kind: 'no-access' });
    expect(resolveAccess('/users', [], routes)).toEqual({ kind: 'no-access' });
  });
});
