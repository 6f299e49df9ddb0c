import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscriptionEndpoints, type License } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { LicensePage } from './license-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const license: License = {
  email: 'ops@example.com',
  organization: 'Acme Storage',
  account_id: 42,
  storage_capacity: 250,
  plan: 'ENTERPRISE',
  issued_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2027-03-04T05:06:07.000Z',
};

const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ code: 'x', message }), { status });

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const value = (list: HTMLElement, label: string) =>
  within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('LicensePage in operator mode', () => {
  it('shows the commercial license, marks Enterprise as the current plan and links with ref=op', async () => {
    mockApi([answer(subscriptionEndpoints.info, { state: 'licensed', license, plan_level: 2 })]);
    renderWithProviders(<LicensePage operatorMode mayActivate />);
    const facts = await screen.findByLabelText('License', { selector: 'dl' });
    expect(value(facts, 'Organization')).toBe('Acme Storage');
    expect(value(facts, 'Registered capacity')).toBe('250 TiB');
    expect(value(facts, 'Expiry date')).toBe('2027-03-04');
    expect(value(facts, 'Plan')).toBe('ENTERPRISE');
    expect(value(facts, 'Requester')).toBe('ops@example.com');
    expect(screen.queryByRole('region', { name: 'Open Source License' })).toBeNull();
    const headers = within(screen.getByRole('table', { name: 'Compare plans' })).getAllByRole('columnheader');
    expect(headers[3]?.textContent).toContain('Current Plan');
    expect((screen.getByRole('link', { name: 'Subscribe to Standard' }) as HTMLAnchorElement).href).toBe(
      'https://min.io/pricing?ref=op',
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Refresh Licence' }))).toBe(false);
  });

  it('says why a stored license cannot be used, with the open-source view and Community current', async () => {
    mockApi([
      answer(subscriptionEndpoints.info, { state: 'invalid', problem: 'The license expired on 2026-01-31.' }),
    ]);
    renderWithProviders(<LicensePage operatorMode mayActivate />);
    expect(await screen.findByText(/cannot be used: The license expired on 2026-01-31\./)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Open Source License' })).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'Compare plans' })).getAllByRole('columnheader');
    expect(headers[1]?.textContent).toContain('Current Plan');
    expect(isDisabled(screen.getByRole('button', { name: 'Refresh Licence' }))).toBe(true);
  });

  it('names the permission Kubernetes refused, and disables Activate without the page grant', async () => {
    mockApi([
      answer(subscriptionEndpoints.info, refusal(403, 'Kubernetes refused: cannot get resource "secrets"')),
    ]);
    renderWithProviders(<LicensePage operatorMode mayActivate={false} />);
    expect(
      await screen.findByText(/could not be read\. Kubernetes refused: cannot get resource "secrets"/),
    ).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Activate' }))).toBe(true);
    expect(screen.getAllByLabelText(/may not store the license/)).toHaveLength(2);
  });

  it('activates with a key only once one is typed, and keeps a refusal in the dialog', async () => {
    const calls = mockApi([
      answer(subscriptionEndpoints.info, { state: 'none' }),
      answer(
        subscriptionEndpoints.validate,
        refusal(400, 'The license key is not signed by a key this console trusts.'),
      ),
    ]);
    renderWithProviders(<LicensePage operatorMode mayActivate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate License' });
    const withKey = within(dialog).getByRole('button', { name: 'Activate with Key' });
    await waitFor(() => expect(isDisabled(withKey)).toBe(true));
    const key = within(dialog).getByRole('textbox', { name: 'License key' });
    fireEvent.change(key, { target: { value: '   ' } });
    expect(await within(dialog).findByText('Field cannot be empty')).toBeTruthy();
    expect(isDisabled(withKey)).toBe(true);
    fireEvent.change(key, { target: { value: 'a.b.c' } });
    await waitFor(() => expect(isDisabled(withKey)).toBe(false));
    fireEvent.click(withKey);
    expect(
      await within(dialog).findByText('The license key is not signed by a key this console trusts.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ license: 'a.b.c' });
  });

  it('activates with the account once email and password are typed, and offers Sign Up', async () => {
    const calls = mockApi([
      answer(subscriptionEndpoints.info, { state: 'none' }),
      answer(subscriptionEndpoints.validate, { license, plan_level: 2 }),
    ]);
    renderWithProviders(<LicensePage operatorMode mayActivate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate License' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscription account' }));
    expect((within(dialog).getByRole('link', { name: 'Sign Up' }) as HTMLAnchorElement).href).toBe(
      'https://min.io/pricing?ref=op',
    );
    const withAccount = within(dialog).getByRole('button', { name: 'Activate with Account' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ops@example.com' },
    });
    await waitFor(() => expect(isDisabled(withAccount)).toBe(true));
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: ' secret ' } });
    await waitFor(() => expect(isDisabled(withAccount)).toBe(false));
    fireEvent.click(withAccount);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ops@example.com',
      password: ' secret ',
    });
  });

  it('says why Refresh Licence failed (the subscription service away)', async () => {
    mockApi([
      answer(subscriptionEndpoints.info, { state: 'licensed', license, plan_level: 2 }),
      answer(
        subscriptionEndpoints.refresh,
        refusal(502, 'The subscription service at https://subnet.min.io cannot be reached (ENOTFOUND).'),
      ),
    ]);
    renderWithProviders(<LicensePage operatorMode mayActivate />);
    await screen.findByLabelText('License', { selector: 'dl' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Licence' }));
    expect(await screen.findByText('The license could not be refreshed')).toBeTruthy();
    expect(screen.getByText(/subnet\.min\.io cannot be reached \(ENOTFOUND\)/)).toBeTruthy();
  });
});
