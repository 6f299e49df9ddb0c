// Configurations built from MinIO's help, the audit webhook screen and who sees Settings. Its own MinIO
// and Granary: the changes (compression, site, webhooks) stay here.
import { PutObjectCommand, CreateBucketCommand } from '@aws-sdk/client-s3';
import { AdminClient } from '@granary/madmin';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { startWebhookReceiver, type WebhookReceiver } from '@granary/tools/webhook-receiver';
import { expect, logIn, test } from '../fixtures.ts';
import { choose, field } from '../support/settings-form.ts';

test.use({ actionTimeout: 15_000 });

let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;
let receiver: WebhookReceiver | undefined;
let admin: AdminClient;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  receiver = await startWebhookReceiver();
  minio = await startMinio({ drives: 4, name: 'e2e-settings-config' });
  granary = await startGranary({ minioEndpoint: minio.endpoint });
  admin = new AdminClient({
    endpoint: minio.endpoint,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
});
test.afterAll(async () => {
  await granary?.stop();
  await minio?.stop();
  await receiver?.close();
});

function stack() {
  if (!minio || !granary || !receiver) throw new Error('stack not started');
  return { minio, granary, receiver };
}

test('configurations: the spec ids, forms from MinIO help, values saved and refusals by the field', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { minio, granary } = stack();
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  for (const label of [
    'Site (Region)',
    'Compression',
    'Etcd',
    'Identity OpenID',
    'Identity LDAP',
    'Logger Webhook',
    'Audit Webhook',
  ])
    await expect(page.getByRole('button', { name: `Edit ${label} Configuration` })).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit Cache/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Compression Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Compression Configuration' })).toBeVisible();
  await expect(page.getByText('comma separated file extensions', { exact: false })).toBeVisible();
  await choose(page, 'Enable', 'on');
  await field(page, 'Extensions').fill('.txt,.csv');
  await field(page, 'Comment').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration saved and applied.')).toBeVisible();
  await expect.poll(() => admin.getConfigKV('compression')).toMatch(/extensions=\.txt,\.csv /);
  expect(await admin.getConfigKV('compression')).not.toMatch(/enable=off/);

  await page.getByRole('button', { name: 'Edit API Configuration' }).click();
  await field(page, 'Requests Max').fill('lots');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Requests Max must be a whole number')).toBeVisible();
  await page.getByRole('link', { name: 'Back To Configurations' }).click();

  await page.getByRole('button', { name: 'Edit Site (Region) Configuration' }).click();
  await field(page, 'Name').fill('Bad_Name');
  await page.getByRole('button', { name: 'Save' }).click();
  const name = field(page, 'Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/site name 'Bad_Name' is invalid/i).first()).toBeVisible();
  await name.fill('rack-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration saved. MinIO applies it after a restart.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Waiting: site' })).toBeVisible();
});

test('a field emptied on Save returns to MinIO’s default; the others stay as they were', async ({ page }) => {
  const { minio, granary } = stack();
  await admin.setConfigKV('api cors_allow_origin="https://console.example" stale_uploads_expiry="48h"');
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/settings/configurations/api`);
  const origin = field(page, 'CORS Allow Origin');
  await expect(origin).toHaveValue('https://console.example');
  await origin.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration saved and applied.')).toBeVisible();
  const text = await admin.getConfigKV('api');
  expect(text).toMatch(/ cors_allow_origin=\* /);
  expect(text).toMatch(/ stale_uploads_expiry=48h /);
});

test('audit webhook: added on its screen, MinIO posts its audit records with the token, then deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { minio, granary, receiver } = stack();
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/webhook/audit`);
  await expect(page.getByRole('heading', { name: 'Audit Webhook' })).toBeVisible();
  await expect(page.getByText('There are no webhooks yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Webhook Configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Webhook Configuration' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Endpoint is required')).toBeVisible();
  await field(dialog, 'Name').fill('e2e');
  await field(dialog, 'Endpoint').fill(`${receiver.url}/audit`);
  await dialog.getByLabel(/^Auth Token/).fill('Bearer e2e-audit-token');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`e2e ${receiver.url}/audit`) })).toBeVisible();

  const s3 = rootS3(minio);
  await s3.send(new CreateBucketCommand({ Bucket: 'e2e-audit-webhook' }));
  await s3.send(new PutObjectCommand({ Bucket: 'e2e-audit-webhook', Key: 'audited.txt', Body: 'x' }));
  const record = await receiver.waitFor(
    (event) =>
      event.path === '/audit' &&
      event.body.api?.name === 'PutObject' &&
      event.body.api.object === 'audited.txt',
    20_000,
  );
  expect(record.authorization).toBe('Bearer e2e-audit-token');

  // Edited without retyping the token: MinIO keeps the one it hides, and posts with it to the new path.
  await page.getByRole('button', { name: 'Edit e2e' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Webhook e2e' });
  await expect(edit.getByText('Set: MinIO does not show it. Leave empty to keep it.')).toBeVisible();
  await field(edit, 'Endpoint').fill(`${receiver.url}/audit-edited`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`e2e ${receiver.url}/audit-edited`) })).toBeVisible();
  await s3.send(new PutObjectCommand({ Bucket: 'e2e-audit-webhook', Key: 'after-edit.txt', Body: 'x' }));
  const edited = await receiver.waitFor(
    (event) => event.path === '/audit-edited' && event.body.api?.object === 'after-edit.txt',
    20_000,
  );
  expect(edited.authorization).toBe('Bearer e2e-audit-token');

  await page.getByRole('button', { name: 'Delete e2e' }).click();
  await page.getByRole('dialog', { name: 'Delete Webhook' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('There are no webhooks yet')).toBeVisible();
  expect(await admin.getConfigKV('audit_webhook')).not.toContain('audit_webhook:e2e');
});

test('a user without admin:ConfigUpdate sees neither Settings nor the webhook screens', async ({ page }) => {
  const { granary } = stack();
  await admin.addUser('e2e-settings-reader', 'reader-secret-1');
  await admin.setPolicy({ policyNames: ['readwrite'], entityName: 'e2e-settings-reader', isGroup: false });
  await logIn(page, 'e2e-settings-reader', 'reader-secret-1', granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto(`${granary.url}/webhook/logger`);
  await expect(page.getByRole('heading', { name: 'Logger Webhook' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Restart' })).toHaveCount(0);
});
