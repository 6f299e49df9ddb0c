// MinIO's audit webhook posts into Granary's own store; the Audit Logs tab searches it. Its own MinIO and
// Granary: MinIO is started pointing its audit log at the Granary that starts next on a port chosen first.
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { freePort, granaryAuditWebhookEnv, startMinio, type MinioServer } from '@granary/tools/minio';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, logIn, test } from '../fixtures.ts';
import { field } from '../support/settings-form.ts';

test.use({ actionTimeout: 15_000 });

const bucket = 'e2e-audit-search';
const token = 'e2e-audit-ingest-token-123456';
let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  minio = await startMinio({
    drives: 4,
    name: 'e2e-audit',
    env: granaryAuditWebhookEnv(
      `http://127.0.0.1:${port}`,
      token,
      mkdtempSync(join(tmpdir(), 'granary-e2e-audit-queue-')),
    ),
  });
  granary = await startGranary({ minioEndpoint: minio.endpoint, port, env: { GRANARY_AUDIT_TOKEN: token } });
  const s3 = rootS3(minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  for (const key of ['reports/a.csv', 'reports/b.csv', 'notes.txt'])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
  await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'missing.txt' })).catch(() => undefined);
});
test.afterAll(async () => {
  await granary?.stop();
  await minio?.stop();
});

test('searches MinIO’s audit records by field, pattern and time, both ways, with chosen columns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  if (!minio || !granary) throw new Error('stack not started');
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/logs`);
  await expect(page.getByRole('tab', { name: 'Audit Logs', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Advanced filters' }).click();
  await expect(page.getByText("'*' matches any characters, '.' matches one character")).toBeVisible();
  await field(page, 'Bucket').fill(bucket);
  await field(page, 'API Name').fill('PutObj*');
  const table = page.getByRole('table', { name: 'Audit log' });
  // MinIO posts each record as the request ends: search again until all three are in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Get Information' }).click();
    await expect(table.getByRole('row', { name: /PutObject/ })).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('notes.txt');

  await page.getByRole('button', { name: /Sort by time/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('reports/a.csv');

  await field(page, 'API Name').fill('');
  await field(page, 'Object').fill('missing.txt');
  await page.getByRole('button', { name: 'Get Information' }).click();
  await expect(table.getByRole('row', { name: /GetObject/ })).toContainText('404');

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Time to Response NS' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Time to Response NS' })).toBeVisible();

  await field(page, 'Bucket').fill('no-such-bucket-here');
  await page.getByRole('button', { name: 'Get Information' }).click();
  await expect(page.getByText('There is no information with this criteria')).toBeVisible();

  // The tab is in the address: a reload or a link opens the same one (issue 35, item 7).
  await page.getByRole('tab', { name: 'Error Logs' }).click();
  await expect(page).toHaveURL(/\/logs\?tab=error$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Error Logs', selected: true })).toBeVisible();
  await page.goto(`${granary.url}/logs?tab=audit`);
  await expect(page.getByRole('tab', { name: 'Audit Logs', selected: true })).toBeVisible();
});

test('says when records could not be read, and finds them by their kind', async ({ page }) => {
  if (!minio || !granary) throw new Error('stack not started');
  const posted = await fetch(`${granary.url}/api/v1/audit/ingest`, {
    method: 'POST',
    headers: { authorization: token },
    body: 'e2e: a line that is no audit record',
  });
  expect(posted.status).toBe(200);
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/logs`);
  const notices = page.getByLabel('Audit delivery');
  await expect(notices).toContainText('1 record could not be read (Kind: unreadable)');
  await expect(notices).toContainText('each is kept whole as MinIO sent it');
  // The target is Granary itself, online: nothing is said of it.
  await expect(notices).not.toContainText('offline');

  await page.getByRole('button', { name: 'Advanced filters' }).click();
  await field(page, 'Kind').fill('unreadable');
  await page.getByRole('button', { name: 'Get Information' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('unreadable');
  await expect(rows.nth(1)).toContainText('(none)');
});
