import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { screens, tenantEndpoints, tenantProxyEndpoints, type TenantDetail } from '@granary/contract';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { TenantDetailPage } from './tenant-detail-page';

const alpha: TenantDetail = {
  name: 'alpha',
  namespace: 'ns-1',
  creation_date: '2026-01-02T03:04:05Z',
  total_size: 0,
  pool_count: 0,
  instance_count: 0,
  volume_count: 0,
  currentState: 'Initialized',
  health_status: 'green',
  image: '',
  pools: [],
  status: {},
  logEnabled: false,
  monitoringEnabled: false,
  encryptionEnabled: false,
  minioTLS: false,
  idpOidcEnabled: false,
  idpAdEnabled: false,
};
const params = { namespace: 'ns-1', tenant: 'alpha' };
const failure = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message, detailedMessage: '' }), { status });

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route
        path={`${screens.tenantDetail.path}/*`}
        element={<TenantDetailPage tenant={{ namespace: 'ns-1', name: 'alpha' }} mayDelete />}
      />
    </Routes>,
    path,
  );
}

describe("the tenant's console pages", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the tenant's usage on the Summary, and why not when its MinIO cannot say", async () => {
    mockApi([
      answer(tenantEndpoints.detail, alpha),
      answer(tenantProxyEndpoints.usage, { used: 2 ** 30, disk_used: 3 * 2 ** 30 }),
    ]);
    renderAt(screens.tenantDetail.summary.href(params));
    expect(await screen.findByText('1 GiB stored, 3 GiB on drives')).toBeTruthy();
    cleanup();
    const refusal = "The tenant's MinIO at minio.ns-1.svc.cluster.local:80 cannot be reached.";
    mockApi([
      answer(tenantEndpoints.detail, alpha),
      answer(tenantProxyEndpoints.usage, failure(503, 'tenant_unreachable', refusal)),
    ]);
    renderAt(screens.tenantDetail.summary.href(params));
    expect(await screen.findByText(`Unknown: ${refusal}`)).toBeTruthy();
  });

  it('frames the metrics page once logged in, and says a refused login in the server’s words', async () => {
    const calls = mockApi([
      answer(tenantEndpoints.detail, alpha),
      answer(tenantProxyEndpoints.consoleLogin, { ok: true }),
    ]);
    renderAt(screens.tenantDetail.metrics.href(params));
    const frame = await screen.findByTitle('Metrics of tenant alpha');
    expect(frame.getAttribute('src')).toBe('/api/proxy/ns-1/alpha/metrics');
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/console-login'))).toBe(true);
    cleanup();
    const refusal =
      "The tenant's console refused to log in with the root credentials of its configuration secret: 401 Invalid login";
    mockApi([
      answer(tenantEndpoints.detail, alpha),
      answer(tenantProxyEndpoints.consoleLogin, failure(502, 'tenant_failed', refusal)),
    ]);
    renderAt(screens.tenantDetail.metrics.href(params));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByTitle('Metrics of tenant alpha')).toBeNull();
  });

  it('leads from Manage Tenant to the management page, without the side menu, with Back and Refresh', async () => {
    mockApi([answer(tenantEndpoints.detail, alpha), answer(tenantProxyEndpoints.consoleLogin, { ok: true })]);
    renderAt(screens.tenantDetail.summary.href(params));
    const manage = await screen.findByRole('link', { name: 'Manage Tenant' });
    expect(manage.getAttribute('href')).toBe(screens.tenantDetail.hop.href(params));
    cleanup();
    mockApi([answer(tenantEndpoints.detail, alpha), answer(tenantProxyEndpoints.consoleLogin, { ok: true })]);
    renderAt(screens.tenantDetail.hop.href(params));
    const frame = await screen.findByTitle('Console of tenant alpha');
    expect(frame.getAttribute('src')).toBe('/api/proxy/ns-1/alpha/');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByText('Tenants')).toBeTruthy();
    expect(crumbs.getByRole('link', { name: 'alpha' })).toBeTruthy();
    expect(crumbs.getByText('Management').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('navigation', { name: 'Tenant sections' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      screens.tenantDetail.summary.href(params),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    // A new frame: the console's page loads again.
    expect(screen.getByTitle('Console of tenant alpha')).not.toBe(frame);
  });
});
