// Issue 17, item 11: the License page of a console without a license (spec 3 §2): the open-source license
// with its details, the plans compared with Community as the current plan, and a phone that scrolls only
// the plan grid sideways, never the page.
import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures.ts';

const planButtons = ['Join the Community', 'Subscribe to Standard', 'Subscribe to Enterprise'];
const policyName = 'e2e-license-reader';
const user = { accessKey: 'e2e-license-user', secretKey: 'license-user-secret-1' };

async function openLicense(page: Page) {
  await page.goto('license');
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'License' })).toBeVisible();
  await expect(page).toHaveTitle('License · Granary');
}

test('root sees the AGPLv3, the plans compared with Community as the current plan, and the details', async ({
  page,
  stack,
}) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'License' }).click();
  await expect(page).toHaveURL(/\/license$/);
  await expect(page.getByRole('region', { name: 'Open Source License' })).toContainText(
    'GNU Affero General Public License v3.0 (AGPLv3)',
  );
  await expect(page.getByText('This screen is not built yet.')).toHaveCount(0);

  const grid = page.getByRole('table', { name: 'Compare plans' });
  const headers = grid.getByRole('columnheader');
  await expect(headers).toHaveCount(4);
  await expect(headers.nth(1)).toContainText('Community');
  await expect(headers.nth(1)).toContainText('Current Plan');
  await expect(headers.nth(2)).toContainText('$10 per TB per month');
  await expect(headers.nth(3)).toContainText('$20 per TB per month');
  await expect(grid.getByText('Current Plan')).toHaveCount(1);
  await expect(grid.getByRole('rowheader')).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Join the Community' })).toHaveAttribute(
    'href',
    'https://min.io/community?ref=con',
  );
  for (const name of planButtons.slice(1))
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', 'https://min.io/pricing?ref=con');
  await expect(page.getByRole('link', { name: 'Compliance policy' })).toHaveAttribute(
    'href',
    'https://min.io/compliance',
  );
  await expect(page.getByRole('link', { name: 'Trademark policy' })).toHaveAttribute(
    'href',
    'https://min.io/logo',
  );

  await page.getByRole('button', { name: 'License details' }).click();
  const dialog = page.getByRole('dialog', { name: 'GNU AGPL v3.0 in brief' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /full text of the AGPLv3/ })).toHaveAttribute(
    'href',
    'https://www.gnu.org/licenses/agpl-3.0.html',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page never scrolls sideways; the plan grid scrolls in its own box to every button', async ({
    page,
    stack,
  }) => {
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openLicense(page);
    const width = 390;
    const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');
    expect(await pageWidth()).toBeLessThanOrEqual(width);

    const scrollBox = page.getByRole('region', { name: 'Compare plans' });
    const box = await scrollBox.boundingBox();
    if (!box) throw new Error('the plan grid has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The grid is wider than its box: it scrolls there, not on the page.
    expect(await scrollBox.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    for (const name of planButtons) {
      const button = page.getByRole('link', { name });
      await button.scrollIntoViewIfNeeded();
      const buttonBox = await button.boundingBox();
      if (!buttonBox) throw new Error(`${name} has no box`);
      expect(buttonBox.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(Math.min(width, box.x + box.width) + 1);
      expect(await pageWidth()).toBeLessThanOrEqual(width);
    }

    await page.getByRole('button', { name: 'License details' }).click();
    const dialog = page.getByRole('dialog', { name: 'GNU AGPL v3.0 in brief' });
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox?.x).toBeGreaterThanOrEqual(0);
    expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? width + 1)).toBeLessThanOrEqual(width);
  });
});

test.describe('a user with a narrow policy', () => {
  test.beforeAll(async ({ rootAdmin }) => {
    await rootAdmin.addCannedPolicy(policyName, {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
    });
    await rootAdmin.addUser(user.accessKey, user.secretKey, 'enabled');
    await rootAdmin.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
  });

  test.afterAll(async ({ rootAdmin }) => {
    await rootAdmin.removeUser(user.accessKey);
    await rootAdmin.removeCannedPolicy(policyName);
  });

  test('also reaches the License page', async ({ page }) => {
    await logIn(page, user.accessKey, user.secretKey);
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'License' })).toBeVisible();
    await openLicense(page);
    await expect(page).toHaveURL(/\/license$/);
    await expect(page.getByRole('table', { name: 'Compare plans' }).getByText('Current Plan')).toHaveCount(1);
  });
});
