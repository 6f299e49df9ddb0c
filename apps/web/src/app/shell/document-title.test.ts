import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const screens = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/buckets', title: 'Buckets', nested: true },
  { path: '/object-browser', title: 'Object Browser', nested: true },
];

describe('documentTitle', () => {
  it('names the screen, and for a nested one what it shows', () => {
    expect(documentTitle('/dashboard', screens, 'Silo')).toBe('Dashboard · Silo');
    expect(documentTitle('/buckets', screens, 'Silo')).toBe('Buckets · Silo');
    expect(documentTitle('/buckets/photos/admin/summary', screens, 'Silo')).toBe('photos · Buckets · Silo');
    expect(documentTitle('/object-browser/my%20bucket/a/', screens, 'Silo')).toBe(
      'my bucket · Object Browser · Silo',
    );
    expect(documentTitle('/nowhere', screens, 'Silo')).toBe('Silo');
  });
});
