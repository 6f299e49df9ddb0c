import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';
import { rootS3 } from '@granary/tools/root-s3';

// 63 characters: the longest name S3 allows.
const longName = 'e2e-bk-names-a-bucket-name-as-long-as-s3-allows-it-to-be-012345';

const s3For = (stack: Stack) => rootS3(stack.minio);

test.beforeAll(async ({ stack }) => {
  const s3 = s3For(stack);
  await s3.send(new DeleteBucketCommand({ Bucket: longName })).catch(() => undefined);
  await s3.send(new CreateBucketCommand({ Bucket: longName }));
});

test.afterAll(async ({ stack }) => {
  await s3For(stack).send(new DeleteBucketCommand({ Bucket: longName }));
});

test('a name too long for its column ends in an ellipsis and shows in full as the title', async ({
  page,
  stack,
}, testInfo) => {
  expect(longName).toHaveLength(63);
  await page.setViewportSize({ width: 900, height: 600 });
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('buckets');
  const name = page.getByRole('cell').getByText(longName, { exact: true });
  await expect(name).toHaveAttribute('title', longName);
  await expect(name).toHaveCSS('text-overflow', 'ellipsis');
  const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, 'the name is wider than its column at this size').toBe(true);
  const row = page.getByRole('row').filter({ has: name });
  await expect(row.getByRole('button', { name: 'Delete' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('long-bucket-name.png') });
});
