// Issue 17, item 3: MinIO stops while a session is open. A reload says MinIO cannot be reached (not the
// login form), an open page says it once and keeps asking, and both recover without a click when MinIO
// is back. The spec's own MinIO (persistent drives, fixed keys and port) is stopped and started again.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { freePort, startMinio, type MinioServer, type StartMinioOptions } from '@granary/tools/minio';
import { rootS3 } from '@granary/tools/root-s3';
import { seriousViolations } from '../support/axe.ts';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-minio-away';
let minioOptions: StartMinioOptions;
let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  minioOptions = {
    drives: 1,
    name: 'e2e-away',
    persistentDir: mkdtempSync(join(tmpdir(), 'granary-e2e-away-')),
    rootPassword: randomBytes(18).toString('base64url'),
    kmsSecretKey: `e2e-away:${randomBytes(32).toString('base64')}`,
    port: await freePort(),
  };
  minio = await startMinio(minioOptions);
  const s3 = rootS3(minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  s3.destroy();
  granary = await startGranary({ minioEndpoint: minio.endpoint });
});

test.afterAll(async () => {
  await granary?.stop();
  await minio?.stop();
  if (minioOptions.persistentDir) rmSync(minioOptions.persistentDir, { recursive: true, force: true });
});

/** Logs in to this spec's Granary and opens the bucket list, MinIO up. */
async function openBuckets(page: Page) {
  const base = granary?.url ?? '';
  await logIn(page, 'granary-root', minioOptions.rootPassword ?? '', base);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${base}/buckets`);
  await expect(page.getByRole('row').filter({ hasText: bucket })).toBeVisible();
}

async function stopMinio() {
  await minio?.stop();
  minio = undefined;
}

test('a reload while MinIO is away says so and opens the page when MinIO is back', async ({ page }) => {
  test.setTimeout(90_000);
  await openBuckets(page);

  await stopMinio();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'MinIO cannot be reached' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your session is kept.');
  await expect(page).toHaveURL(/\/buckets$/);
  await expect(page.getByRole('heading', { name: 'Console Login' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  minio = await startMinio(minioOptions);
  await expect(page.getByRole('row').filter({ hasText: bucket })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'MinIO cannot be reached' })).toHaveCount(0);
});

test('an open page says MinIO is away once, and reloads its data by itself when MinIO is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openBuckets(page);

  await stopMinio();
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'MinIO cannot be reached, retrying' });
  await expect(notice).toBeVisible();
  // Said once, in the notice; the table only says it waits.
  await expect(page.getByText(/MinIO at .* cannot be reached/)).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Waiting for MinIO to answer…');
  await expect(page).toHaveURL(/\/users$/);

  minio = await startMinio(minioOptions);
  await expect(notice).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('There are no users yet', {
    timeout: 15_000,
  });
});
