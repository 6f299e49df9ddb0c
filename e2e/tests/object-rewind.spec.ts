import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectTaggingCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { expect, logIn, test } from '../fixtures.ts';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import type { Stack } from '../stack.ts';

dayjs.extend(advancedFormat);

const versioned = 'e2e-rewind-versioned';
const plain = 'e2e-rewind-plain';
const oldBody = 'the first version';
const newBody = 'the second version, a good deal longer than the first';
/** Between the two rounds of writes; rewinding to it shows the first round. */
let between = new Date();

const s3For = (stack: Stack) => rootS3(stack.minio);

/**
 * A real clock wait, the one fixed sleep left: no event says a second has passed. MinIO stamps each
 * version with the time it was written and the rewind picker works to the second, so the two rounds of
 * writes must fall in different seconds, with the recorded second between them.
 */
// eslint-disable-next-line no-restricted-syntax -- a wall-clock second must pass; see above
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await Promise.all([emptyAndDeleteBucket(s3, versioned), emptyAndDeleteBucket(s3, plain)]);
  await s3.send(new CreateBucketCommand({ Bucket: plain }));
  await s3.send(new PutObjectCommand({ Bucket: plain, Key: 'plain.txt', Body: 'never versioned' }));
  await s3.send(new CreateBucketCommand({ Bucket: versioned }));
  await s3.send(
    new PutBucketVersioningCommand({ Bucket: versioned, VersioningConfiguration: { Status: 'Enabled' } }),
  );
  const put = (Key: string, Body: string) => s3.send(new PutObjectCommand({ Bucket: versioned, Key, Body }));
  await put('docs/report.txt', oldBody);
  await put('docs/gone.txt', 'deleted later');
  await pause(1100);
  // The picker works to the second: the recorded second must fall after the first round.
  between = new Date(Math.floor(Date.now() / 1000) * 1000);
  await pause(1100);
  await put('docs/report.txt', newBody);
  await s3.send(new DeleteObjectCommand({ Bucket: versioned, Key: 'docs/gone.txt' }));
  await put('docs/new.txt', 'born later');
});

test.afterAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await Promise.all([emptyAndDeleteBucket(s3, versioned), emptyAndDeleteBucket(s3, plain)]);
});

const table = (page: Page) => page.getByRole('table', { name: 'Objects' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openFolder(page: Page, stack: Stack, path: string) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`object-browser/${path}`);
}

test('rewinds a folder to a past time and back to current data', async ({ page, stack }) => {
  await openFolder(page, stack, `${versioned}/docs/`);
  await expect(row(page, 'report.txt')).toContainText(`${newBody.length} B`);
  await expect(row(page, 'gone.txt')).toHaveCount(0);

  await page.getByRole('button', { name: 'Rewind' }).click();
  const dialog = page.getByRole('dialog', { name: `Rewind - ${versioned}` });
  await expect(dialog.getByRole('button', { name: 'Show Rewind Data' })).toBeDisabled();
  await dialog.getByLabel('Rewind to').fill(dayjs(between).format('YYYY-MM-DDTHH:mm:ss'));
  await page.screenshot({ path: '/tmp/rewind-dialog.png' });
  await dialog.getByRole('button', { name: 'Show Rewind Data' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(`(Rewind: ${dayjs(between).format('MMMM Do YYYY, h:mm a')})`)).toBeVisible();
  const headers = table(page).getByRole('columnheader');
  await expect(headers).toContainText(['Name', 'Object Date', 'Size', 'Deleted']);
  await expect(row(page, 'report.txt')).toContainText(`${oldBody.length} B`);
  await expect(row(page, 'report.txt')).toContainText('No');
  await expect(row(page, 'gone.txt')).toContainText('No');
  await expect(row(page, 'new.txt')).toHaveCount(0);
  for (const name of ['Create Folder', 'Upload File', 'Refresh'])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  await page.screenshot({ path: '/tmp/rewind-on-light.png' });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: '/tmp/rewind-on-dark.png' });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Rewound to now, the deleted key shows as deleted.
  await page.getByRole('button', { name: 'Rewind' }).click();
  await dialog.getByLabel('Rewind to').fill(dayjs().add(1, 'minute').format('YYYY-MM-DDTHH:mm:ss'));
  await dialog.getByRole('button', { name: 'Show Rewind Data' }).click();
  await expect(row(page, 'gone.txt')).toContainText('Yes');
  await expect(row(page, 'new.txt')).toContainText('No');

  await page.getByRole('button', { name: 'Rewind' }).click();
  await dialog.getByRole('switch', { name: 'Current Status' }).click();
  await dialog.getByRole('button', { name: 'Show Current Data' }).click();
  await expect(page.getByText('(Rewind:')).toHaveCount(0);
  await expect(headers).toContainText(['Name', 'Last Modified', 'Size']);
  await expect(row(page, 'report.txt')).toContainText(`${newBody.length} B`);
  await expect(row(page, 'gone.txt')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
});

async function rewindTo(page: Page, date: Date) {
  await page.getByRole('button', { name: 'Rewind' }).click();
  const dialog = page.getByRole('dialog', { name: `Rewind - ${versioned}` });
  await dialog.getByLabel('Rewind to').fill(dayjs(date).format('YYYY-MM-DDTHH:mm:ss'));
  await dialog.getByRole('button', { name: 'Show Rewind Data' }).click();
  await expect(dialog).toBeHidden();
}

