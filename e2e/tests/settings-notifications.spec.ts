// Every notification target type added through Settings, MinIO restarted from the banner, and the event
// read back from the service itself. Its own MinIO and Granary: the restart and the targets stay here.
import {
  CreateBucketCommand,
  PutBucketNotificationConfigurationCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { prepareNotifyTarget, type NotifyTarget, type NotifyType } from '@granary/tools/notify';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { startWebhookReceiver, webhookArn, type WebhookReceiver } from '@granary/tools/webhook-receiver';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, logIn, test } from '../fixtures.ts';
import { choose, field, fillFields } from '../support/settings-form.ts';

test.use({ actionTimeout: 15_000 });

const bucket = 'e2e-settings-events';
const id = 'e2e';
const queueRoot = mkdtempSync(join(tmpdir(), 'granary-e2e-queues-'));
const queueDir = (service: string) => join(queueRoot, service);

const unreachableTargetsEnv = {
  MINIO_NOTIFY_KAFKA_ENABLE_DOWN: 'on',
  MINIO_NOTIFY_KAFKA_BROKERS_DOWN: '127.0.0.1:1',
  MINIO_NOTIFY_ELASTICSEARCH_ENABLE_DOWN: 'on',
  MINIO_NOTIFY_ELASTICSEARCH_URL_DOWN: 'http://127.0.0.1:1',
  MINIO_NOTIFY_ELASTICSEARCH_INDEX_DOWN: 'granary-events',
  MINIO_NOTIFY_ELASTICSEARCH_FORMAT_DOWN: 'namespace',
  MINIO_NOTIFY_NSQ_ENABLE_DOWN: 'on',
  MINIO_NOTIFY_NSQ_NSQD_ADDRESS_DOWN: '127.0.0.1:1',
  MINIO_NOTIFY_NSQ_TOPIC_DOWN: 'granary-events',
};

let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;
let receiver: WebhookReceiver | undefined;
let s3: S3Client;
const services = new Map<NotifyType, NotifyTarget>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startWebhookReceiver();
  // MinIO refuses to save a target it cannot reach; set through its environment, such targets run Offline.
  minio = await startMinio({ drives: 4, name: 'e2e-settings', env: unreachableTargetsEnv });
  granary = await startGranary({ minioEndpoint: minio.endpoint });
  s3 = rootS3(minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  for (const type of Object.keys(prepareNotifyTarget) as NotifyType[])
    services.set(type, await prepareNotifyTarget[type](`settings-${type}`));
});
test.afterAll(async () => {
  await Promise.all([...services.values()].map((target) => target.close()));
  await granary?.stop();
  await minio?.stop();
  await receiver?.close();
});

const target = (type: NotifyType) => {
  const found = services.get(type);
  if (!found) throw new Error(`${type} was not prepared`);
  return found.keyValues;
};

/** `host=… port=… dbname=… user=… sslmode=…` as the builder's fields. */
const pqParts = (text: string) =>
  Object.fromEntries([...text.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]])) as Record<
    string,
    string
  >;

/** The form of each service as an administrator fills it in. */
const forms: Record<string, (page: Page) => Promise<void>> = {
  webhook: (page) =>
    fillFields(page, { Endpoint: `${receiver?.url}/settings`, 'Queue Dir': queueDir('webhook') }),
  redis: (page) =>
    fillFields(page, {
      Address: target('redis')['address'] ?? '',
      Key: target('redis')['key'] ?? '',
      'Queue Dir': queueDir('redis'),
    }),
  amqp: (page) =>
    fillFields(page, {
      URL: target('amqp')['url'] ?? '',
      Exchange: target('amqp')['exchange'] ?? '',
      'Exchange Type': target('amqp')['exchange_type'] ?? '',
      'Routing Key': target('amqp')['routing_key'] ?? '',
      'Queue Dir': queueDir('amqp'),
    }),
  mqtt: (page) =>
    fillFields(page, {
      Broker: target('mqtt')['broker'] ?? '',
      Topic: target('mqtt')['topic'] ?? '',
      'Queue Dir': queueDir('mqtt'),
    }),
  nats: (page) =>
    fillFields(page, {
      Address: target('nats')['address'] ?? '',
      Subject: target('nats')['subject'] ?? '',
      'Queue Dir': queueDir('nats'),
    }),
  postgres: async (page) => {
    const parts = pqParts(target('postgres')['connection_string'] ?? '');
    await fillFields(page, {
      Host: parts['host'] ?? '',
      Port: parts['port'] ?? '',
      'Database Name': parts['dbname'] ?? '',
      User: parts['user'] ?? '',
    });
    await choose(page, 'SSL Mode', 'disable');
    await fillFields(page, { Table: target('postgres')['table'] ?? '' });
  },
  mysql: async (page) => {
    const dsn = /^(\w+)@tcp\(([^:]+):(\d+)\)\/(\w+)$/.exec(target('mysql')['dsn_string'] ?? '');
    await fillFields(page, {
      Host: dsn?.[2] ?? '',
      Port: dsn?.[3] ?? '',
      'Database Name': dsn?.[4] ?? '',
      User: dsn?.[1] ?? '',
    });
    await fillFields(page, { Table: target('mysql')['table'] ?? '' });
    await choose(page, 'Format', target('mysql')['format'] ?? 'namespace');
  },
  kafka: (page) => fillFields(page, { Brokers: '127.0.0.1:1', 'Queue Dir': queueDir('kafka') }),
  elasticsearch: (page) =>
    fillFields(page, {
      URL: 'http://127.0.0.1:1',
      Index: 'granary-events',
      'Queue Dir': queueDir('elasticsearch'),
    }),
  nsq: (page) =>
    fillFields(page, {
      'NSQD Address': '127.0.0.1:1',
      Topic: 'granary-events',
      'Queue Dir': queueDir('nsq'),
    }),
};

