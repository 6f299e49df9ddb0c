import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectLegalHoldCommand,
  GetObjectRetentionCommand,
  GetObjectTaggingCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, logIn, test } from '../fixtures.ts';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import type { Stack } from '../stack.ts';

/** A fresh name each run: a bucket with object lock cannot always be emptied at once. */
const bucket = `e2e-od-${Date.now().toString(36)}`;

const s3For = (stack: Stack) => rootS3(stack.minio);

const removeBucket = (s3: S3Client) => emptyAndDeleteBucket(s3, bucket);

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await s3.send(new CreateBucketCommand({ Bucket: bucket, ObjectLockEnabledForBucket: true }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt', Body: 'first' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt', Body: 'second' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt.bak', Body: 'other key' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/gone.txt', Body: 'bye' }));
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'docs/gone.txt' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/remove-me.txt', Body: 'x' }));
  for (const Body of ['one', 'two two', 'three three three'])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/history.txt', Body }));
  for (const Body of ['old', 'new'])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/pruned.txt', Body }));
});

test.afterAll(async ({ stack }) => removeBucket(s3For(stack)));

const report = { Bucket: bucket, Key: 'docs/report.txt' };

async function openObject(page: Page, stack: Stack, key: string, versionId?: string) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`object-browser/${bucket}/${key}${versionId ? `?version_id=${versionId}` : ''}`);
  await expect(page.getByRole('heading', { name: key.split('/').pop(), level: 1 })).toBeVisible();
}

/** The key's version ids, oldest first (delete markers included). */
async function versionIds(s3: S3Client, Key: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: Key }));
  return [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])]
    .filter((entry) => entry.Key === Key)
    .sort((a, b) => Number(a.LastModified) - Number(b.LastModified))
    .map((entry) => entry.VersionId ?? '');
}

test('adds and deletes a tag', async ({ page, stack }) => {
  const s3 = s3For(stack);
  await openObject(page, stack, 'docs/report.txt');
  await page.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tag' });
  await dialog.getByLabel('Tag Key').fill('team');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Tag Label').fill('blue');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['team : blue']);
  expect((await s3.send(new GetObjectTaggingCommand(report))).TagSet).toEqual([
    { Key: 'team', Value: 'blue' },
  ]);
  await page.screenshot({ path: '/tmp/od-details-light.png', fullPage: true });

  await tags.getByRole('button', { name: 'Delete tag team' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Tag' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The list may be empty for a moment while it reloads: the snackbar says the server is done.
  await expect(page.getByText("Tag 'team' deleted.")).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveCount(0);
  expect((await s3.send(new GetObjectTaggingCommand(report))).TagSet).toEqual([]);
});

test('sets a legal hold and governance retention, then removes them', async ({ page, stack }) => {
  const s3 = s3For(stack);
  await openObject(page, stack, 'docs/report.txt');
  await expect(page.getByLabel('Legal Hold', { exact: true })).toHaveText('Off');
  await page.getByRole('button', { name: 'Set Legal Hold' }).click();
  const hold = page.getByRole('dialog', { name: 'Set Legal Hold' });
  await hold.getByLabel('Legal Hold Status').check();
  await hold.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Legal Hold', { exact: true })).toHaveText('On');
  expect((await s3.send(new GetObjectLegalHoldCommand(report))).LegalHold?.Status).toBe('ON');
  await page.getByRole('button', { name: 'Set Legal Hold' }).click();
  await hold.getByLabel('Legal Hold Status').uncheck();
  await hold.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Legal Hold', { exact: true })).toHaveText('Off');

  await expect(page.getByLabel('Retention', { exact: true })).toHaveText('Undefined');
  await page.getByRole('button', { name: 'Set Retention Policy' }).click();
  const retention = page.getByRole('dialog', { name: 'Set Retention Policy' });
  await expect(retention.getByRole('button', { name: 'Save' })).toBeDisabled();
  await retention.getByLabel('Governance').check();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await retention.getByLabel('Date').fill(tomorrow);
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Retention', { exact: true })).toContainText('Governance until');
  const set = await s3.send(new GetObjectRetentionCommand(report));
  expect(set.Retention?.Mode).toBe('GOVERNANCE');
  expect(set.Retention?.RetainUntilDate?.toISOString()).toBe(`${tomorrow}T23:59:59.000Z`);

  await page.getByRole('button', { name: 'Set Retention Policy' }).click();
  await retention.getByLabel('Status').uncheck();
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Retention', { exact: true })).toHaveText('Undefined');
  const cleared = await s3.send(new GetObjectRetentionCommand(report)).catch(() => undefined);
  expect(cleared?.Retention?.Mode).toBeUndefined();
});

test('lists the versions as v{n} and downloads an old one', async ({ page, stack }) => {
  await openObject(page, stack, 'docs/report.txt');
  await page.getByRole('tab', { name: 'Versions' }).click();
  const table = page.getByRole('table', { name: 'Versions' });
  const numbers = table.getByRole('row').locator('[role=cell]:nth-child(1)');
  await expect(numbers).toHaveText(['v2', 'v1']);
  await page.screenshot({ path: '/tmp/od-versions-light.png', fullPage: true });
  const downloading = page.waitForEvent('download');
  await table.getByRole('row').nth(2).getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(await readFile(await download.path(), 'utf8')).toBe('first');

  const firstId = await table.getByRole('row').nth(2).locator('[role=cell]:nth-child(2)').innerText();
  await page.getByPlaceholder('Search Versions').fill(firstId.slice(0, 12));
  await expect(numbers).toHaveText(['v1']);
});

test('a delete marker disables the actions; its versions show it as deleted', async ({ page, stack }) => {
  await openObject(page, stack, 'docs/gone.txt');
  await expect(page.getByText('Delete marker')).toBeVisible();
  for (const name of ['Share', 'Download', 'Delete Object'])
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'Versions' }).click();
  const rows = page.getByRole('table', { name: 'Versions' }).getByRole('row');
  await expect(rows.locator('[role=cell]:nth-child(4)')).toHaveText(['Yes', 'No']);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: '/tmp/od-versions-dark.png', fullPage: true });
  await expect(rows.nth(1).getByRole('button', { name: 'Download' })).toBeDisabled();
});

