// Tenant detail (header and Summary) against a real kube-apiserver of its own: View from the list, the
// fields and features of a tenant whose status the fixtures wrote as an operator would, Delete from the
// detail, RBAC (a token that may read tenants but not delete them, nor read their secrets), axe in light
// and dark, and screenshots (light, dark, 390 px).
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const tokens = { admin: '', reader: '' };

const configEnv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`).toString('base64');

const spec = operatorStackForSpec(async (fixtures) => {
  const pool = tenantPool(4, 4, '1Ti', 'pool-0');
  await fixtures.createTenant(
    'e2e-detail',
    'analytics',
    {
      image: 'quay.io/minio/minio:RELEASE.2024-01-01T00-00-00Z',
      configuration: { name: 'analytics-env-configuration' },
      log: { audit: { diskCapacityGB: 5 } },
      prometheus: { diskCapacityGB: 5 },
      pools: [
        {
          ...pool,
          volumeClaimTemplate: { spec: { ...pool.volumeClaimTemplate.spec, storageClassName: 'fast' } },
          resources: { requests: { memory: '2Gi' }, limits: { memory: '4Gi' } },
        },
      ],
    },
    {
      currentState: 'Initialized',
      healthStatus: 'yellow',
      drivesOnline: 15,
      drivesOffline: 1,
      writeQuorum: 9,
    },
  );
  await fixtures.createSecret('e2e-detail', {
    metadata: { name: 'analytics-env-configuration' },
    type: 'Opaque',
    data: {
      'config.env': configEnv([
        'export MINIO_ROOT_USER="ROOTUSER"',
        'export MINIO_IDENTITY_OPENID_CONFIG_URL="https://id.example/.well-known/openid-configuration"',
      ]),
    },
  });
  await fixtures.createTenant('e2e-doomed', 'doomed', { pools: [tenantPool(4, 1, '100Gi')] });
  tokens.admin = await fixtures.serviceAccountToken('e2e-ops', 'admin', operatorRules);
  tokens.reader = await fixtures.serviceAccountToken('e2e-ops', 'reader', tenantReaderRules);
});
const operatorLogin = spec.login;
const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Tenants' }).getByRole('row').filter({ hasText: name });
/** The value beside a label in a definition list (the Tenant's facts, a pool's, the Features). */
const valueOf = (list: ReturnType<Page['locator']>, label: string) =>
  list.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
const fact = (page: Page, list: string, label: string) =>
  valueOf(page.locator(`dl[aria-label="${list}"]`), label);
const feature = (page: Page, label: string) => valueOf(page.getByRole('region', { name: 'Features' }), label);

async function openDetail(page: Page, name: string) {
  await row(page, name).getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('View opens the detail: the tenant’s fields, pools and features as the operator reported them', async ({
  page,
}) => {
  await operatorLogin(page, tokens.admin);
  await openDetail(page, 'analytics');
  await expect(page).toHaveURL(`${spec.granary.url}/namespaces/e2e-detail/tenants/analytics/summary`);
  // The side menu keeps Tenants marked while one of them is open.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tenants' }),
  ).toHaveClass(/\bactive\b/);
  await expect(page).toHaveTitle(/^analytics · Tenant · /);
  await expect(page.getByTestId('tenant-facts')).toHaveText('Namespace: e2e-detail · Capacity: 16 TiB');
  await expect(page.getByRole('main').getByRole('img', { name: 'Degraded' })).toBeVisible();
  await expect(fact(page, 'Tenant', 'State')).toHaveText('Initialized');
  await expect(fact(page, 'Tenant', 'Image')).toHaveText('quay.io/minio/minio:RELEASE.2024-01-01T00-00-00Z');
  await expect(fact(page, 'Tenant', 'Servers')).toHaveText('4');
  await expect(fact(page, 'Tenant', 'Drives online')).toHaveText('15');
  await expect(fact(page, 'Tenant', 'Drives offline')).toHaveText('1');
  await expect(fact(page, 'Tenant', 'Write quorum')).toHaveText('9');
  await expect(fact(page, 'Pool pool-0', 'Drive size')).toHaveText('1 TiB');
  await expect(fact(page, 'Pool pool-0', 'Storage class')).toHaveText('fast');
  await expect(fact(page, 'Pool pool-0', 'Memory limit')).toHaveText('4 GiB');
  for (const [label, state] of [
    ['Log Search', 'On'],
    ['Monitoring', 'On'],
    ['Encryption', 'Off'],
    ['TLS', 'On'],
    ['OpenID', 'On'],
    ['Active Directory', 'Off'],
  ] as const)
    await expect(feature(page, label)).toHaveText(state);
  const menu = page.getByRole('navigation', { name: 'Tenant sections' });
  await expect(menu.getByRole('link')).toHaveText([
    'Summary',
    'Metrics',
    'Security',
    'Pools',
    'Pods',
    'License',
  ]);
  await expect(menu.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');

  // The bare address leads to the Summary; Refresh asks again; the breadcrumb leads back.
  await page.goto(`${spec.granary.url}/namespaces/e2e-detail/tenants/analytics`);
  await expect(page).toHaveURL(/\/analytics\/summary$/);
  await spec.cluster.writeTenantStatus('e2e-detail', 'analytics', { currentState: 'Restarting MinIO' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(fact(page, 'Tenant', 'State')).toHaveText('Restarting MinIO');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/tenants`);
});