const labels: Record<string, string> = {
  webhook: 'Webhook',
  redis: 'Redis',
  amqp: 'AMQP',
  mqtt: 'MQTT',
  nats: 'NATS',
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  kafka: 'Kafka',
  elasticsearch: 'Elasticsearch',
  nsq: 'NSQ',
};

async function openTargetForm(page: Page, service: string) {
  await page.getByRole('button', { name: 'Add Notification Target' }).click();
  await page.getByRole('button', { name: labels[service] ?? service, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Add ${labels[service]} Notification Target` }),
  ).toBeVisible();
  await field(page, 'Identifier').fill(id);
  await forms[service]?.(page);
  await page.getByRole('button', { name: 'Save' }).click();
}

async function addTarget(page: Page, service: string) {
  await openTargetForm(page, service);
  await expect(page.getByRole('button', { name: 'Add Notification Target' })).toBeVisible({
    timeout: 20_000,
  });
}

/** MinIO tries the target before it keeps it: its reason shows on the form, and nothing is saved. */
async function addUnreachableTarget(page: Page, service: string) {
  await openTargetForm(page, service);
  await expect(
    page.getByRole('alert').filter({ hasText: /connection refused|not connected|dial tcp|brokers/ }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Back To Supported Services' }).click();
  await page.getByRole('link', { name: 'Back To Lambda Notifications' }).click();
}

test('adds every target type, restarts from the banner, and each service receives the event', async ({
  page,
}) => {
  test.setTimeout(240_000);
  if (!minio || !granary || !receiver) throw new Error('stack not started');
  await logIn(page, minio.rootUser, minio.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/settings`);
  await expect(page.getByRole('tab', { name: 'Configurations', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Lambda Notifications' }).click();
  const table = page.getByRole('table', { name: 'Notification targets' });
  for (const service of ['kafka', 'elasticsearch', 'nsq'])
    await expect(table.getByRole('row', { name: new RegExp(`Offline ${service}:DOWN`) })).toBeVisible();

  for (const service of ['webhook', 'redis', 'amqp', 'mqtt', 'nats', 'postgres', 'mysql'])
    await addTarget(page, service);
  for (const service of ['kafka', 'elasticsearch', 'nsq']) await addUnreachableTarget(page, service);
  const banner = page.getByRole('alert').filter({ hasText: 'The instance needs to be restarted' });
  // Seven saved targets wait for the restart; the three refused ones are not among them.
  await expect(banner).toContainText('Waiting: notify_webhook:e2e, notify_redis:e2e');
  await expect(banner).toContainText('and 2 more.');
  await expect(
    page.getByText('The instance needs to be restarted for configuration changes to take effect.'),
  ).toBeVisible();

  // The flag is kept by the server: a reload still shows it.
  await page.reload();
  await expect(
    page.getByText('The instance needs to be restarted for configuration changes to take effect.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByText('The server is restarting.')).toBeVisible();
  await expect(page.getByText('The server is restarting.')).toBeHidden({ timeout: 90_000 });
  await expect(page.getByText('The instance needs to be restarted')).toBeHidden();

  for (const service of ['webhook', 'redis', 'amqp', 'mqtt', 'nats', 'postgresql', 'mysql'])
    await expect(table.getByRole('row', { name: new RegExp(`Online ${service}:${id}`) })).toBeVisible();
  for (const service of ['kafka', 'elasticsearch', 'nsq'])
    await expect(table.getByRole('row', { name: new RegExp(`Offline ${service}:DOWN`) })).toBeVisible();
  await expect(table.getByRole('row', { name: /kafka:e2e/ })).toHaveCount(0);
  const online = await table
    .getByText('Online')
    .first()
    .evaluate((node) => node.ownerDocument.defaultView?.getComputedStyle(node).color);
  const offline = await table
    .getByText('Offline')
    .first()
    .evaluate((node) => node.ownerDocument.defaultView?.getComputedStyle(node).color);
  expect(offline).not.toBe(online);

  const arns = [webhookArn(id), ...[...services.values()].map((service) => service.arn(id))];
  await s3.send(
    new PutBucketNotificationConfigurationCommand({
      Bucket: bucket,
      NotificationConfiguration: {
        QueueConfigurations: arns.map((arn) => ({ QueueArn: arn, Events: ['s3:ObjectCreated:*'] })),
      },
    }),
  );
  const key = 'reports/settings e2e.txt';
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'hello' }));
  await receiver.waitFor(
    (event) => event.path === '/settings' && event.body.Key === `${bucket}/${key}`,
    20_000,
  );
  for (const [type, service] of services) {
    const { record } = await service.waitForEvent({ bucket, key, timeoutMs: 20_000 });
    expect(record.eventName, type).toMatch(/^s3:ObjectCreated:/);
  }
});
