import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AdminClient } from '@granary/madmin';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';

const owner = { accessKey: 'e2e-sa-owner', secretKey: 'sa-owner-secret-1' };
const passwordUser = { accessKey: 'e2e-password-user', secretKey: 'password-user-old-1' };
const newPassword = 'password-user-new-2';
const shareBucket = 'e2e-share-links';
const onlyListBuckets = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
};

test.beforeAll(async ({ rootAdmin }) => {
  for (const account of [owner, passwordUser]) {
    await rootAdmin.addUser(account.accessKey, account.secretKey, 'enabled');
    await rootAdmin.setPolicy({ policyNames: ['readwrite'], entityName: account.accessKey, isGroup: false });
  }
});

test.afterAll(async ({ rootAdmin, stack }) => {
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, shareBucket).catch(() => undefined);
  s3.destroy();
  for (const sa of await rootAdmin.listServiceAccounts(owner.accessKey).catch(() => []))
    await rootAdmin.deleteServiceAccount(sa.accessKey).catch(() => undefined);
  await rootAdmin.removeUser(owner.accessKey).catch(() => undefined);
  await rootAdmin.removeUser(passwordUser.accessKey).catch(() => undefined);
});

async function openAccount(page: Page, account: { accessKey: string; secretKey: string }) {
  await logIn(page, account.accessKey, account.secretKey);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('account');
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
}

/** Creates a service account through the UI and returns the keys shown once, checked against the download. */
async function createServiceAccount(page: Page, policy?: object) {
  await page.getByRole('button', { name: 'Create service account' }).click();
  const create = page.getByRole('dialog', { name: 'Create Service Account' });
  await expect(create).toContainText('inherits the policies of its parent user');
  if (policy) {
    await create.getByLabel('Restrict with policy').check();
    const editor = create.getByRole('textbox', { name: 'Policy' });
    await editor.fill('{"Statement": "nope"}');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByRole('alert')).toContainText('Policy is not valid');
    await editor.fill(JSON.stringify(policy, null, 2));
  }
  await create.getByRole('button', { name: 'Create' }).click();

  const created = page.getByRole('dialog', { name: 'New Service Account Created' });
  // Creating one is an encrypted admin call (an Argon2id derivation) plus the list's reload.
  await expect(created).toContainText(
    'Write these down, as this is the only time the secret will be displayed.',
    { timeout: 30_000 },
  );
  const accessKey = await created.getByLabel('Access Key', { exact: true }).inputValue();
  const secretKey = await created.getByLabel('Secret Key', { exact: true }).inputValue();
  expect(accessKey).not.toBe('');
  expect(secretKey).not.toBe('');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    created.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('credentials.json');
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  expect(file).toEqual([{ access_key: accessKey, secret_key: secretKey }]);

  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  return { accessKeyId: accessKey, secretAccessKey: secretKey };
}

async function deleteServiceAccount(page: Page, accessKey: string) {
  await page.getByRole('searchbox', { name: 'Search Service Accounts' }).fill(accessKey);
  await page.getByRole('row').filter({ hasText: accessKey }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Service Account' });
  await expect(dialog).toContainText(`Are you sure you want to delete service account ${accessKey}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: accessKey })).toHaveCount(0);
}

test('create service accounts with and without a policy, use their keys, delete them', async ({
  page,
  stack,
  rootAdmin,
}) => {
  test.setTimeout(90_000);
  await openAccount(page, owner);
  const client = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
    new AdminClient({ endpoint: stack.minio.endpoint, credentials });

  const plain = await createServiceAccount(page);
  await expect(page.getByRole('row').filter({ hasText: plain.accessKeyId })).toBeVisible();
  expect((await client(plain).accountInfo()).AccountName).toBe(owner.accessKey);
  expect((await rootAdmin.infoServiceAccount(plain.accessKeyId)).impliedPolicy).toBe(true);

  const restricted = await createServiceAccount(page, onlyListBuckets);
  expect((await client(restricted).accountInfo()).AccountName).toBe(owner.accessKey);
  const info = await rootAdmin.infoServiceAccount(restricted.accessKeyId);
  expect(info.impliedPolicy).toBe(false);
  expect(info.policy?.Statement).toMatchObject(onlyListBuckets.Statement);

  await deleteServiceAccount(page, plain.accessKeyId);
  await deleteServiceAccount(page, restricted.accessKeyId);
  await expect(client(plain).accountInfo()).rejects.toThrow();
});

test('a user changes their own password and logs in with the new one', async ({ page }) => {
  await openAccount(page, passwordUser);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Current Password').fill(passwordUser.secretKey);
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Type New Password Again').fill(`${newPassword}x`);
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText("New passwords don't match");

  await dialog.getByLabel('New Password', { exact: true }).fill('short');
  await dialog.getByLabel('Type New Password Again').fill('short');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Passwords must be at least 8 characters long');

  await dialog.getByLabel('Current Password').fill('not-the-password');
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Type New Password Again').fill(newPassword);
  await save.click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Current Password').fill(passwordUser.secretKey);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  // The session goes on with the new cookie.
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, passwordUser.accessKey, passwordUser.secretKey);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, passwordUser.accessKey, newPassword);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation')).toBeVisible();
});

/** Shares a file through the object browser and returns the link shown. */
async function shareFile(page: Page, name: string) {
  await page.goto(`object-browser/${shareBucket}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share File' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const url = await dialog.getByLabel('Share URL', { exact: true }).inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return url;
}

test('share links are listed apart from service accounts, with their expiry, and revoked there', async ({
  page,
  stack,
  playwright,
}) => {
  test.setTimeout(90_000);
  const s3 = rootS3(stack.minio);
  await s3.send(new CreateBucketCommand({ Bucket: shareBucket })).catch(() => undefined);
  for (const key of ['kept.txt', 'revoked.txt'])
    await s3.send(new PutObjectCommand({ Bucket: shareBucket, Key: key, Body: `content of ${key}` }));
  s3.destroy();

  await openAccount(page, owner);
  const own = await createServiceAccount(page);
  const keptUrl = await shareFile(page, 'kept.txt');
  const revokedUrl = await shareFile(page, 'revoked.txt');

  await page.goto('account');
  const accounts = page.getByRole('table', { name: 'Service accounts' });
  await expect(accounts.getByRole('row').filter({ hasText: own.accessKeyId })).toBeVisible();
  // Each link's key is not one of the user's service accounts: the list holds only theirs.
  await expect(accounts.getByRole('row').filter({ hasText: 'granary-share-link' })).toHaveCount(0);
  const links = page.getByRole('table', { name: 'Share links' });
  const endOfToday = await page.evaluate(() => {
    const end = new Date();
    end.setHours(23, 59, 59, 0);
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(end);
  });
  for (const name of ['kept.txt', 'revoked.txt'])
    await expect(links.getByRole('row').filter({ hasText: `${shareBucket}/${name}` })).toContainText(
      endOfToday,
    );

  await links.getByRole('button', { name: `Revoke the share link to ${shareBucket}/revoked.txt` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke Share Link' });
  await expect(dialog).toContainText('stops working at once for everyone who has it');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Share link revoked')).toBeVisible();
  await expect(links.getByRole('row').filter({ hasText: 'revoked.txt' })).toHaveCount(0);
  await expect(links.getByRole('row').filter({ hasText: 'kept.txt' })).toHaveCount(1);

  const stranger = await playwright.request.newContext();
  expect((await stranger.get(revokedUrl)).status()).toBe(410);
  expect(await (await stranger.get(keptUrl)).text()).toBe('content of kept.txt');
  await stranger.dispose();
});