test('deleting the object returns to its folder', async ({ page, stack }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openObject(page, stack, 'docs/remove-me.txt');
  await page.screenshot({ path: '/tmp/od-details-dark.png', fullPage: true });
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.screenshot({ path: '/tmp/od-add-tag-dark.png' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Set Retention Policy' }).click();
  await page.screenshot({ path: '/tmp/od-retention-dark.png' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Object' }).click();
  await page.getByRole('dialog', { name: 'Delete Object' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'docs', level: 1 })).toBeVisible();
  await expect(page.getByText("Object 'remove-me.txt' deleted successfully.")).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Objects' }).getByRole('cell', { name: 'remove-me.txt' }),
  ).toHaveCount(0);
});

test("a version's page shows, tags and downloads that version only", async ({ page, stack }) => {
  const s3 = s3For(stack);
  const history = { Bucket: bucket, Key: 'docs/history.txt' };
  const [first = '', , current = ''] = await versionIds(s3, history.Key);
  await openObject(page, stack, history.Key);
  await expect(page.getByRole('status', { name: 'Version shown' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Versions' }).click();
  const table = page.getByRole('table', { name: 'Versions' });
  await expect(table.getByRole('row').nth(1)).toContainText('Shown');
  await table.getByRole('row').nth(3).getByRole('cell', { name: 'v1', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/docs/history\\.txt\\?version_id=${first}$`));
  const banner = page.getByRole('status', { name: 'Version shown' });
  await expect(banner).toContainText('Past version');
  await expect(banner).toContainText(`v1 of 3 · ${first}`);
  await expect(page.getByText('3 B · Last modified')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Object' })).toContainText(first);

  await page.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tag' });
  await dialog.getByLabel('Tag Key').fill('era');
  await dialog.getByLabel('Tag Label').fill('first');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['era : first']);
  const tagsOf = async (VersionId: string) =>
    (await s3.send(new GetObjectTaggingCommand({ ...history, VersionId }))).TagSet;
  expect(await tagsOf(first)).toEqual([{ Key: 'era', Value: 'first' }]);
  expect(await tagsOf(current)).toEqual([]);

  await page.getByRole('button', { name: 'Set Legal Hold' }).click();
  const hold = page.getByRole('dialog', { name: 'Set Legal Hold' });
  await hold.getByLabel('Legal Hold Status').check();
  await hold.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Legal Hold', { exact: true })).toHaveText('On');
  // A version that never had a legal hold answers NoSuchObjectLockConfiguration.
  const holdOf = (VersionId: string) =>
    s3.send(new GetObjectLegalHoldCommand({ ...history, VersionId })).then(
      (answer) => answer.LegalHold?.Status,
      () => 'none',
    );
  expect(await holdOf(first)).toBe('ON');
  expect(await holdOf(current)).toBe('none');
  await page.screenshot({ path: '/tmp/od-version-page-light.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect(await readFile(await (await downloading).path(), 'utf8')).toBe('one');

  await banner.getByRole('link', { name: 'Show current version' }).click();
  await expect(page).toHaveURL(/\/docs\/history\.txt$/);
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('17 B · Last modified')).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByLabel('Legal Hold', { exact: true })).toHaveText('Off');
});

test('Delete Object on a version removes only that version, for good', async ({ page, stack }) => {
  const s3 = s3For(stack);
  const key = 'docs/pruned.txt';
  const [old = '', current = ''] = await versionIds(s3, key);
  await openObject(page, stack, key, old);
  await expect(page.getByRole('status', { name: 'Version shown' })).toContainText('v1 of 2');
  await page.getByRole('button', { name: 'Delete Object' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Object Version' });
  await expect(confirm).toContainText(`permanently delete version v1 (${old}) of ${key}?`);
  await expect(confirm).toContainText('cannot be restored');
  await page.screenshot({ path: '/tmp/od-version-delete-light.png' });
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText("Version v1 of 'pruned.txt' deleted permanently.")).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/pruned\.txt$/);
  await expect(page.getByText('3 B · Last modified')).toBeVisible();
  expect(await versionIds(s3, key)).toEqual([current]);
});

test('a delete marker version has its actions off; an unknown version says so', async ({ page, stack }) => {
  const [, marker = ''] = await versionIds(s3For(stack), 'docs/gone.txt');
  await openObject(page, stack, 'docs/gone.txt', marker);
  const banner = page.getByRole('status', { name: 'Version shown' });
  await expect(banner).toContainText(`Current version`);
  await expect(banner).toContainText(`v2 of 2 · ${marker}`);
  await expect(page.getByText('Delete marker')).toBeVisible();
  for (const name of ['Share', 'Download', 'Delete Object'])
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();

  const unknown = 'a1b2c3d4-0000-4000-8000-000000000000';
  await page.goto(`object-browser/${bucket}/docs/report.txt?version_id=${unknown}`);
  await expect(
    page.getByText(`Version '${unknown}' of 'docs/report.txt' does not exist. It may have been deleted.`),
  ).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: '/tmp/od-version-unknown-dark.png', fullPage: true });
  await page.getByRole('link', { name: 'Show current version' }).click();
  await expect(page.getByText('6 B · Last modified')).toBeVisible();
});
