// The tenant's console through operator mode's proxy, against a real kube-apiserver of its own: the
// dashboard stack's Granary (regular mode, with Prometheus) and its MinIO stand in for the tenant's console
// and MinIO, reached through GRANARY_TENANT_SERVICES as a deployment reaches <tenant>-console.<ns>.svc.
// Metrics, the management page (/hop) and the Summary's usage; a wrong root password and an operator who
// may not read the secret; axe and screenshots (light, dark, 390 px).
import { expect, test, type Page } from '@playwright/test';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { readStack } from '../stack.ts';
import { seriousViolations } from '../support/axe.ts';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const tokens = { admin: '', reader: '' };
const configEnv = (user: string, password: string) =>
  Buffer.from(`export MINIO_ROOT_USER="${user}"\nexport MINIO_ROOT_PASSWORD="${password}"\n`).toString(
    'base64',
  );

const spec = operatorStackForSpec(
  async (fixtures) => {
    const { minio } = readStack().dashboard;
    for (const [namespace, name, password] of [
      ['e2e-px', 'analytics', minio.rootPassword],
      ['e2e-px-wrong', 'wrong', 'not-the-password'],
    ] as const) {
      await fixtures.createTenant(
        namespace,
        name,
        {
          requestAutoCert: false,
          configuration: { name: `${name}-env-configuration` },
          pools: [tenantPool(4, 1, '100Gi')],
        },
        { currentState: 'Initialized', healthStatus: 'green' },
      );
      await fixtures.createSecret(namespace, {
        metadata: { name: `${name}-env-configuration` },
        type: 'Opaque',
        data: { 'config.env': configEnv(minio.rootUser, password) },
      });
    }
    tokens.admin = await fixtures.serviceAccountToken('e2e-px-ops', 'admin', operatorRules);
    tokens.reader = await fixtures.serviceAccountToken('e2e-px-ops', 'reader', tenantReaderRules);
  },
  () => {
    const { dashboard } = readStack();
    const consoleAt = new URL(dashboard.baseURL).host;
    const minioAt = new URL(dashboard.minio.endpoint).host;
    return {
      GRANARY_TENANT_SERVICES: [
        `analytics-console.e2e-px:9090=${consoleAt}`,
        `minio.e2e-px:80=${minioAt}`,
        `wrong-console.e2e-px-wrong:9090=${consoleAt}`,
        `minio.e2e-px-wrong:80=${minioAt}`,
      ].join(','),
    };
  },
);

const tenantPath = (namespace: string, name: string, page: string) =>
  `${spec.granary.url}/namespaces/${namespace}/tenants/${name}/${page}`;
const fact = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Tenant"] dt')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

/** axe on the page around the frame: the frame's content is the tenant console's, checked by its own specs. */
async function checkPage(page: Page, name: string, width: number) {
  expect(await seriousViolations(page, ['iframe'])).toEqual([]);
  // No sideways scroll on a phone.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("Metrics frames the tenant console's dashboard; Manage Tenant opens its whole console", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await spec.login(page, tokens.admin);
  await page.goto(tenantPath('e2e-px', 'analytics', 'summary'));
  await expect(fact(page, 'Used')).toHaveText(/^[\d.]+ \w?i?B stored, [\d.]+ \w?i?B on drives$/);

  await page
    .getByRole('navigation', { name: 'Tenant sections' })
    .getByRole('link', { name: 'Metrics' })
    .click();
  const metrics = page.frameLocator('iframe[title="Metrics of tenant analytics"]');
  await expect(metrics.getByRole('tab', { name: 'Summary' })).toBeVisible({ timeout: 20_000 });
  await expect(metrics.getByRole('heading', { name: 'Metrics' })).toBeVisible();
  // The operator's own session is untouched by the console's.
  await expect(page.getByRole('heading', { level: 1, name: 'analytics' })).toBeVisible();
  await checkPage(page, 'metrics-light-1280', 1280);

  await page.getByRole('link', { name: 'Manage Tenant' }).click();
  await expect(page).toHaveURL(tenantPath('e2e-px', 'analytics', 'hop'));
  await expect(page.getByRole('navigation', { name: 'Tenant sections' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    /Tenants.*analytics.*Management/,
  );
  const tenantConsole = page.frameLocator('iframe[title="Console of tenant analytics"]');
  const consoleMenu = tenantConsole.getByRole('navigation', { name: 'Main menu' });
  await expect(consoleMenu).toBeVisible({ timeout: 20_000 });
  await checkPage(page, 'hop-light-1280', 1280);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(consoleMenu).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(tenantPath('e2e-px', 'analytics', 'summary'));
});

test('a wrong root password and an operator who may not read the secret are said on the page', async ({
  page,
}) => {
  await spec.login(page, tokens.admin);
  await page.goto(tenantPath('e2e-px-wrong', 'wrong', 'metrics'));
  await expect(page.getByRole('alert')).toContainText(
    "The tenant's console refused to log in with the root credentials of its configuration secret: 401",
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await checkPage(page, 'metrics-refused-light-1280', 1280);

  await spec.login(page, tokens.reader);
  await page.goto(tenantPath('e2e-px', 'analytics', 'hop'));
  await expect(page.getByRole('alert')).toContainText(
    'cannot get resource "secrets" in API group "" in the namespace "e2e-px"',
  );
  await page.goto(tenantPath('e2e-px', 'analytics', 'summary'));
  await expect(fact(page, 'Used')).toHaveText(
    'Unknown: this account may not read the configuration secret that holds its root credentials',
  );
});

test('dark and phone: the Metrics and management pages pass axe without sideways scroll', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await spec.login(page, tokens.admin);
  await page.goto(tenantPath('e2e-px', 'analytics', 'metrics'));
  const metrics = page.frameLocator('iframe[title="Metrics of tenant analytics"]');
  await expect(metrics.getByRole('tab', { name: 'Summary' })).toBeVisible({ timeout: 20_000 });
  await checkPage(page, 'metrics-dark-1280', 1280);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantPath('e2e-px', 'analytics', 'hop'));
  const tenantConsole = page.frameLocator('iframe[title="Console of tenant analytics"]');
  await expect(tenantConsole.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await checkPage(page, 'hop-light-390', 390);
});
