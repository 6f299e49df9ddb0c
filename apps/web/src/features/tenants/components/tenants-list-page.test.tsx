import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { screens, tenantEndpoints, type TenantListItem } from '@granary/contract';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { TenantsListPage } from './tenants-list-page';

const alpha: TenantListItem = {
  name: 'alpha',
  namespace: 'ns-1',
  total_size: 2 ** 40,
  pool_count: 1,
  instance_count: 4,
  volume_count: 4,
  currentState: 'Initialized',
  health_status: 'green',
  creation_date: '2026-01-02T03:04:05Z',
};

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderList(mayView: boolean) {
  mockApi([answer(tenantEndpoints.list, { tenants: [alpha], total: 1 })]);
  renderWithProviders(
    <Routes>
      <Route path="/tenants" element={<TenantsListPage mayCreate mayDelete mayView={mayView} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/tenants',
  );
}

const rowOf = async (name: string) => {
  const cell = await within(screen.getByRole('table', { name: 'Tenants' })).findByText(name);
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('TenantsListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a tenant’s detail from View', async () => {
    renderList(true);
    fireEvent.click((await rowOf('alpha')).getByRole('button', { name: 'View' }));
    expect(screen.getByLabelText('Address').textContent).toBe(
      screens.tenantDetail.href({ namespace: 'ns-1', tenant: 'alpha' }),
    );
  });

  it('disables View, naming the verb, when Kubernetes does not let the token get tenants', async () => {
    renderList(false);
    const view = (await rowOf('alpha')).getByRole('button', { name: 'View' });
    expect(view.getAttribute('aria-disabled')).toBe('true');
    expect(view.getAttribute('data-denied')).toContain("verb 'get' on tenants.minio.min.io");
    fireEvent.click(view);
    expect(screen.queryByLabelText('Address')).toBeNull();
  });
});
