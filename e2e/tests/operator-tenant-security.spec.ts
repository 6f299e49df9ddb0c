// A tenant's Security tab, Edit YAML and Update version against a real kube-apiserver of its own: the
// certificates read from their Secrets, one removed and one added with the restart confirmation, a key that
// is not its certificate's refused naming the file, the console's sections on an operator v4.0 Tenant, the
// YAML saved and refused inline, the image and metrics changed, RBAC naming the verbs, the API server
// stopped underneath, axe and screenshots (light, dark, 390 px).
import { expect, test, type Page } from '@playwright/test';
import { fillPathParams, tenantEditEndpoints } from '@granary/contract';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { testCertificates } from '@granary/tools/test-certificates';
import { seriousViolations } from '../support/axe.ts';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const tokens = { admin: '', reader: '' };
const made = testCertificates();
const first = made.selfSigned('minio.e2e-sec.svc', 'ec', 'first', ['IP:10.0.0.9']);
const second = made.selfSigned('second.example');
const added = made.selfSigned('added.example', 'ec', 'added');
const base64 = (text: string) => Buffer.from(text).toString('base64');
const tlsData = (pair: { crt: string; key: string }) => ({
  'tls.crt': base64(pair.crt),
  'tls.key': base64(pair.key),
});
const labelled = { labels: { 'v1.min.io/tenant': 'vault' } };

const spec = operatorStackForSpec(async (cluster) => {
  await cluster.createTenant('e2e-sec', 'vault', {
    image: 'minio/minio:RELEASE.2024-01-01T00-00-00Z',
    requestAutoCert: false,
    externalCertSecret: [
      { name: 'vault-first', type: 'kubernetes.io/tls' },
      { name: 'vault-second', type: 'kubernetes.io/tls' },
    ],
    externalCaCertSecret: [{ name: 'vault-ca', type: 'Opaque' }],
    pools: [tenantPool(4, 1, '100Gi')],
  });
  for (const [name, pair] of [
    ['vault-first', first],
    ['vault-second', second],
  ] as const)
    await cluster.createSecret('e2e-sec', {
      metadata: { name, ...labelled },
      type: 'kubernetes.io/tls',
      data: tlsData(pair),
    });
  await cluster.createSecret('e2e-sec', {
    metadata: { name: 'vault-ca', ...labelled },
    type: 'Opaque',
    data: { 'public.crt': base64(second.crt) },
  });
  // An operator v4.0 Tenant, with a console of its own.
  await cluster.createTenant('e2e-legacy', 'legacy', {
    console: {
      consoleSecret: { name: 'legacy-console' },
      externalCertSecret: { name: 'legacy-console-tls', type: 'kubernetes.io/tls' },
    },
    pools: [tenantPool(4, 1, '100Gi')],
  });
  await cluster.createSecret('e2e-legacy', {
    metadata: { name: 'legacy-console-tls' },
    type: 'kubernetes.io/tls',
    data: tlsData(second),
  });
  tokens.admin = await cluster.serviceAccountToken('e2e-ops', 'admin', operatorRules);
  tokens.reader = await cluster.serviceAccountToken('e2e-ops', 'reader', tenantReaderRules);
});
test.afterAll(() => made.remove());

const section = (page: Page, name: string) => page.getByRole('region', { name });
const tenantSpec = async () => (await spec.cluster.getTenant('e2e-sec', 'vault'))?.spec ?? {};

