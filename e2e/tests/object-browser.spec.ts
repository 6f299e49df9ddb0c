import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { VIEW_COOKIE } from '@granary/contract';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';

const bucket = 'e2e-ob-browse';
const fileCount = 1000;
const hostileNames = [
  'odd/a b+c%d#e?f.txt',
  'odd/.../escape.txt',
  'odd/<img src=x onerror=alert(1)>.html',
  'odd/ünïcödé 文件.txt',
];

const s3For = (stack: Stack) => rootS3(stack.minio);

const emptyAndRemove = (s3: S3Client) => emptyAndDeleteBucket(s3, bucket);

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await emptyAndRemove(s3);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  const keys = [
    ...Array.from({ length: fileCount }, (_, i) => `many/file-${String(i).padStart(4, '0')}.txt`),
    'many/aa-folder/inside.txt',
    'many/zz-folder/inside.txt',
    'readme.txt',
    ...hostileNames,
  ];
  for (let i = 0; i < keys.length; i += 50)
    await Promise.all(
      keys.slice(i, i + 50).map((Key) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: Key }))),
    );
});

test.afterAll(async ({ stack }) => emptyAndRemove(s3For(stack)));

const table = (page: Page) => page.getByRole('table', { name: 'Objects' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openBucket(page: Page, stack: Stack) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('object-browser');
  await expect(page.getByRole('heading', { name: 'All Buckets', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search Buckets').fill(bucket);
  await page.getByRole('cell', { name: bucket, exact: true }).click();
  await expect(page.getByRole('heading', { name: bucket, level: 1 })).toBeVisible();
}

test('browses a bucket: folders first, then files, and into a folder', async ({ page, stack }) => {
  await openBucket(page, stack);
  const names = table(page).getByRole('row').locator('[role=cell]:nth-child(2)');
  await expect(names).toHaveText(['many', 'odd', 'readme.txt']);
  await row(page, 'many').click();
  await expect(page.getByRole('heading', { name: 'many', level: 1 })).toBeVisible();
  await expect(row(page, 'aa-folder')).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toContainText('aa-folder');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    `All Buckets/${bucket}/many`,
  );
});

test('loads the next pages while scrolling, down to the last of 1,000 files', async ({ page, stack }) => {
  await openBucket(page, stack);
  await row(page, 'many').click();
  await expect(row(page, 'file-0000.txt')).toBeVisible();
  // The first page is 200 rows and the rest are read ahead; only rows in view are in the table.
  await expect(row(page, 'file-0999.txt')).toHaveCount(0);
  const scroller = table(page);
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(row(page, 'file-0999.txt')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(await scroller.getAttribute('aria-rowcount')).toBe(String(fileCount + 3));
  // A folder that sorts after the files arrives with the last page and joins the folders on top.
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  await expect(table(page).getByRole('row').nth(2)).toContainText('zz-folder');
});

test('a fresh load of a folder asks for its first page without waiting for the session', async ({
  page,
  stack,
}) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  // A browser's first visit: without the view cookie the server draws no first rows (first-paint.spec.ts).
  await page.context().clearCookies({ name: VIEW_COOKIE });
  const events: string[] = [];
  const name = (url: string) =>
    new URL(url).pathname.endsWith('/session')
      ? 'session'
      : // The first page only: the pages read ahead after it carry a token.
        url.includes('/objects?') && !url.includes('token=')
        ? 'listing'
        : '';
  page.on('request', (request) => events.push(`${name(request.url())} sent`));
  page.on('requestfinished', (request) => events.push(`${name(request.url())} answered`));
  await page.goto(`object-browser/${bucket}/many/`);
  await expect(row(page, 'file-0000.txt')).toBeVisible();
  // Without the start-up prefetch the listing would only be asked for once the session had answered.
  expect(events.indexOf('listing sent')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('listing sent')).toBeLessThan(events.indexOf('session answered'));
  expect(events.filter((event) => event === 'listing sent')).toHaveLength(1);
});

test("'Search Objects' asks the server by prefix, beyond the loaded rows", async ({ page, stack }) => {
  await openBucket(page, stack);
  await row(page, 'many').click();
  await expect(row(page, 'file-0000.txt')).toBeVisible();
  await page.getByPlaceholder('Search Objects').fill('file-099');
  await expect(row(page, 'file-0990.txt')).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-rowcount', '11');
  await page.getByPlaceholder('Search Objects').fill('nothing-like-this');
  await expect(page.getByText('No objects match the search')).toBeVisible();
});

test('names that try to break things stay plain text and open as files', async ({ page, stack }) => {
  await openBucket(page, stack);
  page.on('dialog', (dialog) => {
    throw new Error(`a name ran as script: ${dialog.message()}`);
  });
  await row(page, 'odd').click();
  for (const name of hostileNames.filter((key) => !key.includes('.../')))
    await expect(row(page, name.slice('odd/'.length))).toBeVisible();
  await expect(row(page, '...')).toBeVisible();
  expect(await page.locator('img[src=x]').count()).toBe(0);

  await row(page, 'a b+c%d#e?f.txt').click();
  await expect(page.getByRole('heading', { name: 'a b+c%d#e?f.txt', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Object' })).toContainText('odd/a b+c%d#e?f.txt');

  // MinIO refuses '.' and '..' as key components; '...' is allowed and must not be resolved by the browser.
  await page.goBack();
  await row(page, '...').click();
  await row(page, 'escape.txt').click();
  await expect(page.getByRole('table', { name: 'Object' })).toContainText('odd/.../escape.txt');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Object' })).toContainText('odd/.../escape.txt');
});

test('a folder path without its slash opens the folder; an unknown path says so', async ({ page, stack }) => {
  await openBucket(page, stack);
  await page.goto(`object-browser/${bucket}/many`);
  await expect(page.getByRole('heading', { name: 'many', level: 1 })).toBeVisible();
  await expect(row(page, 'aa-folder')).toBeVisible();
  await page.goto(`object-browser/${bucket}/no-such-thing.txt`);
  await expect(page.getByText("There is no object 'no-such-thing.txt' in this bucket.")).toBeVisible();
});
