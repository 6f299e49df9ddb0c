// Storage (issue 39) against a real kube-apiserver of its own: Volumes from the menu (a tenant's claims,
// search, the tenant's link), Drives without DirectCSI (the notice) and then with our DirectCSI
// definitions and drives (select, Format with 'YES, PROCEED' and Force, Format Errors with Download, the
// drive's spec checked in Kubernetes), RBAC (Format disabled naming the verb), the API server stopped
// underneath, axe in light and dark, and screenshots (light, dark, 390 px).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { installDirectCsi } from '@granary/tools/kube/direct-csi-crds';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { directCsiRules, storageFixtures } from '@granary/tools/kube/storage-fixtures';
import { seriousViolations } from '../support/axe.ts';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const tokens = { admin: '', reader: '', tenantsOnly: '' };
const GiB = 2 ** 30;

const spec = operatorStackForSpec(async (fixtures) => {
  const storage = storageFixtures(fixtures.access);
  await fixtures.createTenant('e2e-storage', 'analytics', { pools: [tenantPool(4, 1, '10Gi')] });
  for (const i of [0, 1, 2, 3])
    await storage.createClaim('e2e-storage', `data-0-analytics-pool-0-${i}`, {
      tenant: 'analytics',
      storageClass: 'fast',
      size: '10Gi',
      ...(i < 2 && { bound: '10Gi' }),
    });
  tokens.admin = await fixtures.serviceAccountToken('e2e-ops', 'admin', [
    ...operatorRules,
    ...directCsiRules,
  ]);
  tokens.tenantsOnly = await fixtures.serviceAccountToken('e2e-ops', 'tenants', tenantReaderRules);
  tokens.reader = await fixtures.serviceAccountToken('e2e-ops', 'reader', [
    ...tenantReaderRules,
    { apiGroups: [''], resources: ['persistentvolumeclaims'], verbs: ['list'] },
    ...directCsiRules.slice(0, 1),
  ]);
});

/** DirectCSI's definitions and what its node agents would report: installed by the first test that needs it. */
let directCsiInstalled = false;
async function withDirectCsi() {
  if (directCsiInstalled) return;
  await installDirectCsi(spec.cluster.access);
  const storage = storageFixtures(spec.cluster.access);
  const devices = '/var/lib/direct-csi/devices';
  await storage.createDrive('d-1', {
    node: 'node-1',
    path: `${devices}/xvdb-part-1`,
    driveStatus: 'Available',
    totalCapacity: 100 * GiB,
  });
  await storage.createDrive('d-2', {
    node: 'node-1',
    path: `${devices}/xvdc`,
    driveStatus: 'Available',
    filesystem: 'ext4',
    totalCapacity: 50 * GiB,
    conditions: [{ type: 'Owned', status: 'False', message: `${devices}/xvdc holds a filesystem` }],
  });
  await storage.createDrive('d-3', {
    node: 'node-2',
    path: '/dev/sda',
    driveStatus: 'InUse',
    filesystem: 'xfs',
    totalCapacity: 200 * GiB,
    allocatedCapacity: 20 * GiB,
  });
  await storage.createVolume('pvc-d3', { drive: 'd-3', node: 'node-2', totalCapacity: 20 * GiB });
  directCsiInstalled = true;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, name: string, text: string) =>
  table(page, name).getByRole('row').filter({ hasText: text });
const cells = (page: Page, name: string, text: string) => row(page, name, text).getByRole('cell');

async function openStorage(page: Page, token: string, section: 'Volumes' | 'Drives') {
  await spec.login(page, token);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Storage' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/storage/volumes`);
  if (section === 'Drives')
    await page
      .getByRole('navigation', { name: 'Storage sections' })
      .getByRole('link', { name: 'Drives' })
      .click();
  await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
}

