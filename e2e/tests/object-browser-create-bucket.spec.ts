import { DeleteBucketCommand, HeadBucketCommand, ListBucketsCommand } from '@aws-sdk/client-s3';
import { expect, logIn, test } from '../fixtures.ts';
import { rootS3 } from '@granary/tools/root-s3';

const created = `e2e-obc-${Date.now().toString(36)}`;

test.afterAll(async ({ stack }) => {
  await rootS3(stack.minio)
    .send(new DeleteBucketCommand({ Bucket: created }))
    .catch(() => undefined);
});

test('Create Bucket on the bucket picker refuses a bad name, then creates and lists a good one', async ({
  page,
  stack,
}) => {
  const s3 = rootS3(stack.minio);
  const bucketNames = async () =>
    ((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).map((bucket) => bucket.Name);
  const before = await bucketNames();
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('object-browser');
  await expect(page.getByRole('heading', { name: 'All Buckets', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Bucket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Bucket' });
  const name = dialog.getByLabel('Bucket Name');
  const save = dialog.getByRole('button', { name: 'Save' });
  await name.fill('   ');
  await expect(dialog.getByText('Bucket name is required')).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill('Bad_Name');
  await expect(
    dialog.getByText('Bucket name can only contain lowercase letters, numbers, dots (.) and hyphens (-)'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await page.screenshot({ path: '/tmp/obc-bad-name-light.png' });
  await name.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await bucketNames()).toEqual(before);

  await name.fill(created);
  await expect(dialog.getByText(/Bucket name/)).toHaveCount(0);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Bucket '${created}' created`)).toBeVisible();
  await page.getByPlaceholder('Search Buckets').fill(created);
  const table = page.getByRole('table', { name: 'Buckets' });
  await expect(table.getByRole('cell', { name: created, exact: true })).toBeVisible();
  const head = await s3.send(new HeadBucketCommand({ Bucket: created }));
  expect(head.$metadata.httpStatusCode).toBe(200);

  await table.getByRole('cell', { name: created, exact: true }).click();
  await expect(page.getByRole('heading', { name: created, level: 1 })).toBeVisible();
  await expect(page.getByText('This folder is empty.')).toBeVisible();
});
