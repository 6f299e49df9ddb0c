// Trace against the shared MinIO: the filters, Start and Stop, and real S3 calls in the table.
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { rootS3 } from '@granary/tools/root-s3';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures.ts';

/** Logs in and waits for the shell, so that the next navigation does not cut the login short. */
async function signIn(page: Page, user: string, password: string) {
  await logIn(page, user, password);
  await expect(page.getByRole('navigation')).toBeVisible();
}

test('traces the S3 calls made meanwhile, with status and duration; filters lock while it runs', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await signIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await page.goto('trace');
  const table = page.getByRole('table', { name: 'Trace' });
  await expect(table).toContainText('Trace is not started yet');
  await expect(page.getByRole('checkbox', { name: 'S3' })).toBeChecked();

  await page.getByRole('checkbox', { name: 'All' }).check();
  for (const name of ['S3', 'Internal', 'Storage', 'OS']) {
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeDisabled();
  }
  await page.getByRole('checkbox', { name: 'All' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Internal' })).not.toBeChecked();

  await page.getByLabel('Path').fill('e2e-trace-probe');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Path')).toBeDisabled();
  await expect(table).toContainText('No Traced elements received yet');

  const s3 = rootS3(stack.minio);
  await expect
    .poll(
      async () => {
        await s3.send(new HeadBucketCommand({ Bucket: 'e2e-trace-probe' })).catch(() => undefined);
        return table.getByRole('row').filter({ hasText: 's3.HeadBucket' }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const row = table.getByRole('row').filter({ hasText: 's3.HeadBucket' }).first();
  await expect(row).toContainText('404 Not Found');
  await expect(row).toContainText('e2e-trace-probe');
  await expect(row).toContainText(/\d+(\.\d)? (µs|ms|s)/);

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Path')).toBeEnabled();

  // Start clears what the last run showed.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(table).toContainText('No Traced elements received yet');
  await page.getByRole('button', { name: 'Stop' }).click();
});

test('a bad filter is refused before anything starts', async ({ page, stack }) => {
  await signIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await page.goto('trace');
  await page.getByLabel('Status Code').fill('99');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Enter an HTTP status code (100 to 599)')).toBeVisible();
  await expect(page.getByText('Not started', { exact: true })).toBeVisible();
});
