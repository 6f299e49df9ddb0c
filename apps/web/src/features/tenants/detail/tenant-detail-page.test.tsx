import { cleanup, screen, within } from '@testing-library/react';
import { screens, tenantEndpoints, type TenantDetail } from '@granary/contract';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { TenantDetailPage } from './tenant-detail-page';

const GiB = 2 ** 30;

const alpha: TenantDetail = {
  name: 'alpha',
  namespace: 'ns-1',
  creation_date: '2026-01-02T03:04:05Z',
  total_size: 16 * 1024 * GiB,
  pool_count: 1,
  instance_count: 4,
  volume_count: 16,
  currentState: 'Initialized',
  health_status: 'green',
  image: '',
  pools: [
    {
      name: 'pool-0',
      servers: 4,
      volumes_per_server: 4,
      volume_configuration: { size: 1024 * GiB, storage_class_name: '' },
      resources: { requests: { memory: 2 * GiB }, limits: {} },
    },
  ],
  status: { drives_online: 15, drives_offline: 1 },
  logEnabled: true,
  monitoringEnabled: false,
  encryptionEnabled: false,
  minioTLS: true,
  idpOidcEnabled: null,
  idpAdEnabled: null,
  configuration_unreadable: 'Kubernetes refused: secrets "alpha-env-configuration" is forbidden',
};

function renderDetail(path: string, mayDelete = true) {
  renderWithProviders(
    <Routes>
      <Route
        path={`${screens.tenantDetail.path}/*`}
        element={
          <TenantDetailPage
            tenant={{ namespace: 'ns-1', name: 'alpha' }}
            mayDelete={mayDelete}
            may={{ addPool: true, deletePod: true }}
          />
        }
      />
    </Routes>,
    path,
  );
}

const factOf = (list: string, label: string) => {
  const term = within(screen.getByLabelText(list, { selector: 'dl' })).getByText(label);
  return term.nextElementSibling?.textContent;
};

describe('TenantDetailPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leads to the Summary: the tenant’s fields, its features and its pools', async () => {
    mockApi([answer(tenantEndpoints.detail, alpha)]);
    renderDetail(screens.tenantDetail.href({ namespace: 'ns-1', tenant: 'alpha' }));
    expect(screen.getByRole('heading', { level: 1, name: 'alpha' })).toBeTruthy();
    await screen.findByLabelText('Tenant', { selector: 'dl' });
    expect(screen.getByTestId('tenant-facts').textContent).toBe('Namespace: ns-1 · Capacity: 16 TiB');
    expect(screen.getByRole('img', { name: 'Healthy' })).toBeTruthy();
    expect(factOf('Tenant', 'State')).toBe('Initialized');
    // The image, and beside it Update version, refused without its page grant.
    expect(factOf('Tenant', 'Image')).toBe("The operator's defaultUpdate version");
    expect(screen.getByRole('button', { name: 'Update version' }).hasAttribute('disabled')).toBe(true);
    expect(factOf('Tenant', 'Drives online')).toBe('15');
    expect(factOf('Tenant', 'Write quorum')).toBe('Not reported yet');
    expect(factOf('Pool pool-0', 'Drive size')).toBe('1 TiB');
    expect(factOf('Pool pool-0', 'Memory request')).toBe('2 GiB');
    expect(factOf('Pool pool-0', 'Memory limit')).toBe('Not set');
    const features = within(screen.getByRole('region', { name: 'Features' }));
    expect(features.getByText('Log Search').nextElementSibling?.textContent).toBe('On');
    expect(features.getByText('Monitoring').nextElementSibling?.textContent).toBe('Off');
    expect(features.getByText('OpenID').nextElementSibling?.textContent).toBe('Unknown');
    expect(features.getByText(/configuration could not be read/).textContent).toContain('is forbidden');
    const menu = within(screen.getByRole('navigation', { name: 'Tenant sections' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Summary',
      'Metrics',
      'Security',
      'Pools',
      'Pods',
      'License',
    ]);
    expect(menu.getByRole('link', { name: 'Summary' }).getAttribute('aria-current')).toBe('page');
  });

  it('says why the tenant could not be loaded, in the server’s words, and keeps the header', async () => {
    const refusal = 'Kubernetes refused: tenants.minio.min.io "alpha" is forbidden';
    mockApi([
      answer(
        tenantEndpoints.detail,
        new Response(JSON.stringify({ code: 'forbidden', message: refusal }), { status: 403 }),
      ),
    ]);
    renderDetail(screens.tenantDetail.summary.href({ namespace: 'ns-1', tenant: 'alpha' }), false);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText('The tenant could not be loaded')).toBeTruthy();
    expect(screen.getByTestId('tenant-facts').textContent).toBe('Namespace: ns-1 · Capacity: —');
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del.hasAttribute('disabled')).toBe(true);
    expect(del.closest('[aria-label]')?.getAttribute('aria-label')).toContain("verb 'delete'");
  });
});
