// Issue 39, item 7: the License page in operator mode and a tenant's License page, against a real
// kube-apiserver of the spec's own, licenses signed with a P-384 key of the spec's, and a stand-in for
// the subscription service (SUBNET, which this machine cannot reach) speaking reference A.6's calls:
// Activate with a key and with the account, Refresh Licence into every tenant, Activate Product and Attach
// License on a tenant, RBAC, the API server away, axe and screenshots (light, dark, 390 px).
import { expect, test, type Page } from '@playwright/test';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { licenseClaims, licenseSigner } from '@granary/tools/subnet/licenses';
import { startSubnetStandIn, type SubnetStandIn } from '@granary/tools/subnet/stand-in';
import { seriousViolations } from '../support/axe.ts';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const signer = licenseSigner();
const standard = signer.sign(licenseClaims({ org: 'Acme Storage', cap: 250, plan: 'STANDARD' }));
const enterprise = signer.sign(licenseClaims({ org: 'Acme Storage', cap: 1024, plan: 'ENTERPRISE' }));
const tokens = { admin: '', reader: '' };
let subnet: SubnetStandIn | undefined;

const spec = operatorStackForSpec(
  async (fixtures) => {
    subnet = await startSubnetStandIn({
      accounts: [{ email: 'ops@example.com', password: 'subnet-pass', license: enterprise }],
      renew: (license) => (license === standard ? enterprise : undefined),
    });
    await fixtures.createNamespace('lc-e2e-console');
    await fixtures.createTenant('lc-e2e-a', 'alpha', { pools: [tenantPool(4, 1, '100Gi')] });
    tokens.admin = await fixtures.serviceAccountToken('lc-e2e-ops', 'admin', operatorRules);
    tokens.reader = await fixtures.serviceAccountToken('lc-e2e-ops', 'reader', tenantReaderRules);
  },
  () => ({
    GRANARY_LICENSE_PUBLIC_KEY: signer.publicKeyPem,
    GRANARY_NAMESPACE: 'lc-e2e-console',
    CONSOLE_SUBNET_URL: subnet?.url ?? '',
  }),
);
test.afterAll(() => subnet?.stop());

const main = (page: Page) => page.getByRole('main');
const fact = (page: Page, list: string, label: string) =>
  page
    .locator(`dl[aria-label="${list}"]`)
    .locator('dt')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
const planHeader = (page: Page, index: number) =>
  page.getByRole('table', { name: 'Compare plans' }).getByRole('columnheader').nth(index);

async function openLicense(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'License' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'License' })).toBeVisible();
}

