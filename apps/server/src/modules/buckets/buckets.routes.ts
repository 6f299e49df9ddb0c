import {
  bucketInfoSchema,
  bucketNameParamsSchema,
  bucketPaths,
  createBucketRequestSchema,
  listBucketsResponseSchema,
  okResponseSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from './buckets-context.ts';
import { bucketRouteErrors, bucketsContextResolver } from './buckets-context.ts';
import { bucketAccessRoutes } from './access/access.routes.ts';
import { bucketEventsRoutes } from './events/events.routes.ts';
import { bucketLifecycleRoutes } from './lifecycle/lifecycle.routes.ts';
import { bucketReplicationRoutes } from './replication/replication.routes.ts';
import { bucketSummaryRoutes } from './summary/summary.routes.ts';
import { createBucket, deleteBucket, getBucket, listBuckets } from './buckets.service.ts';
import { exportedPoliciesCache } from './exported-policies-cache.ts';
import { requirePrincipal } from '../../plugins/session.ts';

const tags = ['buckets'];

export const bucketsRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, options) => {
  const context = bucketsContextResolver(app, options.config);
  const policies = exportedPoliciesCache();
  // Any change made through the bucket routes (a policy, an access rule, a new bucket) drops the
  // kept exports before its answer goes out, so no later list hides a change made through Silo. Added
  // before the detail routes are registered, so that it covers them too.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') policies.clear();
    return payload;
  });
  for (const detailRoutes of [
    bucketSummaryRoutes,
    bucketEventsRoutes,
    bucketLifecycleRoutes,
    bucketReplicationRoutes,
    bucketAccessRoutes,
  ])
    await app.register(detailRoutes, options);

  app.get(bucketPaths.buckets, {
    schema: {
      tags,
      summary: 'Buckets with creation date, reported size and access',
      response: { 200: listBucketsResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      const ctx = context(request);
      const session = requirePrincipal(request).credentials.accessKeyId;
      return { buckets: await listBuckets(ctx, policies.get(session, ctx.admin)) };
    },
  });

  app.post(bucketPaths.buckets, {
    schema: {
      tags,
      summary: 'Create a bucket with versioning, object locking, quota and default retention',
      body: createBucketRequestSchema,
      response: { 201: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request, reply) => {
      await createBucket(context(request), request.body);
      return reply.status(201).send({ ok: true as const });
    },
  });

  app.get(bucketPaths.bucket, {
    schema: {
      tags,
      summary: "A bucket's access (from its policy)",
      params: bucketNameParamsSchema,
      response: { 200: bucketInfoSchema, ...bucketRouteErrors },
    },
    handler: async (request) => getBucket(context(request), request.params.name),
  });

  app.delete(bucketPaths.bucket, {
    schema: {
      tags,
      summary: 'Delete an empty bucket (never forced)',
      params: bucketNameParamsSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      await deleteBucket(context(request), request.params.name);
      return { ok: true as const };
    },
  });
};
