// Issue 17, item 1 (first part): at phone width the menu slides over the page instead of squeezing it.
import { expect, logIn, test } from '../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu opens over the page and closes when an item is chosen', async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A CSS locator: while the menu is open the page behind it is hidden from the accessibility tree.
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toHaveCount(0);
  const pageBox = await main.boundingBox();
  expect(pageBox?.width).toBeGreaterThanOrEqual(385);

  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(menu).toBeVisible();
  // It slides in from the left edge.
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  expect((await menu.boundingBox())?.width).toBeLessThanOrEqual(390 * 0.85 + 1);
  // The page keeps its width under the menu (before, it was squeezed into a 145 px column).
  expect((await main.boundingBox())?.width).toBe(pageBox?.width);

  await menu.getByRole('link', { name: 'Buckets', exact: true }).click();
  await expect(page).toHaveURL(/\/buckets$/);
  await expect(menu).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();
  // Issue 17, item 12: each screen names the browser tab.
  await expect(page).toHaveTitle('Buckets · Silo');

  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});
