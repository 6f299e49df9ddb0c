import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, DeleteBucketPolicyCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';

const bucket = 'e2e-acc-bucket';
const objectKey = 'e2e-acc/public/hello.txt';
const policyName = 'e2e-acc/reader';
const member = { accessKey: 'e2e-acc-member', secretKey: 'acc-member-secret-1' };
const group = 'e2e-acc-group';
const restrictedPolicy = 'e2e-acc-no-users';
const restricted = { accessKey: 'e2e-acc-restricted', secretKey: 'acc-restricted-secret-1' };

const s3For = (stack: Stack) => rootS3(stack.minio);

const removeBucket = (s3: S3Client) => emptyAndDeleteBucket(s3, bucket);

test.beforeAll(async ({ stack, rootAdmin }) => {
  const s3 = s3For(stack);
  await removeBucket(s3);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: 'hello anonymous' }));
  await rootAdmin.addCannedPolicy(policyName, {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
  });
  await rootAdmin.addUser(member.accessKey, member.secretKey);
  await rootAdmin.updateGroupMembers({ group, members: [member.accessKey], isRemove: false });
  await rootAdmin.setPolicy({ policyNames: [policyName], entityName: group, isGroup: true });
  await rootAdmin.addCannedPolicy(restrictedPolicy, {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
      { Effect: 'Allow', Action: ['admin:ListUserPolicies', 'admin:GetPolicy'] },
    ],
  });
  await rootAdmin.addUser(restricted.accessKey, restricted.secretKey);
  await rootAdmin.setPolicy({
    policyNames: [restrictedPolicy],
    entityName: restricted.accessKey,
    isGroup: false,
  });
});

test.afterAll(async ({ stack, rootAdmin }) => {
  await removeBucket(s3For(stack));
  await rootAdmin.updateGroupMembers({ group, members: [member.accessKey], isRemove: true }).catch(() => {});
  await rootAdmin.removeGroup(group).catch(() => undefined);
  for (const user of [member, restricted]) await rootAdmin.removeUser(user.accessKey).catch(() => undefined);
  for (const name of [policyName, restrictedPolicy])
    await rootAdmin.removeCannedPolicy(name).catch(() => undefined);
});

async function openTab(page: Page, who: { accessKey: string; secretKey: string }, tab: 'access' | 'prefix') {
  await logIn(page, who.accessKey, who.secretKey);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`buckets/${bucket}/${tab}`);
}

const rootUser = (stack: Stack) => ({ accessKey: stack.minio.rootUser, secretKey: stack.minio.rootPassword });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('the audit lists the policies and users that reach the bucket, and their rows open them', async ({
  page,
  stack,
}) => {
  // Evaluates every policy, user and group on MinIO, then opens three rows: 16 s seen with the cores busy.
  test.setTimeout(60_000);
  await openTab(page, rootUser(stack), 'access');
  const subTabs = page.getByRole('tablist', { name: 'Access Audit' });
  await expect(subTabs.getByRole('tab', { name: 'Policies' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, policyName)).toBeVisible();
  await expect(row(page, 'consoleAdmin')).toBeVisible();
  await page.screenshot({ path: '/tmp/access-audit-policies.png' });
  await row(page, policyName).click();
  await expect(page).toHaveURL(/\/policies\/e2e-acc%2Freader$/);

  await page.goto(`buckets/${bucket}/access`);
  await page.getByRole('tab', { name: 'Users' }).click();
  const memberRow = row(page, member.accessKey);
  await expect(memberRow).toContainText(`${policyName} (group ${group})`);
  await expect(row(page, restricted.accessKey)).toBeVisible();
  await page.screenshot({ path: '/tmp/access-audit-users.png' });
  await memberRow.click();
  await expect(page).toHaveURL(new RegExp(`/users/${member.accessKey}$`));
});

test('an access rule lets anonymous users read under its prefix until it is deleted', async ({
  page,
  stack,
}) => {
  // Two bucket-policy writes, each followed by anonymous reads against MinIO: 13 s seen with the cores busy.
  test.setTimeout(60_000);
  const anonymousUrl = `${stack.minio.endpoint}/${bucket}/${objectKey}`;
  await s3For(stack).send(new DeleteBucketPolicyCommand({ Bucket: bucket }));
  expect((await fetch(anonymousUrl)).status).toBe(403);

  await openTab(page, rootUser(stack), 'prefix');
  await expect(page.getByText('There are no access rules yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Access Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Access Rule' });
  await dialog.getByLabel('Prefix').fill('e2e-acc/public/');
  await dialog.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'readonly', exact: true }).click();
  await page.screenshot({ path: '/tmp/access-rules-modal.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const ruleRow = row(page, 'e2e-acc/public/');
  await expect(ruleRow).toContainText('readonly');
  await expect(page.getByText('Access: Custom')).toBeVisible();
  await page.screenshot({ path: '/tmp/access-rules-table.png' });

  const anonymous = await fetch(anonymousUrl);
  expect(anonymous.status).toBe(200);
  expect(await anonymous.text()).toBe('hello anonymous');

  await ruleRow.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Access Rule' });
  await expect(confirm).toContainText('Are you sure you want to delete this access rule?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('There are no access rules yet.')).toBeVisible();
  expect((await fetch(anonymousUrl)).status).toBe(403);
});

test('Save stays disabled while the prefix is blank, and Clear resets the form', async ({ page, stack }) => {
  await openTab(page, rootUser(stack), 'prefix');
  await page.getByRole('button', { name: 'Add Access Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Access Rule' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Prefix').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Prefix').fill('photos/');
  await expect(save).toBeEnabled();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog.getByLabel('Prefix')).toHaveValue('');
  await expect(save).toBeDisabled();
});

test('a failed deletion shows the error in the dialog', async ({ page, stack }) => {
  await s3For(stack).send(new DeleteBucketPolicyCommand({ Bucket: bucket }));
  await openTab(page, rootUser(stack), 'prefix');
  await page.getByRole('button', { name: 'Add Access Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Access Rule' });
  await dialog.getByLabel('Prefix').fill('gone/');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'gone/')).toBeVisible();
  // Someone else removes the policy meanwhile: the rule no longer exists when it is deleted here.
  await s3For(stack).send(new DeleteBucketPolicyCommand({ Bucket: bucket }));
  await row(page, 'gone/').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Access Rule' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText("has no access rule for prefix 'gone/'");
});

test('a user without the /users page sees only the Policies sub-tab', async ({ page }) => {
  await openTab(page, restricted, 'access');
  const subTabs = page.getByRole('tablist', { name: 'Access Audit' });
  await expect(subTabs.getByRole('tab', { name: 'Policies' })).toBeVisible();
  await expect(subTabs.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await expect(row(page, policyName)).toBeVisible();
});
