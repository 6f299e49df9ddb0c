// Issue 41 item 2 (first part): the KMS screen against the shared MinIO's built-in single-key KMS, a user
// whose policy does not open it, and a MinIO of its own started without any KMS. Screenshots of each look
// go to /tmp/kms-shots/ (light, dark, phone).
import type { Page } from '@playwright/test';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { expect, logIn, test } from '../fixtures.ts';

const shots = '/tmp/kms-shots';
const user = { accessKey: 'e2e-kms-reader', secretKey: 'kms-reader-secret-1' };

async function openKmsFromMenu(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'KMS', exact: true }).click();
  await expect(page).toHaveURL(/\/kms$/);
  await expect(page).toHaveTitle('KMS · Granary');
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'KMS' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}

test('root opens KMS from the menu and sees the built-in KMS and its one key, checked', async ({
  page,
  stack,
  rootAdmin,
}) => {
  const minioSays = await rootAdmin.kmsStatus();
  const keyId = minioSays['default-key-id'];
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openKmsFromMenu(page);

  const facts = page.getByRole('definition');
  await expect(facts.nth(0)).toHaveText(minioSays.name);
  await expect(facts.nth(1)).toHaveText(keyId);
  const endpoint = page
    .getByRole('table', { name: 'KMS endpoints' })
    .getByRole('row', { name: /127\.0\.0\.1/ });
  await expect(endpoint.getByRole('cell')).toHaveText(['127.0.0.1', 'Online']);
  const key = page.getByRole('table', { name: 'KMS keys' }).getByRole('row', { name: new RegExp(keyId) });
  await expect(key.getByRole('cell')).toHaveText([keyId, '—', 'OK', 'OK']);
  await expect(page.getByRole('note')).toContainText('Creating keys needs a KES server');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${shots}/kms-${scheme}.png`, fullPage: true, animations: 'disabled' });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the KMS page fits the width and still shows the key', async ({ page, stack }) => {
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('kms');
    const keys = page.getByRole('table', { name: 'KMS keys' });
    await expect(keys.getByRole('row')).toHaveCount(2);
    await expectNoSidewaysScroll(page, 390);
    // Every column fits: the checks are not hidden behind the table's own sideways scroll.
    const lastColumn = await keys.getByRole('columnheader', { name: 'Decryption' }).boundingBox();
    if (!lastColumn) throw new Error('the Decryption column has no box');
    expect(lastColumn.x + lastColumn.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/kms-phone.png`, fullPage: true, animations: 'disabled' });
  });
});

test.describe('a user without admin:KMSKeyStatus', () => {
  test.beforeAll(async ({ rootAdmin }) => {
    await rootAdmin.addUser(user.accessKey, user.secretKey, 'enabled');
    await rootAdmin.setPolicy({ policyNames: ['readonly'], entityName: user.accessKey, isGroup: false });
  });
  test.afterAll(async ({ rootAdmin }) => {
    await rootAdmin.removeUser(user.accessKey);
  });

  test('has no KMS entry in the menu and is led away from /kms', async ({ page }) => {
    await logIn(page, user.accessKey, user.secretKey);
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'Object Browser', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'KMS', exact: true })).toHaveCount(0);
    await page.goto('kms');
    await expect(page).not.toHaveURL(/\/kms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KMS' })).toHaveCount(0);
  });
});

test.describe('MinIO without a KMS', () => {
  let minio: MinioServer | undefined;
  let granary: GranaryServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    minio = await startMinio({ drives: 1, name: 'e2e-kms-none', kmsSecretKey: false });
    granary = await startGranary({ minioEndpoint: minio.endpoint });
  });
  test.afterAll(async () => {
    await granary?.stop();
    await minio?.stop();
  });

  test('the page says that no KMS is configured and how to configure one, not an error', async ({ page }) => {
    if (!minio || !granary) throw new Error('MinIO without a KMS did not start');
    await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
    await expect(page.getByRole('navigation')).toBeVisible();
    await openKmsFromMenu(page);
    const notice = page.getByRole('region', { name: 'No KMS is configured' });
    await expect(notice).toContainText('MINIO_KMS_SECRET_KEY');
    await expect(notice).toContainText('MINIO_KMS_KES_ENDPOINT');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'KMS keys' })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/kms-none.png`, fullPage: true, animations: 'disabled' });
  });
});
