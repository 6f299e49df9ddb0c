// Notification targets are read at start-up, so this file starts its own MinIO with two webhook targets.
import {
  apiEndpoints,
  type ApiError,
  type BucketEventType,
  type SubscribeBucketEventRequest,
  type UnsubscribeBucketEventRequest,
} from '@granary/contract';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  GetBucketNotificationConfigurationCommand,
  PutBucketNotificationConfigurationCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { connect } from 'node:net';
import { AdminClient } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinioSingle } from '@granary/tools/minio/test-servers';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import {
  startWebhookReceiver,
  webhookArn,
  webhookTargetsEnv,
  type WebhookReceiver,
} from '@granary/tools/webhook-receiver';
import { type Harness, logIn, rootS3, startHarness } from '../../../testing/harness.ts';

const bucket = 'ev-int';
const primary = webhookArn('primary');
const audit = webhookArn('audit');
const { bucketEvents } = apiEndpoints;

let receiver: WebhookReceiver;
let minio: MinioServer;
let h: Harness;
let s3: ReturnType<typeof rootS3>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  minio = await startMinio({
    drives: 1,
    name: 'events-int',
    env: webhookTargetsEnv(receiver.url, ['primary', 'audit']),
  });
  h = await startHarness(minio);
  s3 = rootS3(minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
});
afterAll(async () => {
  await h?.t.app.close();
  await minio?.stop();
  await receiver?.close();
});

/** What MinIO itself holds for the bucket, as [arn, events, prefix, suffix] rows. */
async function onMinio() {
  const config = await s3.send(new GetBucketNotificationConfigurationCommand({ Bucket: bucket }));
  return (config.QueueConfigurations ?? []).map((q) => [
    q.QueueArn,
    q.Events,
    ...['prefix', 'suffix'].map(
      (name) => q.Filter?.Key?.FilterRules?.find((r) => r.Name === name)?.Value ?? '',
    ),
  ]);
}

const subscribeBody = (arn: string, events: BucketEventType[], prefix = '', suffix = '') => ({
  configuration: { arn, events, prefix, suffix },
  ignoreExisting: true,
});
const listed = (as?: string) => h.api(bucketEvents.list, { params: { name: bucket } }, { as });
const subscribe = (body: SubscribeBucketEventRequest, as?: string) =>
  h.api(bucketEvents.subscribe, { params: { name: bucket }, body }, { as });
const unsubscribe = (arn: string, body: UnsubscribeBucketEventRequest, as?: string, name = bucket) =>
  h.api(bucketEvents.unsubscribe, { params: { name, arn }, body }, { as });

