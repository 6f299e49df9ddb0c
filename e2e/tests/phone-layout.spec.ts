// Issue 17, item 1: at phone width the menu slides over the page instead of squeezing it, and headers,
// tables and actions fit the screen.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
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
  await expect(page).toHaveTitle('Buckets · Granary');

  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

// Issue 17, item 1 (second part): boxes at 390×844 (the page's own layout, not a picture of it).
const phoneBucket = 'e2e-phone-layout-bucket';
const phoneUser = { accessKey: 'e2e-phone-layout-user', secretKey: 'phone-layout-secret-1' };

test.describe('at 390 px', () => {
  test.beforeAll(async ({ stack, rootAdmin }) => {
    await rootAdmin.addUser(phoneUser.accessKey, phoneUser.secretKey, 'enabled');
    const s3 = rootS3(stack.minio);
    await emptyAndDeleteBucket(s3, phoneBucket);
    await s3.send(new CreateBucketCommand({ Bucket: phoneBucket }));
    await s3.send(new PutObjectCommand({ Bucket: phoneBucket, Key: 'notes/report.txt', Body: 'phone' }));
  });
  test.afterAll(async ({ stack, rootAdmin }) => {
    await rootAdmin.removeUser(phoneUser.accessKey).catch(() => undefined);
    await emptyAndDeleteBucket(rootS3(stack.minio), phoneBucket);
  });

  test.beforeEach(async ({ page, stack }) => {
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the bucket detail header reads its name on one or two lines', async ({ page }) => {
    await page.goto(`buckets/${phoneBucket}/summary`);
    const heading = page.getByRole('heading', { level: 1, name: phoneBucket });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    // Before: a column a letter wide, the name one letter per line (over 600 px high).
    expect(box?.height).toBeLessThan(80);
    expect(box?.width).toBeGreaterThan(100);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });

  for (const [path, table, name] of [
    ['buckets', 'Buckets', phoneBucket],
    ['users', 'Users', phoneUser.accessKey],
  ] as const) {
    test(`the row actions of ${path} stay on the screen`, async ({ page }) => {
      await page.goto(path);
      const rows = page.getByRole('table', { name: table }).getByRole('row');
      const row = rows.filter({ hasText: name });
      const buttons = row.getByRole('button');
      await expect(buttons.first()).toBeVisible();
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const box = await buttons.nth(index).boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
    });
  }

  test('an empty list says so where it can be read, not centred across its columns off the screen', async ({
    page,
  }) => {
    await page.goto('users');
    await page.getByLabel('Search Users').fill('no-such-user-anywhere');
    const message = page.getByRole('table', { name: 'Users' }).getByText('No users match the search');
    await expect(message).toBeVisible();
    const box = await message.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });

  test("the object's actions keep each label on one line", async ({ page }) => {
    await page.goto(`object-browser/${phoneBucket}/notes/report.txt`);
    const remove = page.getByRole('button', { name: 'Delete Object' });
    await expect(remove).toBeVisible();
    const heights = await Promise.all(
      ['Share', 'Download', 'Delete Object'].map(async (label) => {
        const box = await page.getByRole('button', { name: label, exact: true }).boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        return box?.height;
      }),
    );
    expect(heights[2]).toBe(heights[0]);
    expect(heights[1]).toBe(heights[0]);
  });
});

// Issue 35, item 7: in a phone's own browser a page wider than the screen (the dashboard's Resources tab
// was 683 px wide at 390) widens the layout viewport and lengthens it in proportion; the menu, as tall
// as that viewport, put Logout 1,470 px down a screen 844 px tall.
for (const phone of [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
]) {
  test.describe(`in a phone's browser at ${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });

    test('Logout stays on the screen at the foot of the open menu', async ({ page, stack }) => {
      await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const logout = menu.getByRole('button', { name: 'Logout' });
      /** Where Logout is, checked to be on the screen without scrolling the page. */
      const logoutOnScreen = async () => {
        const box = await logout.boundingBox();
        if (!box) throw new Error('Logout has no box');
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
        expect(await page.evaluate<number>('window.scrollY')).toBe(0);
        return box;
      };

      await page.getByRole('button', { name: 'Show menu' }).click();
      await expect(logout).toBeVisible();
      await logoutOnScreen();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);

      // Any page wider than the screen: a box in the page stands for it.
      await page.locator('main').evaluate((main) => {
        const wide = main.ownerDocument.createElement('div');
        wide.style.width = '700px';
        wide.style.height = '1px';
        main.append(wide);
      });
      await expect.poll(() => page.evaluate<number>('window.innerHeight')).toBeGreaterThan(phone.height);
      await page.getByRole('button', { name: 'Show menu' }).click();
      await expect(logout).toBeVisible();
      await logoutOnScreen();

      // On the short phone the items scroll between the logo and Logout, which keeps its place.
      const last = menu.getByRole('link', { name: 'Documentation' });
      await last.scrollIntoViewIfNeeded();
      const lastBox = await last.boundingBox();
      const logoutBox = await logoutOnScreen();
      expect((lastBox?.y ?? Infinity) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(logoutBox.y);
    });
  });
}
