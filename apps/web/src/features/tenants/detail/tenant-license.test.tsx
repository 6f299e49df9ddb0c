import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { subscriptionEndpoints, type License, type TenantDetail } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { TenantLicense } from './tenant-license';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const license: License = {
  email: 'ops@example.com',
  organization: 'Acme Storage',
  account_id: 42,
  storage_capacity: 10,
  plan: 'STANDARD',
  issued_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2027-03-04T00:00:00.000Z',
};
const tenant = { namespace: 'ns-1', name: 'alpha' };
const detail = { name: 'alpha', namespace: 'ns-1' } as TenantDetail;

describe('TenantLicense', () => {
  it('shows the license the tenant carries', () => {
    mockApi([]);
    renderWithProviders(
      <TenantLicense
        tenant={tenant}
        detail={{ ...detail, subnet_license: license }}
        pending={false}
        mayAttach
      />,
    );
    const facts = screen.getByLabelText('Tenant license', { selector: 'dl' });
    expect(facts.textContent).toContain('Acme Storage');
    expect(facts.textContent).toContain('10 TiB');
    expect(facts.textContent).toContain('2027-03-04');
  });

  it('offers Activate Product, a link to /license, when the console has no license', async () => {
    mockApi([answer(subscriptionEndpoints.info, { state: 'none' })]);
    renderWithProviders(<TenantLicense tenant={tenant} detail={detail} pending={false} mayAttach />);
    const link = (await screen.findByRole('link', { name: 'Activate Product' })) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/license');
    expect(screen.queryByRole('button', { name: 'Attach License' })).toBeNull();
  });

  it('attaches the console’s license, and says a refusal', async () => {
    const calls = mockApi([
      answer(subscriptionEndpoints.info, { state: 'licensed', license, plan_level: 1 }),
      answer(
        subscriptionEndpoints.activateTenant,
        new Response(
          JSON.stringify({ code: 'access_denied', message: 'Kubernetes refused: cannot update' }),
          {
            status: 403,
          },
        ),
      ),
    ]);
    renderWithProviders(<TenantLicense tenant={tenant} detail={detail} pending={false} mayAttach />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attach License' }));
    expect(await screen.findByText(/could not be attached\. Kubernetes refused: cannot update/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.params).toEqual({
      namespace: 'ns-1',
      tenant: 'alpha',
    });
  });

  it('disables Attach License without its page grant, naming the verbs', async () => {
    mockApi([answer(subscriptionEndpoints.info, { state: 'licensed', license, plan_level: 1 })]);
    renderWithProviders(<TenantLicense tenant={tenant} detail={detail} pending={false} mayAttach={false} />);
    const button = (await screen.findByRole('button', { name: 'Attach License' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByLabelText(/may not attach the license \(verb 'get' on secrets/)).toBeTruthy();
  });
});