describe('bucket events on a MinIO with two webhook targets', () => {
  it("lists the server's notification ARNs", async () => {
    const res = await h.api(apiEndpoints.bucketEvents.arns);
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().arns].sort()).toEqual([audit, primary]);
  });

  it('subscribes, and an upload matching the filters really reaches the target', async () => {
    const res = await subscribe(subscribeBody(primary, ['put', 'delete'], 'in/', '.txt'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      created: true,
      subscription: { arn: primary, events: ['put', 'delete'], prefix: 'in/', suffix: '.txt' },
    });
    expect(await onMinio()).toEqual([[primary, ['s3:ObjectCreated:*', 's3:ObjectRemoved:*'], 'in/', '.txt']]);

    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'out/skipped.txt', Body: 'no' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/hello.txt', Body: 'hi' }));
    const event = await receiver.waitFor((e) => e.body.Key === `${bucket}/in/hello.txt`);
    expect(event).toMatchObject({ path: '/primary', body: { EventName: 's3:ObjectCreated:Put' } });
    expect(receiver.received.some((e) => e.body.Key?.includes('skipped'))).toBe(false);
  });

  it('adds a second subscription beside the first and lists both', async () => {
    const res = await subscribe(subscribeBody(audit, ['get']));
    expect(res.statusCode, res.body).toBe(201);
    expect(await onMinio()).toHaveLength(2);
    const list = (await listed()).json();
    expect(list.total).toBe(2);
    expect(list.events).toEqual([
      expect.objectContaining({ arn: primary, events: ['put', 'delete'], otherEvents: [], prefix: 'in/' }),
      expect.objectContaining({ arn: audit, events: ['get'], prefix: '', suffix: '' }),
    ]);
    expect(new Set(list.events.map((e) => e.id)).size).toBe(2);
  });

  it('treats an identical subscription as done with ignoreExisting, and as a conflict without', async () => {
    const again = await subscribe(subscribeBody(audit, ['get']));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().created).toBe(false);
    const strict = await subscribe({ ...subscribeBody(audit, ['get']), ignoreExisting: false });
    expect(strict.statusCode).toBe(409);
    expect(await onMinio()).toHaveLength(2);
  });

  it.each([
    ['an unknown ARN', subscribeBody('arn:minio:sqs::nobody:webhook', ['put']), 'not a notification target'],
    ['a malformed ARN', subscribeBody('not-an-arn', ['put']), 'ARN must look like'],
    ['no events', subscribeBody(primary, []), 'Choose at least one event'],
    [
      'an unknown event',
      { configuration: { arn: primary, events: ['list'], prefix: '', suffix: '' }, ignoreExisting: true },
      'events',
    ],
    ['a repeated event', subscribeBody(primary, ['put', 'put']), 'only once'],
  ])('refuses %s with a 400 and changes nothing', async (_what, body, message) => {
    const before = await onMinio();
    const res = await h.api(bucketEvents.subscribe, { params: { name: bucket } }, { payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
    expect(await onMinio()).toEqual(before);
  });

  it('answers 404 for an unknown bucket on every bucket endpoint', async () => {
    const calls = [
      h.api(apiEndpoints.bucketEvents.list, { params: { name: 'ev-nosuch' } }),
      h.api(
        apiEndpoints.bucketEvents.subscribe,
        { params: { name: 'ev-nosuch' } },
        { payload: subscribeBody(primary, ['put']) },
      ),
      unsubscribe(primary, { events: ['put'] }, undefined, 'ev-nosuch'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<ApiError>().message).toBe("Bucket 'ev-nosuch' does not exist.");
    }
  });

  it('refuses to delete a subscription that does not exist exactly, and changes nothing', async () => {
    const before = await onMinio();
    const wrongEvents = await unsubscribe(primary, { events: ['put'], prefix: 'in/', suffix: '.txt' });
    expect(wrongEvents.statusCode).toBe(404);
    expect(wrongEvents.json<ApiError>().message).toContain('has no subscription of');
    const noEvents = await unsubscribe(primary, { events: [], prefix: 'in/' });
    expect(noEvents.statusCode).toBe(400);
    expect(await onMinio()).toEqual(before);
  });

  it('deletes exactly one subscription and keeps the other', async () => {
    const res = await unsubscribe(primary, { events: ['delete', 'put'], prefix: 'in/', suffix: '.txt' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onMinio()).toEqual([[audit, ['s3:ObjectAccessed:*'], '', '']]);
  });

  it('shows and deletes subscriptions written by other tools (no Id, other event names)', async () => {
    await s3.send(
      new PutBucketNotificationConfigurationCommand({
        Bucket: bucket,
        NotificationConfiguration: {
          QueueConfigurations: [
            { QueueArn: primary, Events: ['s3:ObjectCreated:Put', 's3:ObjectRemoved:*'] },
          ],
        },
      }),
    );
    const [other] = (await listed()).json().events;
    expect(other).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      arn: primary,
      events: ['delete'],
      otherEvents: ['s3:ObjectCreated:Put'],
      prefix: '',
      suffix: '',
    });
    const res = await unsubscribe(primary, { events: ['delete'], otherEvents: ['s3:ObjectCreated:Put'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed()).json()).toEqual({ events: [], total: 0 });
  });
});

