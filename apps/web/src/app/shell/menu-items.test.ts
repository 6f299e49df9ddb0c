import type { Session } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu-items';

const session = (patch: Partial<Session>): Session => ({
  status: 'ok',
  pages: [],
  features: [],
  operator: false,
  distributedMode: false,
  accountName: 'admin',
  ...patch,
});

const labels = (s: Session) => visibleMenu(s).flatMap((group) => group.items.map((item) => item.label));

describe('visibleMenu', () => {
  it('shows only allowed routes, and Documentation always', () => {
    expect(labels(session({ pages: ['/buckets', '/object-browser'] }))).toEqual([
      'Object Browser',
      'Buckets',
      'Documentation',
    ]);
  });

  it('shows Heal exactly when the server grants /heal', () => {
    expect(labels(session({ pages: ['/heal', '/trace'], distributedMode: true }))).toContain('Heal');
    expect(labels(session({ pages: ['/trace'], distributedMode: false }))).not.toContain('Heal');
  });

  it('shows KMS in Admin after Settings exactly when the server grants /kms', () => {
    const admin = (pages: string[]) =>
      visibleMenu(session({ pages }))
        .find((group) => group.id === 'admin')
        ?.items.map((item) => item.label);
    expect(admin(['/settings', '/kms', '/users'])).toEqual(['Users', 'Settings', 'KMS']);
    expect(admin(['/settings'])).toEqual(['Settings']);
  });

  it('shows the Operator group only in operator mode, with License once', () => {
    const pages = ['/tenants', '/storage', '/license'];
    expect(labels(session({ pages, operator: true }))).toEqual([
      'Tenants',
      'Storage',
      'License',
      'Documentation',
    ]);
    expect(labels(session({ pages: ['/license'] }))).toEqual(['License', 'Documentation']);
  });
});
