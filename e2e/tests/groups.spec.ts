import type { Page } from '@playwright/test';
import type { AdminClient } from '@granary/madmin';
import { expect, logIn, test } from '../fixtures.ts';

const group = 'e2e-ui-group';
const members = [
  { accessKey: 'e2e-ui-group-ann', secretKey: 'group-member-secret-1' },
  { accessKey: 'e2e-ui-group-ben', secretKey: 'group-member-secret-2' },
];

async function cleanUp(rootAdmin: AdminClient) {
  const names = members.map((member) => member.accessKey);
  await rootAdmin.updateGroupMembers({ group, members: names, isRemove: true }).catch(() => undefined);
  await rootAdmin.removeGroup(group).catch(() => undefined);
  for (const name of names) await rootAdmin.removeUser(name).catch(() => undefined);
}

test.beforeAll(async ({ rootAdmin }) => {
  await cleanUp(rootAdmin);
  for (const member of members) await rootAdmin.addUser(member.accessKey, member.secretKey);
});
test.afterAll(async ({ rootAdmin }) => cleanUp(rootAdmin));

const groupRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Groups' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: group, exact: true }) });

test('create a group with members, set its policies, disable it and delete it', async ({
  page,
  stack,
  rootAdmin,
}) => {
  test.setTimeout(90_000);
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Groups', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();

  await test.step('create it; a blank name is refused', async () => {
    await page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Group' });
    await dialog.getByLabel('Group Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Group Name must not be blank')).toBeVisible();
    await dialog.getByLabel('Group Name').fill(group);
    await dialog.getByRole('searchbox', { name: 'Filter by User' }).fill('e2e-ui-group-');
    for (const member of members)
      await dialog.getByRole('checkbox', { name: `Select ${member.accessKey}` }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search Groups' }).fill(group);
    await expect(groupRow(page)).toBeVisible();
    const info = await rootAdmin.groupInfo(group);
    expect(info.members.sort()).toEqual(members.map((member) => member.accessKey).sort());
  });

  await test.step('set its policies', async () => {
    await groupRow(page).getByRole('button', { name: 'Set Policies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Policies' });
    await dialog.getByRole('checkbox', { name: 'Select readonly' }).check();
    await dialog.getByRole('checkbox', { name: 'Select diagnostics' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Policy successfully updated')).toBeVisible();
    const policies = (await rootAdmin.groupInfo(group)).policy.split(',').sort();
    expect(policies).toEqual(['diagnostics', 'readonly']);
  });

  await test.step('disable it and drop a member in Edit Group', async () => {
    await groupRow(page).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Group' });
    const enabled = dialog.getByRole('switch', { name: 'Group enabled' });
    await expect(enabled).toBeChecked();
    await enabled.uncheck();
    await dialog.getByRole('checkbox', { name: `Select ${members[1]?.accessKey}` }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const info = await rootAdmin.groupInfo(group);
    expect(info.status).toBe('disabled');
    expect(info.members).toEqual([members[0]?.accessKey]);
  });

  await test.step('delete it', async () => {
    await groupRow(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Group' });
    await expect(dialog).toContainText(`Are you sure you want to delete group ${group}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No groups match the search')).toBeVisible();
    expect(await rootAdmin.listGroups()).not.toContain(group);
  });
});
