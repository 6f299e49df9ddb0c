import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const screens = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/buckets', title: 'Buckets', nested: true },
  { path: '/object-browser', title: 'Object Browser', nested: true },
  { path: '/namespaces/:namespace/tenants/:tenant', title: 'Tenant', nested: true },
];

describe('documentTitle', () => {
  it('names the screen, and for a nested one what it shows', () => {
    expect(documentTitle('/dashboard', screens, 'Granary')).toBe('Dashboard · Granary');
    expect(documentTitle('/buckets', screens, 'Granary')).toBe('Buckets · Granary');
    expect(documentTitle('/buckets/photos/admin/summary', screens, 'Granary')).toBe(
      'photos · Buckets · Granary',
    );
    expect(documentTitle('/object-browser/my%20bucket/a/', screens, 'Granary')).toBe(
      'my bucket · Object Browser · Granary',
    );
    expect(documentTitle('/nowhere', screens, 'Granary')).toBe('Granary');
    expect(documentTitle('/namespaces/ns-1/tenants/alpha/summary', screens, 'Granary')).toBe(
      'alpha · Tenant · Granary',
    );
  });
});
