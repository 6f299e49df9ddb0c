import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screens, storageEndpoints, type DirectCsiDrive, type TenantVolume } from '@granary/contract';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { StoragePage } from './storage-page';

const GiB = 2 ** 30;

const pvcs: TenantVolume[] = [
  {
    name: 'data-0',
    namespace: 'ns-1',
    status: 'Bound',
    tenant: 'alpha',
    capacity: 10 * GiB,
    storageClass: 'fast',
  },
  { name: 'orphan', namespace: 'ns-2', status: 'Pending', tenant: '', storageClass: '' },
];

const drives: DirectCsiDrive[] = [
  { drive: '/dev/sda', node: 'n1', capacity: 100 * GiB, allocated: 0, volumes: 0, status: 'Available' },
  {
    drive: '/dev/sdb',
    node: 'n1',
    capacity: 50 * GiB,
    allocated: GiB,
    volumes: 2,
    status: 'Available',
    message: 'not owned',
  },
];

function renderStorage(path: string, { mayFormat = true, mayViewTenant = true } = {}) {
  renderWithProviders(
    <Routes>
      <Route
        path={`${screens.storage.path}/*`}
        element={<StoragePage mayFormat={mayFormat} mayViewTenant={mayViewTenant} />}
      />
      <Route path={`${screens.tenantDetail.path}/*`} element={<p>tenant page</p>} />
    </Routes>,
    path,
  );
}

const cellsOf = (table: string, text: string) =>
  within(within(screen.getByRole('table', { name: table })).getByRole('row', { name: new RegExp(text) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const notInstalled = () =>
  new Response(JSON.stringify({ code: 'direct_csi_not_installed', message: 'DirectCSI is not installed' }), {
    status: 404,
  });

describe('StoragePage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leads to Volumes: each claim’s columns, its tenant a link, View disabled without a tenant', async () => {
    mockApi([answer(storageEndpoints.volumes, { pvcs })]);
    renderStorage(screens.storage.href());
    await screen.findByText('data-0');
    const menu = screen.getByRole('navigation', { name: 'Storage sections' });
    expect(within(menu).getByRole('link', { name: 'Volumes' }).getAttribute('aria-current')).toBe('page');
    expect(cellsOf('Volumes', 'data-0').slice(0, 6)).toEqual([
      'data-0',
      'ns-1',
      'Bound',
      'ns-1/alpha',
      '10 GiB',
      'fast',
    ]);
    expect(cellsOf('Volumes', 'orphan').slice(0, 6)).toEqual(['orphan', 'ns-2', 'Pending', 'ns-2/', '', '']);
    expect(screen.getByRole('link', { name: 'ns-1/alpha' }).getAttribute('href')).toBe(
      '/namespaces/ns-1/tenants/alpha',
    );
    expect(screen.getByRole('button', { name: 'View tenant (none) of orphan' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View tenant alpha of data-0' }));
    await screen.findByText('tenant page');
  });

  it('without the tenant detail’s page, shows tenants as text and View disabled', async () => {
    mockApi([answer(storageEndpoints.volumes, { pvcs })]);
    renderStorage(screens.storage.volumes.href(), { mayViewTenant: false });
    await screen.findByText('data-0');
    expect(screen.queryByRole('link', { name: 'ns-1/alpha' })).toBeNull();
    // Refused: still focusable, so its tooltip can say why.
    expect(
      screen.getByRole('button', { name: 'View tenant alpha of data-0' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('says DirectCSI must be installed, with a link, when the cluster serves no drives', async () => {
    mockApi([answer(storageEndpoints.drives, notInstalled)]);
    renderStorage(screens.storage.drives.href());
    await screen.findByText('DirectCSI is not installed');
    expect(screen.getByRole('link', { name: 'How to install DirectCSI' }).getAttribute('href')).toContain(
      'github.com/minio/direct-csi',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows another refusal of the drives in the table, in Kubernetes’ words', async () => {
    mockApi([
      answer(
        storageEndpoints.drives,
        () =>
          new Response(JSON.stringify({ code: 'access_denied', message: 'Kubernetes refused: nope' }), {
            status: 403,
          }),
      ),
    ]);
    renderStorage(screens.storage.drives.href());
    await screen.findByText('Kubernetes refused: nope');
    expect(screen.queryByText('DirectCSI is not installed')).toBeNull();
  });

  it('formats the selected drives once YES, PROCEED is typed, then lists the errors and clears the selection', async () => {
    const calls = mockApi([
      answer(storageEndpoints.drives, { drives }),
      answer(storageEndpoints.formatDrives, {
        formatIssuesList: [
          { node: 'n1', drive: '/dev/sdb', error: 'Drive already has a fs. Use force to overwrite' },
        ],
      }),
    ]);
    renderStorage(screens.storage.drives.href());
    await screen.findByText('/dev/sda');
    expect(cellsOf('Drives', '/dev/sdb').slice(1, 7)).toEqual([
      '/dev/sdb',
      '50 GiB',
      '1 GiB',
      '2',
      'n1',
      'Available*not owned',
    ]);
    const formatSelected = screen.getByRole('button', { name: 'Format Selected Drives' });
    expect(formatSelected).toHaveProperty('disabled', true);
    for (const row of screen.getAllByRole('checkbox', { name: /Select/ }).slice(1)) fireEvent.click(row);
    expect(formatSelected).toHaveProperty('disabled', false);
    fireEvent.click(formatSelected);

    const dialog = within(screen.getByRole('dialog', { name: 'Format Drives' }));
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'n1:/dev/sda',
      'n1:/dev/sdb',
    ]);
    const confirm = dialog.getByRole('button', { name: 'Format' });
    const phrase = dialog.getByLabelText('Type YES, PROCEED to confirm');
    fireEvent.change(phrase, { target: { value: 'yes, proceed' } });
    expect(dialog.getByText('Type YES, PROCEED exactly, in capitals')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('switch', { name: 'Force Format' }));
    fireEvent.change(phrase, { target: { value: 'YES, PROCEED' } });
    fireEvent.click(confirm);

    const errors = within(await screen.findByRole('dialog', { name: 'Format Errors' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      drives: ['n1:/dev/sda', 'n1:/dev/sdb'],
      force: true,
    });
    expect(errors.getByText('Drive already has a fs. Use force to overwrite')).toBeTruthy();
    fireEvent.click(errors.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(formatSelected).toHaveProperty('disabled', true);
    expect(calls.filter((call) => call.url.endsWith('/direct-csi/drives'))).toHaveLength(2);
  });

  it('Format All Drives names every drive; without the page grant every Format is disabled', async () => {
    mockApi([answer(storageEndpoints.drives, { drives })]);
    renderStorage(screens.storage.drives.href());
    await screen.findByText('/dev/sda');
    fireEvent.click(screen.getByRole('button', { name: 'Format All Drives' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Format All Drives' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    cleanup();

    mockApi([answer(storageEndpoints.drives, { drives })]);
    renderStorage(screens.storage.drives.href(), { mayFormat: false });
    await screen.findByText('/dev/sda');
    expect(screen.getByRole('button', { name: 'Format All Drives' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Format Selected Drives' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Format /dev/sda on n1' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
