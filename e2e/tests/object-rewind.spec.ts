import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { expect, logIn, test } from '../fixtures.ts';
import { rootS3 } from '../root-s3.ts';
import type { Stack } from '../stack.ts';

dayjs.extend(advancedFormat);

const versioned = 'e2e-rewind-versioned';
const plain = 'e2e-rewind-plain';
const oldBody = 'the first version';
const newBody = 'the second version, a good deal longer than the first';
/** Between the two rounds of writes; rewinding to it shows the first round. */
let between = new Date();

const s3For = (stack: Stack) => rootS3(stack.minio);

async function removeBucket(s3: S3Client, bucket: string) {
  for (;;) {
    const listed = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket })).catch(() => undefined);
    const items = [...(listed?.Versions ?? []), ...(listed?.DeleteMarkers ?? [])].flatMap((v) =>
      v.Key ? [{ Key: v.Key, VersionId: v.VersionId }] : [],
    );
    if (items.length === 0) break;
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: items } }));
  }
  await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await Promise.all([removeBucket(s3, versioned), removeBucket(s3, plain)]);
  await s3.send(new CreateBucketCommand({ Bucket: plain }));
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
  await Promise.all([removeBucket(s3, versioned), removeBucket(s3, plain)]);
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
