import { cleanup, screen, within } from '@testing-library/react';
import { tenantSecurityEndpoints, type TenantSecurity } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { TenantSecurityPage } from './tenant-security-page';

const security: TenantSecurity = {
  autoCert: true,
  consoleEnabled: false,
  customCertificates: {
    minio: [
      {
        state: 'ok',
        name: 'old',
        domains: ['old.example'],
        expiry: '2026-01-02T00:00:00.000Z',
        expired: true,
        serialNumber: '01',
      },
      {
        state: 'unreadable',
        name: 'gone',
        problem: 'The secret gone is not in the namespace: the servers cannot load it',
      },
    ],
    minioCAs: [],
    console: [],
    consoleCAs: [],
  },
};
const tenant = { namespace: 'ns-1', name: 'alpha' };

describe('TenantSecurityPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an expired certificate and one whose Secret is gone, and no Save without the grant', async () => {
    mockApi([answer(tenantSecurityEndpoints.security, security)]);
    renderWithProviders(<TenantSecurityPage tenant={tenant} mayChange={false} />);
    const servers = within(await screen.findByRole('region', { name: 'Server Certificates' }));
    expect(servers.getByText('Expired 2026-01-02').parentElement?.textContent).toBe(
      'old.example · Expired 2026-01-02',
    );
    expect(
      servers.getByText('The secret gone is not in the namespace: the servers cannot load it'),
    ).toBeTruthy();
    expect(servers.queryByRole('button', { name: /Remove certificate/ })).toBeNull();
    expect(screen.getByText('None yet.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(save.closest('[aria-label]')?.getAttribute('aria-label')).toContain(
      "'create' and 'delete' on secrets",
    );
  });

  it('says why the certificates could not be read, in Kubernetes’ words', async () => {
    const refusal = 'Kubernetes refused: secrets "old" is forbidden';
    mockApi([
      answer(
        tenantSecurityEndpoints.security,
        new Response(JSON.stringify({ code: 'access_denied', message: refusal }), { status: 403 }),
      ),
    ]);
    renderWithProviders(<TenantSecurityPage tenant={tenant} mayChange />);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText("The tenant's certificates could not be read")).toBeTruthy();
  });
});
