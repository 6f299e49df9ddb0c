import type { S3Client } from '@aws-sdk/client-s3';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';

const bucket = 'e2e-ob-transfers';

const s3For = (stack: Stack) => rootS3(stack.minio);

async function keys(s3: S3Client, prefix = ''): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).flatMap((entry) => (entry.Key ? [entry.Key] : []));
}

const emptyAndRemove = (s3: S3Client) => emptyAndDeleteBucket(s3, bucket);

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await emptyAndRemove(s3);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  for (const Key of ['docs/keep.txt', 'docs/drop-a.txt', 'docs/old/x.txt', 'docs/old/y.txt', 'ünï 文件.txt'])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: `content of ${Key}` }));
});

test.afterAll(async ({ stack }) => emptyAndRemove(s3For(stack)));

const row = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Objects' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openFolder(page: Page, stack: Stack, folder: string) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`object-browser/${bucket}/${folder}`);
  await expect(page.getByRole('table', { name: 'Objects' })).toBeVisible();
}

test('uploads several files with per-file progress, and says when one fails', async ({ page, stack }) => {
  await openFolder(page, stack, 'up/');
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('first file') },
    { name: 'two b+c%#.txt', mimeType: 'text/plain', buffer: Buffer.from('second file') },
  ]);
  await expect(page.getByText('Object(s) uploaded successfully.')).toBeVisible();
  const uploads = page.getByRole('region', { name: 'Uploads' });
  // Finished uploads fold into one line, and the panel folds to its header (issue 17, item 7).
  await expect(uploads).toContainText('2 uploaded');
  await expect(uploads.getByRole('button', { name: 'Expand uploads' })).toBeVisible();
  await expect(row(page, 'two b+c%#.txt')).toBeVisible();
  const s3 = s3For(stack);
  expect((await keys(s3, 'up/')).sort()).toEqual(['up/one.txt', 'up/two b+c%#.txt']);
  const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'up/two b+c%#.txt' }));
  expect(await stored.Body?.transformToString()).toBe('second file');

  await uploads.getByRole('button', { name: 'Clear finished uploads' }).click();
  await page
    .getByLabel('Files to upload')
    .setInputFiles([
      { name: `${'n'.repeat(1030)}.txt`, mimeType: 'text/plain', buffer: Buffer.from('too long a name') },
    ]);
  await expect(page.getByText('An error occurred while uploading the file(s).')).toBeVisible();
  await expect(uploads.getByLabel('Failed')).toHaveCount(1);
  await expect(uploads).toContainText('longer than S3');
  expect((await keys(s3, 'up/')).length).toBe(2);
});

test('an upload after the session is gone lands on /login', async ({ page, context, stack }) => {
  await openFolder(page, stack, 'lost/');
  await context.clearCookies();
  await page
    .getByLabel('Files to upload')
    .setInputFiles([{ name: 'late.txt', mimeType: 'text/plain', buffer: Buffer.from('too late') }]);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await keys(s3For(stack), 'lost/')).toEqual([]);
});

test('downloads a file from the server stream under its unicode name', async ({ page, stack }) => {
  await openFolder(page, stack, '');
  const downloading = page.waitForEvent('download');
  await row(page, 'ünï 文件.txt').getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ünï 文件.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('content of ünï 文件.txt');
});

test('deletes one file, then a selection with a whole folder', async ({ page, stack }) => {
  await openFolder(page, stack, 'docs/');
  await row(page, 'drop-a.txt').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Object' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("Object 'drop-a.txt' deleted successfully.")).toBeVisible();
  await expect(row(page, 'drop-a.txt')).toHaveCount(0);

  await expect(page.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
  await row(page, 'old').getByRole('checkbox').check();
  await row(page, 'keep.txt').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await page.getByRole('dialog', { name: 'Delete Objects' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Objects deleted successfully.')).toBeVisible();
  expect(await keys(s3For(stack), 'docs/')).toEqual([]);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
});

const dayFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('a share link works for anyone after the session that made it has logged out', async ({
  page,
  stack,
  context,
  playwright,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFolder(page, stack, '');
  await row(page, 'ünï 文件.txt').getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share File' });
  const create = dialog.getByRole('button', { name: 'Create Link' });

  await dialog.getByLabel('Active until').fill(dayFromNow(-1));
  await expect(dialog.getByText('Selected date must be greater than current time.')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Active until').fill(dayFromNow(8));
  await expect(dialog.getByText('You can share a file only for less than 7 days.')).toBeVisible();
  await expect(create).toBeDisabled();

  await dialog.getByLabel('Active until').fill(dayFromNow(1));
  await create.click();
  const url = await dialog.getByLabel('Share URL', { exact: true }).inputValue();
  expect(url).toContain('/api/v1/download-shared-object/');
  // Spec 1 §5: the end of the chosen day, 23:59:59, in the browser's own words (issue 17, item 10).
  const endOfTomorrow = await page.evaluate(() => {
    const end = new Date();
    end.setDate(end.getDate() + 1);
    end.setHours(23, 59, 59, 0);
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(end);
  });
  await expect(dialog.getByText(`Expires ${endOfTomorrow}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Share URL' }).click();
  await expect(page.getByText('Share URL Copied to clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);
  // The link is made: nothing is left to cancel (issue 35, item 7).
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Console Login' })).toBeVisible();
  const stranger = await playwright.request.newContext();
  const download = await stranger.get(url);
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe('content of ünï 文件.txt');
  await stranger.dispose();

  // A link that cannot be used opens a page that says so (issue 17, item 10), not the API's JSON.
  const broken = await page.goto(`${url.slice(0, -8)}tampered`);
  expect(broken?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This share link cannot be used' })).toBeVisible();
  await expect(page.getByText('This share link is not valid.')).toBeVisible();
});
