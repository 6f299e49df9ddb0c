// Issue 38: the create-tenant wizard against a real kube-apiserver of its own, with the nodes, storage
// class and tokens a cluster would have; the test reads what Create wrote from the API server.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { kubeRequest } from '@granary/tools/kube/request';
import { operatorStackForSpec } from '../support/operator-stack.ts';
import { nextButton as next, tenantNameField as nameField, wizardCluster } from '../support/wizard-stack.ts';

const tokens = { admin: '', reader: '' };

const spec = operatorStackForSpec(wizardCluster(tokens));
const operatorLogin = spec.login;

test('an operator creates a tenant: a new namespace, the size, the preview, and the keys once', async ({
  page,
}) => {
  await operatorLogin(page, tokens.admin);
  await page.getByRole('button', { name: 'Create Tenant' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/tenants/add`);
  await expect(page.getByRole('heading', { name: 'Create New Tenant' })).toBeVisible();
  await expect(next(page)).toBeDisabled();

  await nameField(page).fill('Wizard');
  await page.getByLabel('Namespace').fill('wiz-new');
  await expect(
    page.getByText("Name only can contain lowercase letters, numbers and '-'. Min. Length: 3"),
  ).toBeVisible();
  await nameField(page).fill('wizard-one');
  await expect(page.getByText('This namespace does not exist yet')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Create new namespace' }).click();
  await page
    .getByRole('dialog', { name: 'Create new namespace' })
    .getByRole('button', { name: 'Create' })
    .click();
  // The namespace's only storage class is chosen for the user.
  await expect(page.getByLabel('Storage Class')).toContainText('standard');
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  const summary = page.getByRole('region', { name: 'Resulting pool' });
  await expect(summary).toContainText('4 (4 servers × 1)');
  await expect(summary).toContainText('25 GiB');
  await expect(page.getByLabel('Erasure Code Parity')).toContainText('EC:2');
  await page.getByLabel('Number of Servers').fill('3');
  await expect(page.getByText('A tenant needs at least 4 servers')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Number of Servers').fill('4');
  await page.getByLabel('Memory per Server [Gi]').fill('64');
  await expect(
    page.getByText(
      'The requested memory is greater than the max available memory for the selected number of nodes',
    ),
  ).toBeVisible();
  await page.getByLabel('Memory per Server [Gi]').fill('4');
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  const preview = page.getByRole('definition');
  await expect(page.getByRole('heading', { name: 'Preview Configuration' })).toBeVisible();
  await expect(preview.filter({ hasText: 'wizard-one' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Create' }).click();
  const keys = page.getByRole('dialog', { name: 'New Tenant Created' });
  await expect(keys).toBeVisible();
  const accessKey = await keys.getByRole('textbox', { name: 'Access Key' }).inputValue();
  expect(accessKey).toMatch(/^[A-Z0-9]{16}$/);
  expect(await keys.getByRole('textbox', { name: 'Secret Key' }).inputValue()).toMatch(/^[A-Z0-9]{32}$/);
  await keys.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/tenants`);
  await expect(page.getByRole('row').filter({ hasText: 'wizard-one' })).toBeVisible();

  const tenant = await spec.cluster.getTenant('wiz-new', 'wizard-one');
  expect(tenant?.spec).toMatchObject({
    requestAutoCert: true,
    pools: [
      {
        name: 'pool-0',
        servers: 4,
        volumesPerServer: 1,
        volumeClaimTemplate: {
          spec: { storageClassName: 'standard', resources: { requests: { storage: '26843545600' } } },
        },
      },
    ],
  });
  const secrets = await kubeRequest(
    { url: spec.kube.url, caPem: spec.kube.caPem, token: spec.kube.adminToken },
    'GET',
    '/api/v1/namespaces/wiz-new/secrets?labelSelector=v1.min.io%2Ftenant%3Dwizard-one',
  );
  const data = (secrets.body as { items: { data?: Record<string, string> }[] }).items.map(
    (item) => item.data ?? {},
  );
  expect(data.map((entry) => Buffer.from(entry['CONSOLE_ACCESS_KEY'] ?? '', 'base64').toString())).toContain(
    accessKey,
  );
});

test('the wizard says the API server cannot be reached, keeps what was typed, and checks again once it is back', async ({
  page,
}) => {
  await operatorLogin(page, tokens.admin);
  await page.goto(`${spec.granary.url}/tenants/add`);
  await nameField(page).fill('while-away');
  await spec.kube.stopApiServer();
  const away = page.getByText(`The Kubernetes API server at ${spec.kube.url} cannot be reached.`).first();
  try {
    await page.getByLabel('Namespace').fill('wiz-ready');
    await expect(away).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await expect(nameField(page)).toHaveValue('while-away');
  } finally {
    await spec.kube.startApiServer();
  }
  // The namespace is checked again by itself: its one storage class is chosen and Next opens.
  await expect(page.getByLabel('Storage Class')).toContainText('standard', { timeout: 20_000 });
  await expect(next(page)).toBeEnabled();
  await expect(away).toHaveCount(0);
});

test('a namespace that has a tenant is refused with the rule', async ({ page }) => {
  await operatorLogin(page, tokens.admin);
  await page.goto(`${spec.granary.url}/tenants/add`);
  await nameField(page).fill('second-one');
  await page.getByLabel('Namespace').fill('wiz-taken');
  await expect(page.getByText('You can only create one tenant per namespace')).toBeVisible();
  await expect(next(page)).toBeDisabled();
});

test('a token that may not create tenants gets no wizard, and the button says why', async ({ page }) => {
  await operatorLogin(page, tokens.reader);
  await expect(page.getByRole('button', { name: 'Create Tenant' })).toBeDisabled();
  await page.goto(`${spec.granary.url}/tenants/add`);
  await expect(page.getByText('Your Kubernetes account may not create tenants')).toBeVisible();
  await expect(nameField(page)).toHaveCount(0);
});

for (const [scheme, viewport] of [
  ['light', { width: 1280, height: 900 }],
  ['dark', { width: 1280, height: 900 }],
  ['light', { width: 390, height: 844 }],
] as const)
  test(`the wizard passes axe's WCAG 2.1 AA rules (${scheme}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    const serious = () => seriousViolations(page);
    await operatorLogin(page, tokens.admin);
    await page.goto(`${spec.granary.url}/tenants/add`);
    await nameField(page).fill('axe-check');
    await page.getByLabel('Namespace').fill('wiz-taken');
    await expect(page.getByText('You can only create one tenant per namespace')).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('wizard-name.png'), fullPage: true });
    await page.getByLabel('Namespace').fill('wiz-ready');
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect(page.getByRole('region', { name: 'Resulting pool' })).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('wizard-size.png'), fullPage: true });

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Advanced Mode').check();
    for (let step = 0; step < 3; step++) await next(page).click();
    await page.getByLabel('OpenID: users sign in with an OpenID Connect provider').check();
    await page.getByRole('textbox', { name: /^Client ID/ }).fill('granary');
    const shots: [string, () => Promise<void>][] = [
      ['identity', () => page.getByLabel('Secret ID').fill('')],
      ['security', () => page.getByLabel('Custom Certificates').check()],
      ['encryption', () => page.getByLabel('Encryption: objects are encrypted with keys from KES').check()],
    ];
    for (const [name, open] of shots) {
      if (name !== 'identity') await next(page).click();
      await open();
      expect(await serious()).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`wizard-${name}.png`), fullPage: true });
      if (name === 'identity') {
        await page.getByRole('textbox', { name: /^URL/ }).fill('https://sso.example.com');
        await page.getByLabel('Secret ID').fill('client-secret');
      }
    }
  });
