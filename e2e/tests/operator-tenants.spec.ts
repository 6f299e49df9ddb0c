// Issue 38: operator mode against a real kube-apiserver of its own: Operator Login with tokens it minted,
// the tenant list with what an operator reports, delete with the typed name, RBAC, and the API server
// stopped underneath the page.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const tokens = { admin: '', reader: '', nobody: '' };

const spec = operatorStackForSpec(async (fixtures) => {
  const pool = (size: string, drives: number) => ({ pools: [tenantPool(4, drives, size)] });
  await fixtures.createTenant('e2e-analytics', 'analytics', pool('1Ti', 4), {
    currentState: 'Initialized',
    healthStatus: 'green',
  });
  await fixtures.createTenant('e2e-backups', 'backups', pool('500Gi', 2), {
    currentState: 'Provisioning MinIO Statefulset',
    healthStatus: 'red',
  });
  tokens.admin = await fixtures.serviceAccountToken('e2e-ops', 'admin', operatorRules);
  tokens.reader = await fixtures.serviceAccountToken('e2e-ops', 'reader', tenantReaderRules);
  tokens.nobody = await fixtures.serviceAccountToken('e2e-ops', 'nobody', []);
});
const operatorLogin = spec.login;

const table = (page: Page) => page.getByRole('table', { name: 'Tenants' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('an operator logs in with a token and deletes a tenant by typing its name', async ({ page }) => {
  await operatorLogin(page, tokens.admin);
  await expect(page.getByRole('banner')).toContainText('system:serviceaccount:e2e-ops:admin');
  await expect(page.getByText('Granary Operator')).toBeVisible();
  const analytics = row(page, 'analytics');
  await expect(analytics).toContainText('e2e-analytics');
  await expect(analytics).toContainText('16 TiB');
  await expect(analytics).toContainText('Initialized');
  await expect(analytics.getByRole('img', { name: 'Healthy' })).toBeVisible();
  await expect(row(page, 'backups').getByRole('img', { name: 'Offline' })).toBeVisible();
  // Nothing on the page asks MinIO: no error banner in operator mode.
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search Tenants' }).fill('back');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search Tenants' }).fill('');

  await row(page, 'backups').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Tenant' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the tenant name to confirm').fill('backup');
  await expect(dialog.getByText('Tenant name is incorrect')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the tenant name to confirm').fill('backups');
  await expect(dialog.getByText('Tenant name is incorrect')).toHaveCount(0);
  await confirm.click();
  await expect(page.getByText('Tenant Deleted')).toBeVisible();
  await expect(row(page, 'backups')).toHaveCount(0);
  expect(await spec.cluster.getTenant('e2e-backups', 'backups')).toBeUndefined();
});

test('a token that may only list tenants sees the list with Delete refused', async ({ page }) => {
  await operatorLogin(page, tokens.reader);
  await expect(row(page, 'analytics')).toBeVisible();
  await expect(row(page, 'analytics').getByRole('button', { name: 'Delete' })).toBeDisabled();
});

test('a token without rights sees which permission it lacks', async ({ page }) => {
  await operatorLogin(page, tokens.nobody);
  await expect(page.getByText('cannot list resource "tenants" in API group "minio.min.io"')).toBeVisible();
});

test('a token the API server refuses is answered on the login page', async ({ page }) => {
  await page.goto(`${spec.granary.url}/login`);
  await page.getByLabel('Enter JWT').fill('not-a-kubernetes-token');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Kubernetes did not accept this token')).toBeVisible();
  await expect(page).toHaveURL(`${spec.granary.url}/login`);
});

test('left idle for a minute, the list stays signed in and shows a tenant created meanwhile', async ({
  page,
}) => {
  // The browser's clock runs the minute (the list asks again every 30 s); the API server and Granary run
  // in real time, so the session and the token are what they would be a minute later at most.
  await page.clock.install();
  await operatorLogin(page, tokens.reader);
  await expect(row(page, 'analytics')).toBeVisible();
  await spec.cluster.createTenant('e2e-idle', 'made-while-idle', { pools: [tenantPool(4, 1, '10Gi')] });
  await expect(row(page, 'made-while-idle')).toHaveCount(0);
  await page.clock.runFor(61_000);
  await expect(row(page, 'made-while-idle')).toContainText('e2e-idle');
  await expect(page).toHaveURL(`${spec.granary.url}/tenants`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the list says the API server cannot be reached, and comes back by itself', async ({ page }) => {
  await operatorLogin(page, tokens.admin);
  await expect(row(page, 'analytics')).toBeVisible();
  await spec.kube.stopApiServer();
  const away = page.getByText(`The Kubernetes API server at ${spec.kube.url} cannot be reached.`).first();
  try {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(away).toBeVisible();
    // What it showed stays, as of its last answer.
    await expect(row(page, 'analytics')).toBeVisible();
    // A page opened while it is away says so too, instead of an empty page.
    await page.reload();
    await expect(away).toBeVisible();
  } finally {
    await spec.kube.startApiServer();
  }
  // No click: the page asks again while it shows the failure.
  await expect(row(page, 'analytics')).toBeVisible({ timeout: 20_000 });
  await expect(away).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const)
  test(`the operator screens pass axe's WCAG 2.1 AA rules (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const serious = () => seriousViolations(page);
    await page.goto(`${spec.granary.url}/login`);
    await expect(page.getByRole('heading', { name: 'Operator Login' })).toBeVisible();
    expect(await serious()).toEqual([]);
    await operatorLogin(page, tokens.admin);
    await expect(row(page, 'analytics')).toBeVisible();
    expect(await serious()).toEqual([]);
    await row(page, 'analytics').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Tenant' })).toBeVisible();
    // The Delete button's tooltip, under the pointer that clicked it, fades out behind the dialog.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(await serious()).toEqual([]);
  });
