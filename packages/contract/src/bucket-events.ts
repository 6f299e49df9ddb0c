import { z } from 'zod';
import { existingBucketNameSchema, nameTextSchema, textSchema } from './names.ts';
import { bucketNameParamsSchema } from './buckets.ts';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

/** The event types offered (spec 1 §9) and the MinIO event each one subscribes to. */
export const bucketEventTypeSchema = z.enum(['put', 'get', 'delete']);
export type BucketEventType = z.infer<typeof bucketEventTypeSchema>;

export const minioEventByType: Record<BucketEventType, string> = {
  put: 's3:ObjectCreated:*',
  get: 's3:ObjectAccessed:*',
  delete: 's3:ObjectRemoved:*',
};

/** The modal's labels for the event types (spec 1 §2.7). */
export const bucketEventTypeLabels: Record<BucketEventType, string> = {
  put: 'PUT: object uploaded',
  get: 'GET: object accessed',
  delete: 'DELETE: object deleted',
};

/** MinIO's notification target ARNs: `arn:minio:sqs:<region>:<target id>:<target type>` (six fields). */
export const notificationArnSchema = z
  .string()
  .trim()
  .min(1, 'ARN is required')
  .regex(/^arn:[^:]+:[^:]+:[^:]*:[^:]+:[^:]+$/, 'ARN must look like arn:minio:sqs::<id>:<type>');

const eventListSchema = z
  .array(bucketEventTypeSchema)
  .min(1, 'Choose at least one event')
  .refine((events) => new Set(events).size === events.length, 'Each event may be chosen only once');

export const bucketEventSubscriptionSchema = z
  .object({
    /** MinIO's configuration Id; one derived from the other fields when MinIO has none. */
    id: z.string(),
    arn: z.string(),
    events: z.array(bucketEventTypeSchema),
    /** MinIO event names of this subscription that are not one of the three types (set by other tools). */
    otherEvents: z.array(z.string()),
    prefix: z.string(),
    suffix: z.string(),
  })
  .meta({ id: 'BucketEventSubscription' });
export type BucketEventSubscription = z.infer<typeof bucketEventSubscriptionSchema>;

export const bucketEventsResponseSchema = z
  .object({ events: z.array(bucketEventSubscriptionSchema), total: z.number().int() })
  .meta({ id: 'BucketEventsResponse' });
export type BucketEventsResponse = z.infer<typeof bucketEventsResponseSchema>;

export const subscribeBucketEventRequestSchema = z
  .object({
    configuration: z.object({
      arn: notificationArnSchema,
      events: eventListSchema,
      prefix: textSchema.default(''),
      suffix: textSchema.default(''),
    }),
    /** An identical subscription that already exists is then success with nothing changed. */
    ignoreExisting: z.boolean().default(true),
  })
  .meta({ id: 'SubscribeBucketEventRequest' });
export type SubscribeBucketEventRequest = z.input<typeof subscribeBucketEventRequestSchema>;

export const subscribeBucketEventResponseSchema = z
  .object({ subscription: bucketEventSubscriptionSchema, created: z.boolean() })
  .meta({ id: 'SubscribeBucketEventResponse' });
export type SubscribeBucketEventResponse = z.infer<typeof subscribeBucketEventResponseSchema>;

/** Names exactly one subscription of the ARN in the path. */
export const unsubscribeBucketEventRequestSchema = z
  .object({
    events: z.array(bucketEventTypeSchema).default([]),
    otherEvents: z.array(nameTextSchema).default([]),
    prefix: textSchema.default(''),
    suffix: textSchema.default(''),
  })
  .refine((body) => body.events.length + body.otherEvents.length > 0, {
    message: 'Name the events of the subscription to delete',
    path: ['events'],
  })
  .meta({ id: 'UnsubscribeBucketEventRequest' });
export type UnsubscribeBucketEventRequest = z.input<typeof unsubscribeBucketEventRequestSchema>;

export const bucketEventParamsSchema = z.object({ name: existingBucketNameSchema, arn: nameTextSchema });

export const notificationArnsResponseSchema = z
  .object({ arns: z.array(z.string()) })
  .meta({ id: 'NotificationArnsResponse' });
export type NotificationArnsResponse = z.infer<typeof notificationArnsResponseSchema>;

const tags = ['buckets'];

/** Bucket event subscriptions and the server's notification targets (spec 1 §2.7 Events, §3, §7). */
export const bucketEventEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/events',
    summary: "The bucket's event subscriptions (its notification configuration)",
    tags,
    params: bucketNameParamsSchema,
    response: bucketEventsResponseSchema,
  }),
  /** 201 when the subscription was added, 200 when an identical one already existed. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:name/events',
    summary: 'Add one event subscription; the existing subscriptions stay',
    tags,
    params: bucketNameParamsSchema,
    body: subscribeBucketEventRequestSchema,
    response: subscribeBucketEventResponseSchema,
    status: 201,
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/buckets/:name/events/:arn',
    summary: 'Remove exactly the subscription of this ARN with these events, prefix and suffix',
    tags,
    params: bucketEventParamsSchema,
    body: unsubscribeBucketEventRequestSchema,
    response: okResponseSchema,
  }),
  arns: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/arns',
    summary: "ARNs of the server's configured notification targets",
    tags,
    response: notificationArnsResponseSchema,
  }),
};
