import path from 'node:path';
import { expect, logIn, test } from '../fixtures.ts';

const shots = path.join(import.meta.dirname, '..', 'screenshots');

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the login screen and the shell (${scheme})`, async ({ page, stack }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('login');
    await expect(page.getByText('Console Login')).toBeVisible();
    await expect(page.getByLabel('Enter Username')).toBeFocused();
    await page.screenshot({ path: path.join(shots, `login-${scheme}.png`), animations: 'disabled' });
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Buckets', exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: path.join(shots, `shell-${scheme}.png`), animations: 'disabled' });
    const background = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    const [red = 0] = background.match(/\d+/g)?.map(Number) ?? [];
    if (scheme === 'dark') expect(red).toBeLessThan(80);
    else expect(red).toBeGreaterThan(200);
  });
}
