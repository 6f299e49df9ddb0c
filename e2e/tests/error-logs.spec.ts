// Logs → Error Logs: MinIO's live log. Its own MinIO has a notification target nobody listens on, so an
// upload makes MinIO log an error, which the tab shows with its fields.
import { deadWebhookEnv, makeMinioLogAnError } from '@granary/tools/dead-webhook';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { expect, logIn, test } from '../fixtures.ts';

let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;

test.beforeAll(async () => {
  minio = await startMinio({ drives: 1, name: 'e2e-error-logs', env: deadWebhookEnv });
  granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
});
test.afterAll(async () => {
  await granary?.stop();
  await minio?.stop();
});

test('shows an error MinIO logs, with its fields, and highlights lines', async ({ page }) => {
  if (!minio || !granary) throw new Error('stack not started');
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/logs`);
  await page.getByRole('tab', { name: 'Error Logs' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  await makeMinioLogAnError(minio, 'e2e-error-logs');
  const entry = page.getByRole('article', { name: 'ERROR SYSTEM.notify' }).first();
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(entry).toContainText('DeploymentID');
  await expect(entry).toContainText('connection refused');
  await expect(entry.locator('pre')).toContainText('.go:');

  await page.getByLabel('Highlight Line').fill('refused');
  await expect(entry.locator('mark').first()).toHaveText('refused');

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});