async function openSecurity(page: Page, token: string, namespace = 'e2e-sec', tenant = 'vault') {
  await spec.login(page, token);
  await page.goto(`${spec.granary.url}/namespaces/${namespace}/tenants/${tenant}/summary`);
  await page
    .getByRole('navigation', { name: 'Tenant sections' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page).toHaveURL(/\/security$/);
}

test('Security shows the certificates, removes one and adds one after the restart confirmation', async ({
  page,
}) => {
  await openSecurity(page, tokens.admin);
  await expect(page.getByRole('region', { name: 'Security' })).toBeVisible();
  await expect(page.getByLabel('Manage Inter-Node Certificates Automatically')).not.toBeChecked();
  await expect(page.getByLabel('Custom Certificates')).toBeChecked();
  const servers = section(page, 'Server Certificates');
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect(servers.getByText('vault-first')).toBeVisible();
  await expect(servers.getByText(`minio.e2e-sec.svc, 10.0.0.9 · Expires ${day}`)).toBeVisible();
  // The only CA cannot be removed; once one server certificate is marked, the other cannot be either.
  await expect(
    section(page, 'Server CA Certificates').getByRole('button', { name: /Remove certificate/ }),
  ).toHaveCount(0);
  await servers.getByRole('button', { name: 'Remove certificate vault-second' }).click();
  await expect(servers.getByRole('button', { name: 'Remove certificate vault-first' })).toHaveCount(0);
  await expect(servers.getByText('One certificate at a time')).toBeVisible();

  // A key that is not the certificate's is refused by the server, naming the row.
  await servers.getByLabel('Cert', { exact: true }).setInputFiles(added.crtPath);
  await servers.getByLabel('Key', { exact: true }).setInputFiles(first.keyPath);
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restart the tenant?' });
  await expect(confirm.getByText('vault-second is removed.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('restart-confirmation.png') });
  await confirm.getByRole('button', { name: 'Restart' }).click();
  await expect(
    confirm.getByText('Server certificate 1: the key does not belong to the certificate'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await servers.getByLabel('Key', { exact: true }).setInputFiles(added.keyPath);
  await page.screenshot({ path: test.info().outputPath('security-light-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByText('Security saved')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(servers.getByText('vault-second')).toHaveCount(0);
  await expect(servers.getByText('added.example · Expires')).toBeVisible();
  const refs = (await tenantSpec()).externalCertSecret as { name: string }[];
  expect(refs.map((ref) => ref.name)).toEqual([
    'vault-first',
    expect.stringMatching(/^vault-[a-z0-9]{5}-external-certificates-0$/),
  ]);
  expect(
    (await spec.cluster.listSecrets('e2e-sec', 'v1.min.io/tenant=vault')).map((s) => s.metadata.name),
  ).not.toContain('vault-second');
});

test('a Tenant with a console of its own shows its console’s certificates', async ({ page }) => {
  await openSecurity(page, tokens.admin, 'e2e-legacy', 'legacy');
  await expect(page.getByLabel('Manage Inter-Node Certificates Automatically')).toBeChecked();
  await expect(section(page, 'Console Certificates').getByText('legacy-console-tls')).toBeVisible();
  await expect(section(page, 'Console CA Certificates')).toBeVisible();
  await expect(
    section(page, 'Console Certificates').getByRole('button', { name: 'Add Console Certificate' }),
  ).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Edit YAML saves the tenant, and a refusal stays in the dialog with the text', async ({ page }) => {
  await spec.login(page, tokens.admin);
  await page.goto(`${spec.granary.url}/namespaces/e2e-sec/tenants/vault/summary`);
  await page.getByRole('button', { name: 'Edit YAML' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit YAML: vault' });
  const editor = dialog.getByRole('textbox', { name: 'Tenant YAML' });
  await expect(editor).toContainText('kind: Tenant');
  // The editor draws only the lines in view: the whole text as the server gave it.
  const yamlPath = fillPathParams(tenantEditEndpoints.yaml.path, { namespace: 'e2e-sec', tenant: 'vault' });
  const { yaml: text } = (await (await page.request.get(`${spec.granary.url}${yamlPath}`)).json()) as {
    yaml: string;
  };
  expect(text).toContain('requestAutoCert: false');
  await editor.fill(text.replace('spec:\n', 'spec: [\n'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/^The YAML cannot be read at line \d+, column \d+/)).toBeVisible();
  await expect(editor).toContainText('spec: [');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await editor.fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.emulateMedia({ colorScheme: 'dark' });
  await editor.fill(text.replace('RELEASE.2024-01-01T00-00-00Z', 'RELEASE.2025-02-02T00-00-00Z'));
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('edit-yaml-dark.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant saved')).toBeVisible();
  // Saved whole: the rest of the spec is as it was.
  expect(await tenantSpec()).toMatchObject({
    image: 'minio/minio:RELEASE.2025-02-02T00-00-00Z',
    requestAutoCert: false,
    pools: [{ name: 'pool-0', servers: 4 }],
  });
});

test('Update version checks the image and registry, then writes them with the metrics annotations', async ({
  page,
}) => {
  await spec.login(page, tokens.admin);
  await page.goto(`${spec.granary.url}/namespaces/e2e-sec/tenants/vault/summary`);
  await page.getByRole('button', { name: 'Update version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update version: vault' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await dialog.getByLabel('MinIO Image').fill('minio');
  await expect(dialog.getByText("Format must be of form: 'minio/minio:VERSION'")).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('MinIO Image').fill('minio/minio:RELEASE.2025-03-03T00-00-00Z');
  await dialog.getByLabel('Prometheus metrics (scrape annotations)').check();
  await dialog.getByLabel('Use a custom registry').check();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Registry' }).fill('registry.example');
  await dialog.getByLabel('Username').fill('puller');
  await dialog.getByLabel('Password').fill('pull secret');
  await expect(save).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('update-version.png') });
  await save.click();
  await expect(page.getByText('Tenant updated')).toBeVisible();
  const tenant = await spec.cluster.getTenant('e2e-sec', 'vault');
  expect(tenant?.spec).toMatchObject({
    image: 'minio/minio:RELEASE.2025-03-03T00-00-00Z',
    imagePullSecret: { name: 'vault-regcred' },
  });
  expect((tenant as unknown as { metadata: { annotations: object } }).metadata.annotations).toMatchObject({
    'prometheus.io/scrape': 'true',
  });
  await expect(page.locator('dl[aria-label="Tenant"]')).toContainText(
    'minio/minio:RELEASE.2025-03-03T00-00-00Z',
  );
});

test('a token that may only read tenants sees each change disabled naming the verb', async ({ page }) => {
  await openSecurity(page, tokens.reader);
  await expect(page.getByText("The tenant's certificates could not be read")).toBeVisible();
  await expect(page.getByText('cannot get resource "secrets"')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit YAML' })).toBeDisabled();
  const reason = "Your Kubernetes account may not update tenants (verb 'update' on tenants.minio.min.io).";
  await page.getByLabel(reason).hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await page
    .getByRole('navigation', { name: 'Tenant sections' })
    .getByRole('link', { name: 'Summary' })
    .click();
  await expect(page.getByRole('button', { name: 'Update version' })).toBeDisabled();
});

test('the Security tab says the API server cannot be reached and comes back by itself', async ({ page }) => {
  await openSecurity(page, tokens.admin);
  await expect(section(page, 'Server Certificates').getByText('vault-first')).toBeVisible();
  await spec.kube.stopApiServer();
  const away = page.getByText(`The Kubernetes API server at ${spec.kube.url} cannot be reached.`).first();
  try {
    await page.reload();
    await expect(away).toBeVisible();
  } finally {
    await spec.kube.startApiServer();
  }
  await expect(section(page, 'Server Certificates').getByText('vault-first')).toBeVisible({
    timeout: 20_000,
  });
  await expect(away).toHaveCount(0);
});

for (const [scheme, viewport] of [
  ['dark', { width: 1280, height: 900 }],
  ['light', { width: 390, height: 844 }],
] as const)
  test(`the Security tab passes axe (${scheme}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await openSecurity(page, tokens.admin);
    await expect(section(page, 'Server Certificates').getByText('vault-first')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: test.info().outputPath(`security-${scheme}-${viewport.width}.png`),
      fullPage: true,
    });
  });
