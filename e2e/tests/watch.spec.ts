// Watch against the shared MinIO: a bucket's changes under a prefix appear as they happen.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-watch';

test('shows a bucket’s uploads under the prefix as they happen; starts only for a listed bucket', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const s3 = rootS3(stack.minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('watch');
  const table = page.getByRole('table', { name: 'Changes' });
  await expect(table).toContainText('No Changes at this time');

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Select a bucket from the list')).toBeVisible();
  await expect(page.getByText('Not started', { exact: true })).toBeVisible();

  await page.getByLabel('Bucket').click();
  await page.getByRole('option', { name: bucket, exact: true }).click();
  await page.getByLabel('Prefix').fill('in/');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Prefix')).toBeDisabled();

  // An honest state while nothing happens, then one change, shown alone (issue 35, item 4).
  await expect(table).toContainText(new RegExp(`No changes in ${bucket}/in/ since .+: watching`));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'out/skipped.txt', Body: 'x' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/report.txt', Body: 'hello' }));
  await expect(table.getByRole('row').filter({ hasText: 'in/report.txt' })).toHaveCount(1, {
    timeout: 10_000,
  });
  const row = table.getByRole('row').filter({ hasText: 'in/report.txt' }).first();
  await expect(row).toContainText('s3:ObjectCreated:Put');
  await expect(row).toContainText('5 B');
  await expect(row).toContainText(`${bucket}/in/report.txt`);
  await expect(table).not.toContainText('out/skipped.txt');

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});
