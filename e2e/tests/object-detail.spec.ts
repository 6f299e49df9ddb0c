import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectLegalHoldCommand,
  GetObjectRetentionCommand,
  GetObjectTaggingCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  PutObjectLegalHoldCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, logIn, test } from '../fixtures.ts';
import { rootS3 } from '../root-s3.ts';
import type { Stack } from '../stack.ts';

/** A fresh name each run: a bucket with object lock cannot always be emptied at once. */
const bucket = `e2e-od-${Date.now().toString(36)}`;

const s3For = (stack: Stack) => rootS3(stack.minio);

async function removeBucket(s3: S3Client) {
  const listed = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket }));
  const versions = [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])];
  for (const { Key, VersionId } of versions) {
    await s3
      .send(new PutObjectLegalHoldCommand({ Bucket: bucket, Key, VersionId, LegalHold: { Status: 'OFF' } }))
      .catch(() => undefined);
    await s3.send(
      new DeleteObjectCommand({ Bucket: bucket, Key, VersionId, BypassGovernanceRetention: true }),
    );
  }
  await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
}

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await s3.send(new CreateBucketCommand({ Bucket: bucket, ObjectLockEnabledForBucket: true }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt', Body: 'first' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt', Body: 'second' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt.bak', Body: 'other key' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/gone.txt', Body: 'bye' }));
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'docs/gone.txt' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/remove-me.txt', Body: 'x' }));
});

test.afterAll(async ({ stack }) => removeBucket(s3For(stack)));

const report = { Bucket: bucket, Key: 'docs/report.txt' };

async function openObject(page: Page, stack: Stack, key: string) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`object-browser/${bucket}/${key}`);
  await expect(page.getByRole('heading', { name: key.split('/').pop(), level: 1 })).toBeVisible();
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
