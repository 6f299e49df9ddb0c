import type { Page } from '@playwright/test';
import type { AdminClient } from '@granary/madmin';
import { expect, logIn, test } from '../fixtures.ts';

const user = { accessKey: 'e2e-ui-user', secretKey: 'ui-user-secret-1', newSecretKey: 'ui-user-secret-2' };
const group = 'e2e-ui-users-group';
const helper = { accessKey: 'e2e-ui-helper', secretKey: 'ui-helper-secret-1' };
const restricted = { accessKey: 'e2e-ui-no-admin', secretKey: 'no-admin-secret-1' };
const s3OnlyPolicy = 'e2e-ui-s3-only';

async function cleanUp(rootAdmin: AdminClient) {
  for (const name of [user.accessKey, helper.accessKey, restricted.accessKey])
    await rootAdmin.removeUser(name).catch(() => undefined);
  await rootAdmin.removeGroup(group).catch(() => undefined);
  await rootAdmin.removeCannedPolicy(s3OnlyPolicy).catch(() => undefined);
}

test.beforeAll(async ({ rootAdmin }) => {
  await cleanUp(rootAdmin);
  // A group needs a member to exist.
  await rootAdmin.addUser(helper.accessKey, helper.secretKey);
  await rootAdmin.updateGroupMembers({ group, members: [helper.accessKey], isRemove: false });
  await rootAdmin.addCannedPolicy(s3OnlyPolicy, {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] }],
  });
  await rootAdmin.addUser(restricted.accessKey, restricted.secretKey);
  await rootAdmin.setPolicy({
    policyNames: [s3OnlyPolicy],
    entityName: restricted.accessKey,
    isGroup: false,
  });
});

test.afterAll(async ({ rootAdmin }) => {
  await rootAdmin
    .updateGroupMembers({ group, members: [user.accessKey, helper.accessKey], isRemove: true })
    .catch(() => undefined);
  await cleanUp(rootAdmin);
});

const userRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openUsers(page: Page, stack: { minio: { rootUser: string; rootPassword: string } }) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

test('create, disable, group, assign a policy, change the password of and delete a user', async ({
  page,
  stack,
  rootAdmin,
  browser,
}) => {
  test.setTimeout(120_000);
  await openUsers(page, stack);

  await test.step('create the user; a short secret key is refused', async () => {
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Access Key').fill(user.accessKey);
    await dialog.getByLabel('Secret Key').fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Passwords must be at least 8 characters long')).toBeVisible();
    await dialog.getByLabel('Secret Key').fill(user.secretKey);
    await expect(dialog.getByText('Passwords must be at least 8 characters long')).toBeHidden();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(user.accessKey);
    await expect(userRow(page, user.accessKey)).toBeVisible();
    await expect(userRow(page, user.accessKey)).toContainText('Enabled');
    expect((await rootAdmin.userInfo(user.accessKey)).status).toBe('enabled');
  });

  await test.step('disable and enable it from its page', async () => {
    await userRow(page, user.accessKey).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${user.accessKey}$`));
    await expect(page.getByRole('heading', { name: user.accessKey })).toBeVisible();
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    expect((await rootAdmin.userInfo(user.accessKey)).status).toBe('disabled');
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Disable', exact: true })).toBeVisible();
    expect((await rootAdmin.userInfo(user.accessKey)).status).toBe('enabled');
  });

  await test.step('add it to a group with the bulk Add to Group', async () => {
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(user.accessKey);
    await expect(page.getByRole('button', { name: 'Add to Group' })).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select ${user.accessKey}` }).check();
    await page.getByRole('button', { name: 'Add to Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Users to Group' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('You need to select at least one group to assign')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Filter by Group' }).fill(group);
    await dialog.getByRole('checkbox', { name: `Select ${group}` }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const done = page.getByRole('dialog', { name: 'Users added to groups' });
    await expect(done.getByRole('region', { name: 'Groups' })).toContainText(group);
    await expect(done.getByRole('region', { name: 'Users' })).toContainText(user.accessKey);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
    expect((await rootAdmin.groupInfo(group)).members).toContain(user.accessKey);
    await expect(userRow(page, user.accessKey)).toContainText(group);
  });

  await test.step('assign a policy on its page', async () => {
    await userRow(page, user.accessKey).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('table', { name: 'Groups of the user' })).toContainText(group);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.getByRole('button', { name: 'Assign Policies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Policies' });
    await dialog.getByRole('checkbox', { name: 'Select readonly' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Policy successfully updated')).toBeVisible();
    const policies = page.getByRole('table', { name: 'Policies of the user' });
    await expect(policies.getByRole('row').filter({ hasText: 'readonly' })).toBeVisible();
    expect((await rootAdmin.userInfo(user.accessKey)).policyName).toBe('readonly');
  });

  await test.step('change its password, then log in with the new one', async () => {
    // Issue 17, item 12: labelled header actions and the same '/' breadcrumbs as elsewhere.
    await expect(page.getByRole('button', { name: 'Delete User' })).toHaveText('Delete User');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(`Users/${user.accessKey}`);
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveText('Change Password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change User Password' });
    await dialog.getByLabel('New Password', { exact: true }).fill('short');
    await dialog.getByLabel('Type New Password Again').fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Passwords must be at least 8 characters long')).toBeVisible();
    await dialog.getByLabel('New Password', { exact: true }).fill(user.newSecretKey);
    await dialog.getByLabel('Type New Password Again').fill(user.newSecretKey);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const context = await browser.newContext({ baseURL: stack.baseURL });
    const other = await context.newPage();
    await logIn(other, user.accessKey, user.newSecretKey);
    await expect(other.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(other).not.toHaveURL(/\/login$/);
    await context.close();
  });

  await test.step('the policy row leads to the policy', async () => {
    await page
      .getByRole('table', { name: 'Policies of the user' })
      .getByRole('row')
      .filter({ hasText: 'readonly' })
      .click();
    await expect(page).toHaveURL(/\/policies\/readonly$/);
    await page.goBack();
  });

  await test.step('delete it', async () => {
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete User' });
    await expect(dialog).toContainText(`Are you sure you want to delete user ${user.accessKey}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(user.accessKey);
    await expect(page.getByText('No users match the search')).toBeVisible();
    expect(Object.keys(await rootAdmin.listUsers())).not.toContain(user.accessKey);
  });
});

test('a user without admin actions neither sees nor reaches Users and Groups', async ({ page }) => {
  await logIn(page, restricted.accessKey, restricted.secretKey);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Buckets', exact: true })).toBeVisible();
  for (const name of ['Users', 'Groups'])
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  for (const path of ['users', 'users/someone', 'groups']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/(users|groups)/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toHaveCount(0);
  }
});