test('Delete from the detail, with the typed name, returns to the list saying Tenant Deleted', async ({
  page,
}) => {
  await operatorLogin(page, tokens.admin);
  await openDetail(page, 'doomed');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Tenant' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await dialog.getByLabel('Type the tenant name to confirm').fill('doom');
  await expect(dialog.getByText('Tenant name is incorrect')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the tenant name to confirm').fill('doomed');
  await confirm.click();
  await expect(page.getByText('Tenant Deleted')).toBeVisible();
  await expect(page).toHaveURL(`${spec.granary.url}/tenants`);
  await expect(row(page, 'analytics')).toBeVisible();
  await expect(row(page, 'doomed')).toHaveCount(0);
  expect(await spec.cluster.getTenant('e2e-doomed', 'doomed')).toBeUndefined();
  // Its address now says Kubernetes has no such tenant.
  await page.goto(`${spec.granary.url}/namespaces/e2e-doomed/tenants/doomed/summary`);
  await expect(
    page.getByText('Kubernetes has no such object: tenants.minio.min.io "doomed" not found'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('detail-not-found.png'), fullPage: true });
});

test('a token that may read tenants but not delete them sees Delete disabled, naming the verb', async ({
  page,
}) => {
  await operatorLogin(page, tokens.reader);
  await openDetail(page, 'analytics');
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  const reason = "Your Kubernetes account may not delete tenants (verb 'delete' on tenants.minio.min.io).";
  await page.getByLabel(reason).hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  // Its secrets are not the token's to read: OpenID and AD are unknown, and the page says why.
  await expect(feature(page, 'OpenID')).toHaveText('Unknown');
  await expect(feature(page, 'Active Directory')).toHaveText('Unknown');
  await expect(page.getByText('cannot get resource "secrets"')).toBeVisible();
  await expect(feature(page, 'Log Search')).toHaveText('On');
});

test('the detail says the API server cannot be reached, keeps what it showed, and comes back by itself', async ({
  page,
}) => {
  await operatorLogin(page, tokens.admin);
  await openDetail(page, 'analytics');
  await expect(fact(page, 'Tenant', 'Servers')).toHaveText('4');
  await spec.kube.stopApiServer();
  const away = page.getByText(`The Kubernetes API server at ${spec.kube.url} cannot be reached.`).first();
  try {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(away).toBeVisible();
    await expect(fact(page, 'Tenant', 'Servers')).toHaveText('4');
    // Opened while it is away: the shell says so, never a blank page.
    await page.reload();
    await expect(away).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('detail-api-server-away.png'), fullPage: true });
  } finally {
    await spec.kube.startApiServer();
  }
  await expect(fact(page, 'Tenant', 'Servers')).toHaveText('4', { timeout: 20_000 });
  await expect(away).toHaveCount(0);
});

for (const [scheme, viewport] of [
  ['light', { width: 1280, height: 900 }],
  ['dark', { width: 1280, height: 900 }],
  ['light', { width: 390, height: 844 }],
] as const)
  test(`the tenant detail passes axe's WCAG 2.1 AA rules (${scheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    const serious = () => seriousViolations(page);
    await operatorLogin(page, tokens.reader);
    await page.goto(`${spec.granary.url}/namespaces/e2e-detail/tenants/analytics/summary`);
    await expect(feature(page, 'OpenID')).toHaveText('Unknown');
    expect(await serious()).toEqual([]);
    // No sideways scroll on a phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: test.info().outputPath(`detail-${scheme}-${viewport.width}.png`),
      fullPage: true,
    });
  });