test('Drives says DirectCSI must be installed, then lists its drives once it is; Volumes lists the tenant’s claims', async ({
  page,
}) => {
  await openStorage(page, tokens.admin, 'Drives');
  await expect(page.getByText('DirectCSI is not installed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to install DirectCSI' })).toHaveAttribute(
    'href',
    /github\.com\/minio\/direct-csi/,
  );
  await withDirectCsi();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(cells(page, 'Drives', '/dev/xvdb1')).toHaveText([
    '',
    '/dev/xvdb1',
    '100 GiB',
    '0 B',
    '0',
    'node-1',
    'Available',
    '',
  ]);
  await expect(cells(page, 'Drives', '/dev/sda')).toHaveText([
    '',
    '/dev/sda',
    '200 GiB',
    '20 GiB',
    '1',
    'node-2',
    'InUse',
    '',
  ]);
  await expect(cells(page, 'Drives', '/dev/xvdc').nth(6)).toHaveText(
    'Available*/dev/xvdc holds a filesystem',
  );

  await page
    .getByRole('navigation', { name: 'Storage sections' })
    .getByRole('link', { name: 'Volumes' })
    .click();
  await expect(table(page, 'Volumes').getByRole('row')).toHaveCount(5);
  await expect(cells(page, 'Volumes', 'pool-0-0')).toHaveText([
    'data-0-analytics-pool-0-0',
    'e2e-storage',
    'Bound',
    'e2e-storage/analytics',
    '10 GiB',
    'fast',
    '',
  ]);
  await expect(cells(page, 'Volumes', 'pool-0-3').nth(2)).toHaveText('Pending');
  await page.getByRole('searchbox', { name: 'Search Volumes' }).fill('pool-0-3');
  await expect(table(page, 'Volumes').getByRole('row')).toHaveCount(2);
  await row(page, 'Volumes', 'pool-0-3').getByRole('link', { name: 'e2e-storage/analytics' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/namespaces/e2e-storage/tenants/analytics/summary`);
});

test('Format the selected drives: YES, PROCEED typed, Force on, the errors listed and downloaded, the drive asked in Kubernetes', async ({
  page,
}) => {
  await withDirectCsi();
  await openStorage(page, tokens.admin, 'Drives');
  const formatSelected = page.getByRole('button', { name: 'Format Selected Drives' });
  await expect(formatSelected).toBeDisabled();
  await row(page, 'Drives', '/dev/xvdb1').getByRole('checkbox').check();
  await row(page, 'Drives', '/dev/sda').getByRole('checkbox').check();
  await formatSelected.click();
  const dialog = page.getByRole('dialog', { name: 'Format Drives' });
  await expect(dialog.getByRole('listitem')).toHaveText(['node-1:/dev/xvdb1', 'node-2:/dev/sda']);
  await expect(dialog.getByText('All information on these drives will be erased.')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Format' });
  await dialog.getByLabel('Type YES, PROCEED to confirm').fill('YES PROCEED');
  await expect(dialog.getByText('Type YES, PROCEED exactly, in capitals')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('switch', { name: 'Force Format' }).check();
  await dialog.getByLabel('Type YES, PROCEED to confirm').fill('YES, PROCEED');
  await expect(confirm).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('format-dialog.png') });
  await confirm.click();

  const errors = page.getByRole('dialog', { name: 'Format Errors' });
  await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'node-2',
    '/dev/sda',
    'Drive in use. Cannot be formatted',
  ]);
  await expect(page.getByText('DirectCSI was asked to format one drive')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    errors.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('csiFormatErrors.json');
  expect(JSON.parse(await readFile(await download.path(), 'utf8'))).toEqual([
    { node: 'node-2', drive: '/dev/sda', error: 'Drive in use. Cannot be formatted' },
  ]);
  await page.screenshot({ path: test.info().outputPath('format-errors.png') });
  await errors.getByRole('button', { name: 'Done' }).click();
  await expect(errors).toHaveCount(0);
  await expect(formatSelected).toBeDisabled();
  await expect(row(page, 'Drives', '/dev/xvdb1').getByRole('checkbox')).not.toBeChecked();
  const drive = await storageFixtures(spec.cluster.access).getDrive('d-1');
  expect(drive.spec).toEqual({ directCSIOwned: true, requestedFormat: { filesystem: 'xfs', force: true } });
});

test('a token that may list drives but not update them sees every Format disabled, naming the verb', async ({
  page,
}) => {
  await withDirectCsi();
  await openStorage(page, tokens.reader, 'Drives');
  await expect(row(page, 'Drives', '/dev/xvdb1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Format All Drives' })).toBeDisabled();
  const reason =
    "Your Kubernetes account may not format drives (verb 'update' on directcsidrives.direct.csi.min.io).";
  await page.getByLabel(reason).first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await expect(
    row(page, 'Drives', '/dev/xvdb1').getByRole('button', { name: 'Format /dev/xvdb1 on node-1' }),
  ).toHaveAttribute('aria-disabled', 'true');
});

test('a token that may not list claims cluster-wide hears Kubernetes name the verb, in the banner and the table', async ({
  page,
}) => {
  await openStorage(page, tokens.tenantsOnly, 'Volumes');
  const refusal = 'cannot list resource "persistentvolumeclaims" in API group "" at the cluster scope';
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(table(page, 'Volumes').getByText(refusal)).toBeVisible();
});

test('Drives says the API server cannot be reached and comes back by itself', async ({ page }) => {
  await withDirectCsi();
  await openStorage(page, tokens.admin, 'Drives');
  await expect(row(page, 'Drives', '/dev/xvdb1')).toBeVisible();
  await spec.kube.stopApiServer();
  const away = page.getByText(`The Kubernetes API server at ${spec.kube.url} cannot be reached.`).first();
  try {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(away).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('drives-api-server-away.png'), fullPage: true });
  } finally {
    await spec.kube.startApiServer();
  }
  await expect(away).toHaveCount(0, { timeout: 20_000 });
  await expect(row(page, 'Drives', '/dev/xvdb1')).toBeVisible();
});

for (const [scheme, viewport] of [
  ['light', { width: 1280, height: 900 }],
  ['dark', { width: 1280, height: 900 }],
  ['light', { width: 390, height: 844 }],
] as const)
  test(`Storage passes axe's WCAG 2.1 AA rules (${scheme}, ${viewport.width} px)`, async ({ page }) => {
    await withDirectCsi();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await spec.login(page, tokens.admin);
    const shot = (name: string) =>
      page.screenshot({
        path: test.info().outputPath(`${name}-${scheme}-${viewport.width}.png`),
        fullPage: true,
      });
    // On a phone the layout is what changes: axe once, on the busiest page.
    const phone = viewport.width < 600;
    for (const section of ['volumes', 'drives'] as const) {
      await page.goto(`${spec.granary.url}/storage/${section}`);
      await expect(
        page.getByRole('table', { name: section === 'volumes' ? 'Volumes' : 'Drives' }).getByRole('row'),
      ).not.toHaveCount(1);
      // Polled: a button coming enabled with the rows fades its colour in over 250 ms.
      if (!phone || section === 'drives') await expect.poll(() => seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(section);
    }
    await page.getByRole('button', { name: 'Format All Drives' }).click();
    await expect(page.getByRole('dialog', { name: 'Format All Drives' })).toBeVisible();
    await page.mouse.move(0, 0);
    if (!phone) await expect.poll(() => seriousViolations(page)).toEqual([]);
    await shot('format-all');
  });
