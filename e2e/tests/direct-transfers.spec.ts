// Issue 16, item 1: with GRANARY_S3_PUBLIC_URL the browser sends and fetches object bodies at MinIO itself.
// This spec's Granary points browsers at the shared stack's real MinIO; a dropped part is sent again.
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-direct-transfers';
let granary: GranaryServer | undefined;

test.beforeAll(async ({ stack }) => {
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, bucket);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/ready ü.txt', Body: 'straight from MinIO' }));
  s3.destroy();
  granary = await startGranary({
    minioEndpoint: stack.minio.endpoint,
    env: { GRANARY_S3_PUBLIC_URL: stack.minio.endpoint },
  });
});

test.afterAll(async ({ stack }) => {
  await granary?.stop();
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, bucket);
  s3.destroy();
});

async function openFolder(page: Page, stack: { minio: { rootUser: string; rootPassword: string } }) {
  const base = granary?.url ?? '';
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword, base);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${base}/object-browser/${bucket}/in/`);
  await expect(page.getByRole('table', { name: 'Objects' })).toBeVisible();
}

test('uploads in parts straight to MinIO, sending a dropped part again', async ({ page, stack }) => {
  const minio = stack.minio.endpoint;
  const partPuts: string[] = [];
  let dropped = false;
  await page.route(`${minio}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === 'PUT') partPuts.push(url.searchParams.get('partNumber') ?? '');
    // The connection drops under part 2 once: the uploader must send it again and finish.
    if (route.request().method() === 'PUT' && url.searchParams.get('partNumber') === '2' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const throughGranary: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/objects/upload')) throughGranary.push(request.url());
  });
  await openFolder(page, stack);
  const file = randomBytes(16 * 1024 * 1024 + 1000);
  await page
    .getByLabel('Files to upload')
    .setInputFiles([{ name: 'big.bin', mimeType: 'application/x-big', buffer: file }]);
  await expect(page.getByText('Object(s) uploaded successfully.')).toBeVisible({ timeout: 30_000 });
  expect(throughGranary).toEqual([]);
  expect(partPuts.filter((part) => part === '2')).toHaveLength(2);
  const s3 = rootS3(stack.minio);
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'in/big.bin' }));
  s3.destroy();
  expect(head.ContentLength).toBe(file.length);
  expect(head.ContentType).toBe('application/x-big');
  expect(head.ETag).toMatch(/-2"$/);
});

test('downloads from MinIO itself, as an attachment', async ({ page, stack }) => {
  await openFolder(page, stack);
  const fromMinio = page.waitForRequest((request) =>
    request.url().startsWith(`${stack.minio.endpoint}/${bucket}/`),
  );
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('table', { name: 'Objects' })
    .getByRole('row')
    .filter({ hasText: 'ready ü.txt' })
    .getByRole('button', { name: 'Download' })
    .click();
  await fromMinio;
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ready ü.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('straight from MinIO');
});