test('a file opened from the rewound listing shows its version at that date', async ({ page, stack }) => {
  await openFolder(page, stack, `${versioned}/docs/`);
  await rewindTo(page, between);
  await row(page, 'report.txt').click();

  await expect(page.getByRole('heading', { name: 'report.txt', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/report\.txt\?version_id=[\w-]+$/);
  const crumb = `(Rewind: ${dayjs(between).format('MMMM Do YYYY, h:mm a')})`;
  await expect(page.getByText(crumb)).toBeVisible();
  await expect(page.getByText(`${oldBody.length} B · Last modified`)).toBeVisible();
  const banner = page.getByRole('status', { name: 'Version shown' });
  await expect(banner).toContainText('Past version');
  await expect(banner).toContainText('v1 of 2');
  await expect(banner).toContainText('This is the version that was current at the rewind date.');
  await page.screenshot({ path: '/tmp/rewind-detail-light.png', fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect(await readFile(await (await downloading).path(), 'utf8')).toBe(oldBody);

  // The current version is not the rewind's: no rewind marker there, but rewind stays on.
  await banner.getByRole('link', { name: 'Show current version' }).click();
  await expect(page.getByText(`${newBody.length} B · Last modified`)).toBeVisible();
  await expect(page.getByText('(Rewind:')).toHaveCount(0);
  await page.getByRole('link', { name: 'docs', exact: true }).click();
  await expect(page.getByText(crumb)).toBeVisible();
  await expect(row(page, 'report.txt')).toContainText(`${oldBody.length} B`);

  await rewindTo(page, dayjs().add(1, 'minute').toDate());
  await expect(row(page, 'gone.txt')).toContainText('Yes');
  await row(page, 'gone.txt').click();
  await expect(page.getByRole('heading', { name: 'gone.txt', level: 1 })).toBeVisible();
  await expect(page.getByText('(Rewind:')).toBeVisible();
  await expect(banner).toContainText(
    'At the rewind date this object was deleted: its version then was a delete marker.',
  );
  for (const name of ['Share', 'Download', 'Delete Object'])
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: '/tmp/rewind-detail-deleted-dark.png', fullPage: true });
});

test('rewind is off on a bucket without versioning, and reset when the bucket changes', async ({
  page,
  stack,
}) => {
  await openFolder(page, stack, `${versioned}/`);
  await page.getByRole('button', { name: 'Rewind' }).click();
  const dialog = page.getByRole('dialog', { name: `Rewind - ${versioned}` });
  await dialog.getByLabel('Rewind to').fill(dayjs(between).format('YYYY-MM-DDTHH:mm:ss'));
  await dialog.getByRole('button', { name: 'Show Rewind Data' }).click();
  await expect(page.getByText('(Rewind:')).toBeVisible();
  // Rewind stays on inside the same bucket.
  await row(page, 'docs').click();
  await expect(row(page, 'report.txt')).toContainText(`${oldBody.length} B`);
  await expect(page.getByText('(Rewind:')).toBeVisible();

  await page.getByRole('link', { name: 'All Buckets' }).click();
  await page.getByPlaceholder('Search Buckets').fill(plain);
  await page.getByRole('cell', { name: plain, exact: true }).click();
  await expect(page.getByRole('heading', { name: plain, level: 1 })).toBeVisible();
  await expect(page.getByText('(Rewind:')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rewind' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
});

test('creates a folder and uploads into it', async ({ page, stack }) => {
  await openFolder(page, stack, `${plain}/`);
  await page.getByRole('button', { name: 'Create Folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Folder' });
  const name = dialog.getByLabel('Folder Path');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await name.fill('   ');
  await expect(save).toBeDisabled();
  await name.fill('reports/../x');
  await expect(dialog.getByText("'.' and '..' cannot be folder names.")).toBeVisible();
  await name.fill('reports//2024');
  await expect(dialog.getByText(/each level needs a name/)).toBeVisible();
  await name.fill('reports/2024 Q1');
  await page.screenshot({ path: '/tmp/rewind-add-folder.png' });
  await save.click();

  await expect(page.getByRole('heading', { name: '2024 Q1', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/object-browser\/e2e-rewind-plain\/reports\/2024%20Q1\/$/);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page
    .getByLabel('Files to upload')
    .setInputFiles([{ name: 'summary.txt', mimeType: 'text/plain', buffer: Buffer.from('quarter one') }]);
  await expect(page.getByText('Object(s) uploaded successfully.')).toBeVisible();
  await expect(row(page, 'summary.txt')).toBeVisible();

  await page.getByRole('link', { name: plain }).click();
  await row(page, 'reports').click();
  await expect(row(page, '2024 Q1')).toBeVisible();
});

test("an unversioned object's detail downloads, shares and tags its only ('null') version", async ({
  page,
  stack,
}) => {
  await openFolder(page, stack, `${plain}/plain.txt`);
  await expect(page.getByRole('heading', { name: 'plain.txt', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Versions' })).toBeDisabled();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect(await readFile(await (await downloading).path(), 'utf8')).toBe('never versioned');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share File' });
  await share.getByRole('button', { name: 'Create Link' }).click();
  const url = await share.getByLabel('Share URL', { exact: true }).inputValue();
  expect(await (await page.request.get(url)).text()).toBe('never versioned');
  await share.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tag' });
  await dialog.getByLabel('Tag Key').fill('kind');
  await dialog.getByLabel('Tag Label').fill('plain');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['kind : plain']);
  const tagging = await s3For(stack).send(new GetObjectTaggingCommand({ Bucket: plain, Key: 'plain.txt' }));
  expect(tagging.TagSet).toEqual([{ Key: 'kind', Value: 'plain' }]);
});
