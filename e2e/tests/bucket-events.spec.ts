import type { S3Client } from '@aws-sdk/client-s3';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  GetBucketNotificationConfigurationCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import {
  startWebhookReceiver,
  webhookArn,
  webhookTargetsEnv,
  type WebhookReceiver,
} from '@granary/tools/webhook-receiver';
import { expect, logIn, test } from '../fixtures.ts';
import { rootS3 } from '@granary/tools/root-s3';

const bucket = 'e2e-ev-uploads';
const plainBucket = 'e2e-ev-plain';
const primary = webhookArn('primary');

async function openEventsTab(page: Page, base: string, user: string, password: string, name: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Enter Username').fill(user);
  await page.getByLabel('Enter Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${base}/buckets/${name}/events`);
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
}

test.describe('on a MinIO with webhook notification targets', () => {
  let receiver: WebhookReceiver | undefined;
  let minio: MinioServer | undefined;
  let granary: GranaryServer | undefined;
  let s3: S3Client;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    receiver = await startWebhookReceiver();
    minio = await startMinio({
      drives: 4,
      name: 'e2e-events',
      env: webhookTargetsEnv(receiver.url, ['primary', 'audit']),
    });
    granary = await startGranary({ minioEndpoint: minio.endpoint });
    s3 = rootS3(minio);
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  });
  test.afterAll(async () => {
    await granary?.stop();
    await minio?.stop();
    await receiver?.close();
  });

  const queuesOnMinio = async () =>
    (await s3.send(new GetBucketNotificationConfigurationCommand({ Bucket: bucket }))).QueueConfigurations ??
    [];

  test('subscribes through the modal, the upload event arrives, and the row deletes', async ({ page }) => {
    // Two subscription writes, an upload whose webhook event must arrive, and a delete: each a
    // notification-config write MinIO applies before it answers.
    test.setTimeout(90_000);
    if (!minio || !granary || !receiver) throw new Error('stack not started');
    await openEventsTab(page, granary.url, minio.rootUser, minio.rootPassword, bucket);
    await expect(page.getByText('There are no event subscriptions on this bucket yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Subscribe to Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe To Event' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'ARN' }).click();
    await expect(page.getByRole('option')).toHaveCount(2);
    await expect(page.getByRole('option', { name: webhookArn('audit') })).toBeVisible();
    await page.getByRole('option', { name: primary }).click();
    await dialog.getByRole('checkbox', { name: 'PUT: object uploaded' }).check();
    await dialog.getByRole('checkbox', { name: 'DELETE: object deleted' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'GET: object accessed' })).not.toBeChecked();
    await dialog.getByLabel('Prefix').fill('incoming/');
    await dialog.getByLabel('Suffix').fill('.csv');
    await page.screenshot({ path: '/tmp/events-modal.png' });
    await save.click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: primary }) });
    await expect(row.getByRole('cell')).toHaveText([primary, 'PUT, DELETE', 'incoming/', '.csv', '']);
    expect((await queuesOnMinio()).map((q) => [q.QueueArn, q.Events])).toEqual([
      [primary, ['s3:ObjectCreated:*', 's3:ObjectRemoved:*']],
    ]);

    // The same subscription again changes nothing and says so.
    await page.getByRole('button', { name: 'Subscribe to Event' }).click();
    await dialog.getByRole('combobox', { name: 'ARN' }).click();
    await page.getByRole('option', { name: primary }).click();
    await dialog.getByRole('checkbox', { name: 'DELETE: object deleted' }).check();
    await dialog.getByRole('checkbox', { name: 'PUT: object uploaded' }).check();
    await dialog.getByLabel('Prefix').fill('incoming/');
    await dialog.getByLabel('Suffix').fill('.csv');
    await save.click();
    await expect(page.getByText('This subscription already exists')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(await queuesOnMinio()).toHaveLength(1);

    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'incoming/report.csv', Body: 'a,b\n1,2\n' }));
    const event = await receiver.waitFor((e) => e.body.Key === `${bucket}/incoming/report.csv`);
    expect(event).toMatchObject({ path: '/primary', body: { EventName: 's3:ObjectCreated:Put' } });
    await page.screenshot({ path: '/tmp/events-table.png' });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.screenshot({ path: '/tmp/events-table-dark.png' });

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Event Subscription' });
    await expect(confirm).toContainText(primary);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('There are no event subscriptions on this bucket yet.')).toBeVisible();
    expect(await queuesOnMinio()).toEqual([]);
  });
});

test.describe('on the shared stack (no notification targets)', () => {
  test.beforeAll(async ({ stack }) => {
    await rootS3(stack.minio)
      .send(new CreateBucketCommand({ Bucket: plainBucket }))
      .catch(() => undefined);
  });
  test.afterAll(async ({ stack }) => {
    await rootS3(stack.minio)
      .send(new DeleteBucketCommand({ Bucket: plainBucket }))
      .catch(() => undefined);
  });

  test('explains that there is nothing to subscribe to', async ({ page, stack }) => {
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.goto(`buckets/${plainBucket}/events`);
    await expect(page.getByText('This server has no notification targets configured')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to Event' })).toBeDisabled();
    await page.screenshot({ path: '/tmp/events-no-targets.png' });
  });
});
