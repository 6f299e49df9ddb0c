import {
  apiErrorSchema,
  bucketInfoSchema,
  bucketNameParamsSchema,
  bucketPaths,
  createBucketRequestSchema,
  listBucketsResponseSchema,
  okResponseSchema,
} from '@silo/contract';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { s3ClientFor } from '../../plugins/s3-client.ts';
import { adminClientFor, requirePrincipal } from '../../plugins/session.ts';
import type { BucketsContext } from './buckets.service.ts';
import { createBucket, deleteBucket, getBucket, listBuckets } from './buckets.service.ts';

export type BucketsRoutesOptions = { config: Config; sealingKey: Buffer };

const tags = ['buckets'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

export const bucketsRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, { config }) => {
  const s3Clients = new WeakMap<FastifyRequest, S3Client>();
  // Each request builds its own S3 client: close its sockets when the answer has gone out.
  app.addHook('onResponse', async (request) => s3Clients.get(request)?.destroy());

  /** The user's own clients: MinIO enforces their policy on every bucket call. */
  const context = (request: FastifyRequest): BucketsContext => {
    const principal = requirePrincipal(request);
    const s3 = s3ClientFor(config, principal);
    s3Clients.set(request, s3);
    return {
      s3,
      admin: adminClientFor(config, principal),
      config,
    };
  };

  app.get(bucketPaths.buckets, {
    schema: {
      tags,
      summary: 'Buckets with creation date, reported size and access',
      response: { 200: listBucketsResponseSchema, ...errors },
    },
    handler: async (request) => ({ buckets: await listBuckets(context(request)) }),
  });

  app.post(bucketPaths.buckets, {
    schema: {
      tags,
      summary: 'Create a bucket with versioning, object locking, quota and default retention',
      body: createBucketRequestSchema,
      response: { 201: okResponseSchema, ...errors },
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
      response: { 200: bucketInfoSchema, ...errors },
    },
    handler: async (request) => getBucket(context(request), request.params.name),
  });

  app.delete(bucketPaths.bucket, {
    schema: {
      tags,
      summary: 'Delete an empty bucket (never forced)',
      params: bucketNameParamsSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await deleteBucket(context(request), request.params.name);
      return { ok: true as const };
    },
  });
};