test('activate a key, refresh it into every tenant, and attach it to a tenant made since', async ({
  page,
}) => {
  await spec.login(page, tokens.admin);
  // Before any license: the tenant's page leads to /license.
  await page.goto(`${spec.granary.url}/namespaces/lc-e2e-a/tenants/alpha/license`);
  await main(page).getByRole('link', { name: 'Activate Product' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/license`);
  await expect(page.getByRole('region', { name: 'Open Source License' })).toBeVisible();
  await expect(planHeader(page, 1)).toContainText('Current Plan');
  await expect(page.getByRole('link', { name: 'Subscribe to Enterprise' })).toHaveAttribute(
    'href',
    'https://min.io/pricing?ref=op',
  );
  await expect(page.getByRole('button', { name: 'Refresh Licence' })).toBeDisabled();

  await page.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate License' });
  const withKey = dialog.getByRole('button', { name: 'Activate with Key' });
  await expect(withKey).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'License key' }).fill(licenseSigner().sign(licenseClaims()));
  await withKey.click();
  await expect(dialog.getByText('The license key is not signed by a key this console trusts.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'License key' }).fill(standard);
  await withKey.click();
  await expect(page.getByText('License activated for Acme Storage')).toBeVisible();
  await expect(fact(page, 'License', 'Organization')).toHaveText('Acme Storage');
  await expect(fact(page, 'License', 'Registered capacity')).toHaveText('250 TiB');
  await expect(fact(page, 'License', 'Plan')).toHaveText('STANDARD');
  await expect(fact(page, 'License', 'Requester')).toHaveText('ops@example.com');
  await expect(fact(page, 'License', 'Expiry date')).toHaveText(/^\d{4}-\d\d-\d\d$/);
  await expect(planHeader(page, 2)).toContainText('Current Plan');

  await page.getByRole('button', { name: 'Refresh Licence' }).click();
  await expect(page.getByText('License refreshed')).toBeVisible();
  await expect(page.getByText(/Plan ENTERPRISE, valid until .* Copied into 1 tenant\./)).toBeVisible();
  await expect(planHeader(page, 3)).toContainText('Current Plan');
  await expect(fact(page, 'License', 'Registered capacity')).toHaveText('1 PiB');
  await page.screenshot({ path: test.info().outputPath('license-licensed.png'), fullPage: true });

  await page.goto(`${spec.granary.url}/namespaces/lc-e2e-a/tenants/alpha/license`);
  await expect(fact(page, 'Tenant license', 'Plan')).toHaveText('ENTERPRISE');
  await spec.cluster.createTenant('lc-e2e-b', 'beta', { pools: [tenantPool(4, 1, '100Gi')] });
  await page.goto(`${spec.granary.url}/namespaces/lc-e2e-b/tenants/beta/license`);
  await expect(main(page).getByRole('button', { name: 'Attach License' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tenant-attach.png'), fullPage: true });
  await main(page).getByRole('button', { name: 'Attach License' }).click();
  await expect(page.getByText('License attached')).toBeVisible();
  await expect(fact(page, 'Tenant license', 'Organization')).toHaveText('Acme Storage');
  const env = (await spec.cluster.getTenant('lc-e2e-b', 'beta'))?.spec.env;
  expect(env).toEqual([{ name: 'MINIO_SUBNET_LICENSE', value: enterprise }]);
});

test('activate with the subscription account (the stand-in SUBNET), Sign Up beside it', async ({ page }) => {
  await spec.login(page, tokens.admin);
  await openLicense(page);
  await page.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate License' });
  await dialog.getByRole('button', { name: 'Subscription account' }).click();
  await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    'https://min.io/pricing?ref=op',
  );
  const withAccount = dialog.getByRole('button', { name: 'Activate with Account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ops@example.com');
  await expect(withAccount).toBeDisabled();
  await dialog.getByLabel(/^Password/).fill('wrong');
  await withAccount.click();
  await expect(
    dialog.getByText('The subscription service did not accept this email and password.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('activation-dialog.png') });
  await dialog.getByLabel(/^Password/).fill('subnet-pass');
  await withAccount.click();
  await expect(dialog).toHaveCount(0);
  await expect(fact(page, 'License', 'Plan')).toHaveText('ENTERPRISE');
});

test('a token that may not read or write secrets sees the refusal named and Activate disabled', async ({
  page,
}) => {
  await spec.login(page, tokens.reader);
  await openLicense(page);
  await expect(
    page.getByText(/The license could not be read\. Kubernetes refused: .*cannot get resource "secrets"/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();
  const reason =
    "Your Kubernetes account may not store the license (verbs 'get', 'create' and 'update' on secrets in the console's namespace).";
  await expect(page.getByLabel(reason)).toHaveCount(2);
  // The tenant's own license is in its spec, which the token may read; a tenant without one cannot learn
  // whether the console has a license to attach.
  await page.goto(`${spec.granary.url}/namespaces/lc-e2e-a/tenants/alpha/license`);
  await expect(fact(page, 'Tenant license', 'Plan')).toHaveText('ENTERPRISE');
  await spec.cluster.createTenant('lc-e2e-c', 'gamma', { pools: [tenantPool(4, 1, '100Gi')] });
  await page.goto(`${spec.granary.url}/namespaces/lc-e2e-c/tenants/gamma/license`);
  await expect(page.getByText(/The console's license could not be read\. Kubernetes refused/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Activate Product' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tenant-unreadable.png'), fullPage: true });
});

const looks = [
  ['light', { width: 1280, height: 900 }],
  ['dark', { width: 1280, height: 900 }],
  ['light', { width: 390, height: 844 }],
] as const;

test("the license screens pass axe's WCAG 2.1 AA rules in light, dark and at 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  await spec.login(page, tokens.admin);
  const noSidewaysScroll = async (width: number) =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
  for (const [scheme, viewport] of looks) {
    const look = `${scheme}-${viewport.width}`;
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${spec.granary.url}/license`);
    await expect(fact(page, 'License', 'Organization')).toHaveText('Acme Storage');
    expect(await seriousViolations(page), look).toEqual([]);
    await noSidewaysScroll(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`license-${look}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('dialog', { name: 'Activate License' })).toBeVisible();
    expect(await seriousViolations(page), look).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`activate-${look}.png`) });
    await page.keyboard.press('Escape');
    await page.goto(`${spec.granary.url}/namespaces/lc-e2e-b/tenants/beta/license`);
    await expect(fact(page, 'Tenant license', 'Plan')).toHaveText('ENTERPRISE');
    expect(await seriousViolations(page), look).toEqual([]);
    await noSidewaysScroll(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`tenant-license-${look}.png`), fullPage: true });
  }
});

// Last: it stops the API server underneath.
test('the License page says the API server cannot be reached and comes back by itself', async ({ page }) => {
  test.setTimeout(60_000);
  await spec.login(page, tokens.admin);
  await openLicense(page);
  await expect(fact(page, 'License', 'Organization')).toHaveText('Acme Storage');
  await spec.kube.stopApiServer();
  const away = page.getByText(`The Kubernetes API server at ${spec.kube.url} cannot be reached.`).first();
  try {
    await page.reload();
    await expect(away).toBeVisible();
  } finally {
    await spec.kube.startApiServer();
  }
  await expect(fact(page, 'License', 'Organization')).toHaveText('Acme Storage', { timeout: 20_000 });
  await expect(away).toHaveCount(0);
});
