import { expect, logIn, test } from '../fixtures.ts';

const adminEntries = [
  'Dashboard',
  'Object Browser',
  'Service Accounts',
  'Buckets',
  'Users',
  'Groups',
  'IAM Policies',
  'Settings',
  'KMS',
  'Logs',
  'Watch',
  'Trace',
  'Heal',
  'Diagnostic',
  'License',
  'Documentation',
];

test('root logs in and sees every admin menu entry', async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation');
  for (const name of adminEntries) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByText('Logout')).toBeVisible();
  await menu.getByRole('link', { name: 'Buckets', exact: true }).click();
  await expect(page).toHaveURL(/\/buckets$/);
  await expect(page.getByRole('heading', { name: 'Buckets' })).toBeVisible();
  await expect(page.getByPlaceholder('Search Buckets')).toBeVisible();
});

test('a wrong password shows the error and stays on the login screen', async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, 'definitely-not-the-password');
  await expect(page.getByText('Invalid login: check the username and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Enter Username')).toBeEnabled();
});

test('the Login button stays disabled until both fields are filled', async ({ page }) => {
  await page.goto('login');
  const button = page.getByRole('button', { name: 'Login' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Enter Username').fill('someone');
  await expect(button).toBeDisabled();
  await page.getByLabel('Enter Password').fill('secret');
  await expect(button).toBeEnabled();
});

test('a tampered cookie sends the browser to /login', async ({ page, context, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie after login');
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  const flipped = `${cookie.value.slice(0, 10)}${cookie.value[10] === 'A' ? 'B' : 'A'}${cookie.value.slice(11)}`;
  await context.addCookies([{ ...cookie, value: flipped }]);
  await page.goto('buckets');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('logout ends at /login and the session is gone', async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown page shows 404 Not Found', async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('no-such-page');
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test('the backend failure text offers a Retry that recovers', async ({ page }) => {
  await page.route('**/api/v1/login', (route) => route.abort('connectionrefused'));
  await page.goto('login');
  await expect(page.getByText('An error has occurred, the backend cannot be reached.')).toBeVisible();
  await page.unroute('**/api/v1/login');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Console Login')).toBeVisible();
});

test('the console works under the /api/proxy prefix', async ({ page, stack }) => {
  await page.goto('api/proxy/tenant-ns/tenant-a/login');
  await page.getByLabel('Enter Username').fill(stack.minio.rootUser);
  await page.getByLabel('Enter Password').fill(stack.minio.rootPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/api\/proxy\/tenant-ns\/tenant-a\/dashboard$/);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Buckets', exact: true }),
  ).toBeVisible();
});

test('loading the login page and the console breaks no rule of the CSP', async ({ page, stack }) => {
  await page.addInitScript(`
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile));
  `);
  const violations = () => page.evaluate<string[]>('window.cspViolations');
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('buckets');
  await expect(page.getByRole('heading', { name: 'Buckets' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
