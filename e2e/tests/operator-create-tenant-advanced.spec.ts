// Issue 38: the create-tenant wizard's Advanced Mode steps against a real kube-apiserver of its own; the
// tests read what Create wrote (the Tenant object and its secrets) from the API server.
import { expect, test, type Page } from '@playwright/test';
import { testCertificates } from '@granary/tools/test-certificates';
import { kubeRequest } from '@granary/tools/kube/request';
import { operatorStackForSpec } from '../support/operator-stack.ts';
import { nameInNewNamespace, nextButton as next, wizardCluster } from '../support/wizard-stack.ts';

const tokens = { admin: '', reader: '' };

const spec = operatorStackForSpec(wizardCluster(tokens));
const operatorLogin = spec.login;

test('Advanced Mode: custom images, exposure and a node selector reach the Tenant object', async ({
  page,
}) => {
  await operatorLogin(page, tokens.admin);
  await page.goto(`${spec.granary.url}/tenants/add`);
  await nameInNewNamespace(page, 'advanced-one', 'wiz-advanced');
  await page.getByLabel('Advanced Mode').check();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Configure' })).toBeVisible();

  await page.getByLabel('Use custom images').check();
  await page.getByLabel('MinIO Image').fill('minio');
  await expect(page.getByText("Format must be of form: 'minio/minio:VERSION'")).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('MinIO Image').fill('quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z');
  await page.getByLabel('Expose Console Service').uncheck();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await page.getByLabel('Node selector: only on nodes with these labels').check();
  await expect(page.getByText('You need to add at least one label key-pair')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('combobox', { name: 'Key' }).click();
  await page.getByRole('option', { name: 'granary.test/zone' }).click();
  await page.getByRole('combobox', { name: 'Value' }).click();
  await page.getByRole('option', { name: 'b' }).click();
  await expect(next(page)).toBeEnabled();
  // Identity Provider, Security and Encryption keep their defaults: one built-in user, automatic TLS.
  for (const step of ['Identity Provider', 'Security', 'Encryption', 'Tenant Size']) {
    await next(page).click();
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await next(page).click();
  await expect(
    page.getByRole('definition').filter({ hasText: 'Nodes labelled granary.test/zone=b' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await page
    .getByRole('dialog', { name: 'New Tenant Created' })
    .getByRole('button', { name: 'Done' })
    .click();

  const tenant = await spec.cluster.getTenant('wiz-advanced', 'advanced-one');
  expect(tenant?.spec).toMatchObject({
    image: 'quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z',
    exposeServices: { minio: true, console: false },
    pools: [
      {
        affinity: {
          nodeAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: {
              nodeSelectorTerms: [
                { matchExpressions: [{ key: 'granary.test/zone', operator: 'In', values: ['b'] }] },
              ],
            },
          },
          podAntiAffinity: expect.any(Object),
        },
      },
    ],
  });
});

const made = testCertificates();
test.afterAll(() => made.remove());
const serverCerts = (page: Page) => page.getByRole('region', { name: 'Server Certificates' });
const caCerts = (page: Page) => page.getByRole('region', { name: 'Server CA Certificates' });

const decodeSecrets = (items: { metadata: { name: string }; data?: Record<string, string> }[]) =>
  Object.fromEntries(
    items.map((item) => [
      item.metadata.name,
      Object.fromEntries(
        Object.entries(item.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]),
      ),
    ]),
  );

test('Advanced Mode: OpenID, own certificates and encryption over Vault reach the Tenant and its secrets', async ({
  page,
}) => {
  const server = made.selfSigned('secure-one.wiz-secure.svc', 'ec', 'server');
  const other = made.selfSigned('someone-else', 'ec', 'other');
  const ca = made.selfSigned('granary-test-ca', 'ec', 'ca');
  const kes = made.selfSigned('secure-one-kes', 'ec', 'kes');
  const client = made.selfSigned('minio-client', 'ec', 'client');
  await operatorLogin(page, tokens.admin);
  await page.goto(`${spec.granary.url}/tenants/add`);
  await nameInNewNamespace(page, 'secure-one', 'wiz-secure');
  await expect(page.getByLabel('Storage Class')).toContainText('standard');
  await page.getByLabel('Advanced Mode').check();
  await next(page).click();
  await next(page).click();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Identity Provider' })).toBeVisible();
  await page.getByLabel('OpenID: users sign in with an OpenID Connect provider').check();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: /^URL/ }).fill('https://sso.example.com/realms/main');
  await expect(page.getByRole('textbox', { name: /^Configuration URL/ })).toHaveValue(
    'https://sso.example.com/realms/main/.well-known/openid-configuration',
  );
  await page.getByRole('textbox', { name: /^Client ID/ }).fill('granary');
  await page.getByLabel('Secret ID').fill('pa$$word');
  await expect(page.getByText('may hold only printable ASCII other than a double quote')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Secret ID').fill('client-secret');
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await page.getByLabel('Manage certificates automatically (the operator issues and renews them)').uncheck();
  await expect(page.getByText('TLS needs certificates')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Custom Certificates').check();
  await serverCerts(page).getByLabel('Cert', { exact: true }).setInputFiles(server.keyPath);
  await expect(
    page.getByText('server.key: A certificate must be a .cer, .crt, .cert or .pem file'),
  ).toBeVisible();
  await serverCerts(page).getByLabel('Cert', { exact: true }).setInputFiles(server.crtPath);
  await expect(page.getByText('Choose this certificate’s key')).toBeVisible();
  // A key of another certificate: the server names it at Create, and nothing typed is lost.
  await serverCerts(page).getByLabel('Key', { exact: true }).setInputFiles(other.keyPath);
  await caCerts(page).getByLabel('CA Cert', { exact: true }).setInputFiles(ca.crtPath);
  await expect(caCerts(page).getByText('ca.crt', { exact: true })).toBeVisible();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Encryption' })).toBeVisible();
  await page.getByLabel('Encryption: objects are encrypted with keys from KES').check();
  await expect(page.getByLabel('Key Store')).toContainText('HashiCorp Vault');
  await page.getByRole('textbox', { name: /^Endpoint/ }).fill('https://vault.example.com:8200');
  await page.getByRole('textbox', { name: /^AppRole ID/ }).fill('tenant-role');
  await page.getByLabel('AppRole Secret').fill('tenant-secret');
  await page.getByLabel('Retry [s]').fill('-1');
  await expect(page.getByText('Value needs to be 0 or greater')).toBeVisible();
  await page.getByLabel('Retry [s]').fill('30');
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('KES Cert', { exact: true }).setInputFiles(kes.crtPath);
  await page.getByLabel('KES Key', { exact: true }).setInputFiles(kes.keyPath);
  await page.getByLabel('MinIO Client Cert', { exact: true }).setInputFiles(client.crtPath);
  await page.getByLabel('MinIO Client Key', { exact: true }).setInputFiles(client.keyPath);
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Tenant Size' })).toBeVisible();
  await next(page).click();

  const preview = page.getByRole('definition');
  await expect(preview.filter({ hasText: 'OpenID: https://sso.example.com/realms/main/' })).toBeVisible();
  await expect(preview.filter({ hasText: 'On, with 1 certificate of yours, 1 trusted CA' })).toBeVisible();
  await expect(
    preview.filter({ hasText: 'KES over HashiCorp Vault (https://vault.example.com:8200)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('Server certificate 1: the key does not belong to the certificate'),
  ).toBeVisible();
  const secretsOf = async () =>
    decodeSecrets(
      (
        (
          await kubeRequest(
            { url: spec.kube.url, caPem: spec.kube.caPem, token: spec.kube.adminToken },
            'GET',
            '/api/v1/namespaces/wiz-secure/secrets?labelSelector=v1.min.io%2Ftenant%3Dsecure-one',
          )
        ).body as { items: { metadata: { name: string }; data?: Record<string, string> }[] }
      ).items,
    );
  expect(await secretsOf()).toEqual({});

  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(caCerts(page).getByText('ca.crt', { exact: true })).toBeVisible();
  await expect(serverCerts(page).getByText('other.key', { exact: true })).toBeVisible();
  await serverCerts(page).getByLabel('Key', { exact: true }).setInputFiles(server.keyPath);
  for (let step = 0; step < 3; step++) await next(page).click();
  await page.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: 'New Tenant Created' });
  await expect(created).toContainText('sign in with the identity provider you chose');
  await created.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}/tenants`);

  const tenant = await spec.cluster.getTenant('wiz-secure', 'secure-one');
  expect(tenant?.spec).toMatchObject({
    requestAutoCert: false,
    externalCertSecret: [
      { name: 'secure-one-secret-instance-external-certificates-0', type: 'kubernetes.io/tls' },
    ],
    externalCaCertSecret: [{ name: 'secure-one-ca-certificate-0', type: 'Opaque' }],
    externalClientCertSecret: { name: 'secure-one-secret-tenant-external-client-cert-0' },
    kes: {
      replicas: 1,
      kesSecret: { name: 'secure-one-secret-kes-configuration' },
      externalCertSecret: { name: 'secure-one-secret-kes-external-cert-0' },
    },
  });
  expect(tenant?.spec['users'] ?? []).toEqual([]);
  const secrets = await secretsOf();
  expect(secrets['secure-one-env-configuration']?.['config.env']).toContain(
    'export MINIO_IDENTITY_OPENID_CONFIG_URL="https://sso.example.com/realms/main/.well-known/openid-configuration"',
  );
  expect(secrets['secure-one-secret-instance-external-certificates-0']).toEqual({
    'tls.crt': server.crt,
    'tls.key': server.key,
  });
  expect(secrets['secure-one-ca-certificate-0']).toEqual({ 'public.crt': ca.crt });
  expect(secrets['secure-one-secret-kes-configuration']?.['server-config.yaml']).toContain(
    'https://vault.example.com:8200',
  );
});
