import type { Page } from '@playwright/test';
import type { AdminClient, PolicyDocument } from '@granary/madmin';
import { expect, logIn, test } from '../fixtures.ts';

const policyName = 'e2e-policy-photos';
const user = { accessKey: 'e2e-policy-user', secretKey: 'policy-user-secret-1' };
const group = 'e2e-policy-group';

const readPhotos: PolicyDocument = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] }],
};
const readWritePhotos: PolicyDocument = {
  Version: '2012-10-17',
  Statement: [
    { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject'], Resource: ['arn:aws:s3:::photos/*'] },
    { Effect: 'Deny', Action: ['s3:DeleteObject'], Resource: ['arn:aws:s3:::photos/*'] },
  ],
};

/** MinIO keeps a statement's actions and resources as sets: it may answer them in any order. */
function sortedStatements(policy: PolicyDocument) {
  const sorted = (value: string | string[] | undefined) => [value ?? []].flat().sort();
  return policy.Statement.map(({ Effect, Action, Resource }) => ({
    Effect,
    Action: sorted(Action),
    Resource: sorted(Resource),
  }));
}

async function cleanUp(rootAdmin: AdminClient) {
  await rootAdmin.removeUser(user.accessKey).catch(() => undefined);
  await rootAdmin.removeGroup(group).catch(() => undefined);
  await rootAdmin.removeCannedPolicy(policyName).catch(() => undefined);
}

test.beforeAll(async ({ rootAdmin }) => cleanUp(rootAdmin));
test.afterAll(async ({ rootAdmin }) => cleanUp(rootAdmin));

async function openPolicies(page: Page, stack: { minio: { rootUser: string; rootPassword: string } }) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('policies');
  await expect(page.getByRole('heading', { name: 'IAM Policies' })).toBeVisible();
}

const policyRow = (page: Page) => page.getByRole('row').filter({ hasText: policyName });

test('create, inspect, edit and delete a policy', async ({ page, stack, rootAdmin }) => {
  test.setTimeout(90_000);
  await openPolicies(page, stack);

  await test.step('invalid JSON is refused with a message', async () => {
    await page.getByRole('button', { name: 'Create Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Policy' });
    await dialog.getByLabel('Policy Name').fill(policyName);
    await dialog
      .getByRole('textbox', { name: 'Policy Document' })
      .fill('{"Statement": [ {"Effect": "Allow" ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Policy is not valid JSON');
    await expect(dialog).toBeVisible();
    expect(Object.keys(await rootAdmin.listCannedPolicies())).not.toContain(policyName);

    await dialog.getByRole('textbox', { name: 'Policy Document' }).fill('{"Statement": []}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Statement must hold at least one statement');
  });

  await test.step('create it through the modal', async () => {
    const dialog = page.getByRole('dialog', { name: 'Create Policy' });
    await dialog.getByRole('textbox', { name: 'Policy Document' }).fill(JSON.stringify(readPhotos, null, 2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search Policies' }).fill('photos');
    await expect(policyRow(page)).toBeVisible();
    expect(sortedStatements(await rootAdmin.infoCannedPolicy(policyName))).toEqual(
      sortedStatements(readPhotos),
    );
  });

  await test.step('view its Summary and JSON', async () => {
    await policyRow(page).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/policies/${policyName}$`));
    await expect(page.getByRole('heading', { name: policyName })).toBeVisible();
    const statement = page.getByRole('region', { name: 'Statement 1' });
    await expect(statement.getByText('Allow')).toBeVisible();
    await expect(statement.getByRole('list', { name: 'Actions' })).toHaveText('s3:GetObject');
    await expect(statement.getByRole('list', { name: 'Resources' })).toHaveText('arn:aws:s3:::photos/*');

    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect(page.getByRole('textbox', { name: 'Raw Policy' })).toContainText('"s3:GetObject"');
  });

  await test.step('edit the JSON and save it', async () => {
    const editor = page.getByRole('textbox', { name: 'Raw Policy' });
    await editor.fill('{ "Statement": [ }');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Policy is not valid JSON' })).toBeVisible();

    await editor.fill(JSON.stringify(readWritePhotos, null, 2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Policy successfully updated')).toBeVisible();
    expect(sortedStatements(await rootAdmin.infoCannedPolicy(policyName))).toEqual(
      sortedStatements(readWritePhotos),
    );

    await page.getByRole('tab', { name: 'Summary' }).click();
    await expect(page.getByRole('region', { name: 'Statement 2' }).getByText('Deny')).toBeVisible();
  });

  await test.step('see the user and the group it is attached to', async () => {
    await rootAdmin.addUser(user.accessKey, user.secretKey, 'enabled');
    await rootAdmin.updateGroupMembers({ group, members: [user.accessKey], isRemove: false });
    await rootAdmin.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
    await rootAdmin.setPolicy({ policyNames: [policyName], entityName: group, isGroup: true });

    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('searchbox', { name: 'Search Groups' }).fill('policy-group');
    await expect(page.getByRole('row').filter({ hasText: group })).toBeVisible();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search Users' }).fill('nobody-matches');
    await expect(page.getByRole('row').filter({ hasText: user.accessKey })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search Users' }).fill('policy-user');
    const userRow = page.getByRole('row').filter({ hasText: user.accessKey });
    await expect(userRow).toBeVisible();
    await userRow.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${user.accessKey}$`));
  });

  await test.step('delete it from the list', async () => {
    await rootAdmin.removeUser(user.accessKey);
    await rootAdmin.removeGroup(group).catch(async () => {
      await rootAdmin.updateGroupMembers({ group, members: [], isRemove: true });
      await rootAdmin.removeGroup(group);
    });
    await page.goto('policies');
    await page.getByRole('searchbox', { name: 'Search Policies' }).fill(policyName);
    await policyRow(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Policy' });
    await expect(dialog).toContainText(`Are you sure you want to delete policy ${policyName}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(policyRow(page)).toHaveCount(0);
    expect(Object.keys(await rootAdmin.listCannedPolicies())).not.toContain(policyName);
  });
});
