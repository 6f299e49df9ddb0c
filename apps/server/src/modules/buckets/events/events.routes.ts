import {
  bucketEventParamsSchema,
  bucketEventPaths,
  bucketEventsResponseSchema,
  bucketNameParamsSchema,
  notificationArnsResponseSchema,
  okResponseSchema,
  subscribeBucketEventRequestSchema,
  subscribeBucketEventResponseSchema,
  unsubscribeBucketEventRequestSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';
import { bucketRouteErrors, bucketsContextResolver } from '../buckets-context.ts';
import { listSubscriptions, notificationArns, subscribe, unsubscribe } from './events.service.ts';

const tags = ['buckets'];

/** Bucket detail: event subscriptions and the server's notification ARNs (spec 1 §7). */
export const bucketEventsRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, options) => {
  const context = bucketsContextResolver(app, options.config);

  app.get(bucketEventPaths.events, {
    schema: {
      tags,
      summary: "The bucket's event subscriptions (its notification configuration)",
      params: bucketNameParamsSchema,
      response: { 200: bucketEventsResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      const events = await listSubscriptions(context(request), request.params.name);
      return { events, total: events.length };
    },
  });

  app.post(bucketEventPaths.events, {
    schema: {
      tags,
      summary: 'Add one event subscription; the existing subscriptions stay',
      params: bucketNameParamsSchema,
      body: subscribeBucketEventRequestSchema,
      response: {
        200: subscribeBucketEventResponseSchema,
        201: subscribeBucketEventResponseSchema,
        ...bucketRouteErrors,
      },
    },
    handler: async (request, reply) => {
      const { configuration, ignoreExisting } = request.body;
      const result = await subscribe(context(request), request.params.name, {
        ...configuration,
        ignoreExisting,
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  });

  app.delete(bucketEventPaths.event, {
    schema: {
      tags,
      summary: 'Remove exactly the subscription of this ARN with these events, prefix and suffix',
      params: bucketEventParamsSchema,
      body: unsubscribeBucketEventRequestSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      await unsubscribe(context(request), request.params.name, request.params.arn, request.body);
      return { ok: true as const };
    },
  });

  app.get(bucketEventPaths.arns, {
    schema: {
      tags,
      summary: "ARNs of the server's configured notification targets",
      response: { 200: notificationArnsResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({ arns: await notificationArns(context(request).admin) }),
  });
};