describe('a user who may manage notifications but not read server info', () => {
  it('lists and adds subscriptions, and gets 403 for the ARNs', async () => {
    const admin = new AdminClient({
      endpoint: minio.endpoint,
      credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
    });
    await admin.addCannedPolicy('ev-notify-only', {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['s3:GetBucketNotification', 's3:PutBucketNotification'],
          Resource: [`arn:aws:s3:::${bucket}`],
        },
      ],
    });
    await admin.addUser('ev-notifier', 'ev-notifier-secret');
    await admin.setPolicy({ policyNames: ['ev-notify-only'], entityName: 'ev-notifier', isGroup: false });
    const token = await logIn(h.t, 'ev-notifier', 'ev-notifier-secret');
    const arns = await h.api(apiEndpoints.bucketEvents.arns, {}, { as: token });
    expect(arns.statusCode, arns.body).toBe(403);
    expect((await listed(token)).statusCode).toBe(200);
    const added = await subscribe(subscribeBody(audit, ['delete'], 'user/'), token);
    expect(added.statusCode, added.body).toBe(201);
    const removed = await unsubscribe(audit, { events: ['delete'], prefix: 'user/' }, token);
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

describe('bucket events on a MinIO without targets', () => {
  it('lists no ARNs and refuses any subscription', async () => {
    const shared = testMinioSingle();
    const plain = await startHarness(shared);
    const sharedS3 = rootS3(shared);
    await sharedS3.send(new CreateBucketCommand({ Bucket: 'ev-int-plain' })).catch(() => undefined);
    try {
      expect((await plain.api(apiEndpoints.bucketEvents.arns)).json()).toEqual({ arns: [] });
      expect(
        (await plain.api(apiEndpoints.bucketEvents.list, { params: { name: 'ev-int-plain' } })).json(),
      ).toEqual({
        events: [],
        total: 0,
      });
      const res = await plain.api(
        apiEndpoints.bucketEvents.subscribe,
        { params: { name: 'ev-int-plain' } },
        { payload: subscribeBody(primary, ['put']) },
      );
      expect(res.statusCode).toBe(400);
    } finally {
      await sharedS3.send(new DeleteBucketCommand({ Bucket: 'ev-int-plain' }));
      await plain.t.app.close();
    }
  });
});

/** One command to the machine's Redis (127.0.0.1:6379) in RESP, answered as raw text. */
function redis(...args: string[]): Promise<string> {
  const command = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = connect(6379, '127.0.0.1', () => socket.write(command));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.endsWith('\r\n')) socket.end();
    });
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

describe('a Redis target added through config KV and a restart', () => {
  const key = `granary-events-int-${process.pid}`;
  afterAll(() => redis('DEL', key));

  it('appears in the ARNs and receives the upload event after subscribing', { timeout: 90_000 }, async () => {
    const admin = new AdminClient({
      endpoint: minio.endpoint,
      credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
    });
    await admin.setConfigKV(`notify_redis:evint address=127.0.0.1:6379 key=${key} format=namespace`);
    await admin.serviceRestart();
    await admin.waitUntilReady(30_000);
    const fresh = await startHarness(minio);
    try {
      const arns = (await fresh.api(apiEndpoints.bucketEvents.arns)).json().arns;
      expect(arns).toContain('arn:minio:sqs::evint:redis');
      const res = await fresh.api(bucketEvents.subscribe, {
        params: { name: bucket },
        body: subscribeBody('arn:minio:sqs::evint:redis', ['put'], 'redis/'),
      });
      expect(res.statusCode, res.body).toBe(201);
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'redis/one.txt', Body: '1' }));
      await expect.poll(() => redis('HKEYS', key), { timeout: 10_000 }).toContain(`${bucket}/redis/one.txt`);
    } finally {
      await fresh.t.app.close();
    }
  });
});
