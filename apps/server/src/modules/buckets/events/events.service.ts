import { randomUUID } from 'node:crypto';
import {
  GetBucketNotificationConfigurationCommand,
  PutBucketNotificationConfigurationCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type {
  BucketEventSubscription,
  BucketEventType,
  SubscribeBucketEventResponse,
  SubscribeBucketEventRequest,
  UnsubscribeBucketEventRequest,
} from '@granary/contract';
import { minioEventByType } from '@granary/contract';
import { httpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import {
  isSameSubscription,
  notificationEntries,
  notificationLists,
  queueConfiguration,
  toSubscription,
  withoutEntries,
  type NotificationEntry,
  type NotificationLists,
} from './notification-config.ts';

type Subscribe = Required<SubscribeBucketEventRequest['configuration']> & { ignoreExisting: boolean };
type Unsubscribe = Required<UnsubscribeBucketEventRequest>;

async function readLists({ s3 }: RequestClients, bucket: string): Promise<NotificationLists> {
  return notificationLists(await s3.send(new GetBucketNotificationConfigurationCommand({ Bucket: bucket })));
}

/** MinIO's InvalidArgument for an unknown target does not name it; the answer does. */
function explainPutFailure(error: unknown, arn: string): unknown {
  if (!(error instanceof S3ServiceException) || !/destination ARN/i.test(error.message)) return error;
  return httpError(
    'badRequest',
    `'${arn}' is not a notification target configured on this server (or the bucket still subscribes a target that no longer exists).`,
    `${error.name}: ${error.message}`,
  );
}

async function writeLists(ctx: RequestClients, bucket: string, lists: NotificationLists, arn: string) {
  try {
    await ctx.s3.send(
      new PutBucketNotificationConfigurationCommand({ Bucket: bucket, NotificationConfiguration: lists }),
    );
  } catch (error) {
    throw explainPutFailure(error, arn);
  }
}

export async function listSubscriptions(
  ctx: RequestClients,
  bucket: string,
): Promise<BucketEventSubscription[]> {
  return notificationEntries(await readLists(ctx, bucket)).map(toSubscription);
}

const minioEvents = (types: BucketEventType[]) => types.map((type) => minioEventByType[type]);

/** Adds one subscription to the bucket's configuration; every other subscription stays as it was. */
export async function subscribe(
  ctx: RequestClients,
  bucket: string,
  request: Subscribe,
): Promise<SubscribeBucketEventResponse> {
  const lists = await readLists(ctx, bucket);
  const wanted = { ...request, minioEvents: minioEvents(request.events) };
  const existing = notificationEntries(lists).find((entry) => isSameSubscription(entry, wanted));
  if (existing && request.ignoreExisting) return { subscription: toSubscription(existing), created: false };
  if (existing)
    throw httpError(
      'subscriptionExists',
      `Bucket '${bucket}' already has this subscription of '${request.arn}'.`,
    );
  const entry: NotificationEntry = { ...wanted, id: randomUUID() };
  const next = { ...lists, QueueConfigurations: [...lists.QueueConfigurations, queueConfiguration(entry)] };
  await writeLists(ctx, bucket, next, request.arn);
  return { subscription: toSubscription(entry), created: true };
}

function describe(arn: string, request: Unsubscribe): string {
  const events = [...request.events, ...request.otherEvents].join(', ');
  return `'${arn}' for ${events} with prefix '${request.prefix}' and suffix '${request.suffix}'`;
}

/** Removes exactly the subscription named by ARN, events, prefix and suffix. */
export async function unsubscribe(
  ctx: RequestClients,
  bucket: string,
  arn: string,
  request: Unsubscribe,
): Promise<void> {
  const lists = await readLists(ctx, bucket);
  const wanted = { ...request, arn, minioEvents: [...minioEvents(request.events), ...request.otherEvents] };
  const matches = (entry: NotificationEntry) => isSameSubscription(entry, wanted);
  if (!notificationEntries(lists).some(matches))
    throw httpError('notFound', `Bucket '${bucket}' has no subscription of ${describe(arn, request)}.`);
  await writeLists(ctx, bucket, withoutEntries(lists, matches), arn);
}
