// Issue 17, item 7: the upload panel keeps moving and failed files in view, folds the finished ones
// into one line and folds itself away once every upload went up, so the file list stays where it was.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-upload-panel';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ stack }) => {
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, bucket);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
});

test.afterAll(async ({ stack }) => emptyAndDeleteBucket(rootS3(stack.minio), bucket));

test('after eight uploads the panel is one summary line above the file list', async ({ page, stack }) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`object-browser/${bucket}/`);
  const table = page.getByRole('table', { name: 'Objects' });
  await expect(table).toBeVisible();

  const files = Array.from({ length: 8 }, (_, index) => ({
    name: `file-${index + 1}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`file ${index + 1}`),
  }));
  await page.getByLabel('Files to upload').setInputFiles(files);
  await expect(page.getByText('Object(s) uploaded successfully.')).toBeVisible();

  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('8 uploaded').first()).toBeVisible();
  await expect(uploads.getByRole('button', { name: 'Expand uploads' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(uploads.getByRole('listitem')).toHaveCount(0);
  // Before: a row per file, 240 px of them and a header, between the toolbar and the list.
  await expect.poll(async () => (await uploads.boundingBox())?.height).toBeLessThan(80);
  const firstRow = table.getByRole('row').filter({ hasText: 'file-1.txt' });
  await expect(firstRow).toBeInViewport();

  // The finished files are one click away, and the panel goes once they are cleared.
  await uploads.getByRole('button', { name: 'Expand uploads' }).click();
  await uploads.getByRole('button', { name: 'Show successful uploads' }).click();
  await expect(uploads.getByRole('listitem')).toHaveCount(8);
  await uploads.getByRole('button', { name: 'Clear finished uploads' }).click();
  await expect(uploads).toHaveCount(0);
});
