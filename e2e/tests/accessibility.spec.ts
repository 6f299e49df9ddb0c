// Issue 17: an automated accessibility check of every built screen, light and dark, as an administrator
// sees it: axe-core's WCAG 2.1 A and AA rules, no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';
import { wcagTags } from '../support/axe.ts';

const bucket = 'e2e-axe';
/** Screens the side menu does not link to; every screen it does link to is read from the menu itself. */
const innerScreens = [
  `/object-browser/${bucket}`,
  `/buckets/${bucket}/admin`,
  '/users/e2e-axe-user',
  '/policies/readwrite',
  '/webhook/logger',
  '/webhook/audit',
];

const menuScreensAtLeast = [
  '/dashboard',
  '/object-browser',
  '/account',
  '/buckets',
  '/users',
  '/groups',
  '/policies',
  '/settings',
  '/kms',
  '/logs',
  '/watch',
  '/trace',
  '/heal',
  '/health-info',
  '/license',
];

type Found = { screen: string; id: string; impact: string; help: string; targets: string[] };

for (const scheme of ['light', 'dark'] as const) {
  test(`every built screen passes axe's WCAG 2.1 AA rules (${scheme})`, async ({
    page,
    stack,
    rootAdmin,
  }) => {
    test.setTimeout(120_000);
    const s3 = rootS3(stack.minio);
    await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/readme.txt', Body: 'hello' }));
    await rootAdmin.addUser('e2e-axe-user', 'e2e-axe-user-secret');
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('login');
    await expect(page.getByRole('heading', { name: 'Console Login' })).toBeVisible();
    const found: Found[] = [];
    const check = async (screen: string) => {
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      for (const violation of results.violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          found.push({
            screen,
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
          });
    };
    await check('/login');
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The admin's menu as the registry builds it: a screen added there is checked without a list to extend.
    const menuScreens = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) =>
        // The menu's own screens; its documentation link leaves the console.
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    // At least the screens the menu offered when this list was last written (a lost entry is a lost check).
    expect(menuScreens).toEqual(expect.arrayContaining(menuScreensAtLeast));
    for (const screen of [...menuScreens, ...innerScreens]) {
      await page.goto(screen.slice(1));
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check(screen);
    }
    expect(found).toEqual([]);
  });
}

// Issue 35, item 7: WCAG 2.4.1 and 2.4.7, from the keyboard.
test('the first Tab offers a skip link to the page, and a focused filled button shows a ring', async ({
  page,
  stack,
}) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await page.goto('buckets');
  await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab lands in the page, past the menu and the top bar.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);

  const create = page.getByRole('button', { name: 'Create Bucket' });
  await create.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(create).toBeFocused();
  await expect(create).toHaveCSS('outline-style', 'solid');
  await expect(create).toHaveCSS('outline-width', '2px');
});
