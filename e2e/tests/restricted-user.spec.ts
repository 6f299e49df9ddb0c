import { expect, logIn, test } from '../fixtures.ts';

const policyName = 'e2e-restricted';
const user = { accessKey: 'e2e-restricted-user', secretKey: 'restricted-secret-1' };

test.beforeAll(async ({ rootAdmin }) => {
  await rootAdmin.addCannedPolicy(policyName, {
    Version: '2012-10-17',
    Statement: [
      // MinIO accepts wildcards in S3 actions only; admin actions must be exact names or admin:*.
      { Effect: 'Allow', Action: ['s3:List*', 's3:Get*'], Resource: ['arn:aws:s3:::*'] },
      {
        Effect: 'Allow',
        Action: ['admin:ServerInfo', 'admin:ListGroups', 'admin:ListUserPolicies', 'admin:ListUsers'],
      },
      { Effect: 'Deny', Action: ['admin:ListUsers'] },
    ],
  });
  await rootAdmin.addUser(user.accessKey, user.secretKey, 'enabled');
  await rootAdmin.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
});

test.afterAll(async ({ rootAdmin }) => {
  await rootAdmin.removeUser(user.accessKey);
  await rootAdmin.removeCannedPolicy(policyName);
});

test('a restricted user sees only the permitted entries', async ({ page }) => {
  await logIn(page, user.accessKey, user.secretKey);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation');
  for (const name of [
    'Dashboard',
    'Object Browser',
    'Buckets',
    'Groups',
    'IAM Policies',
    'Watch',
    'Documentation',
  ])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Users', 'Settings', 'Logs', 'Trace', 'Heal', 'Diagnostic'])
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('a restricted user is redirected away from a forbidden route', async ({ page }) => {
  await logIn(page, user.accessKey, user.secretKey);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('settings');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
