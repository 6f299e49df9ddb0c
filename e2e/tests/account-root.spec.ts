// Issue 17, item 6: MinIO cannot change its root user's password through the admin API, so the console
// does not offer it, and says why.
import { expect, logIn, test } from '../fixtures.ts';

test("root's Change Password is off, with the reason on hover", async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('account');
  const button = page.getByRole('button', { name: 'Change Password' });
  await expect(button).toBeDisabled();
  await button.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    "MinIO's root password is set where MinIO runs (MINIO_ROOT_PASSWORD)",
  );
});
