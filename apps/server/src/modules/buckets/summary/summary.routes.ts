import {
  bucketEncryptionInfoSchema,
  bucketInfoSchema,
  bucketNameParamsSchema,
  bucketObjectLockingSchema,
  bucketQuotaInfoSchema,
  bucketQuotaRequestSchema,
  bucketReplicationStatusSchema,
  bucketRetentionInfoSchema,
  bucketSummaryPaths as paths,
  bucketUsageSchema,
  bucketVersioningSchema,
  enableBucketEncryptionRequestSchema,
  okResponseSchema,
  setBucketPolicyRequestSchema,
  setBucketRetentionRequestSchema,
  setBucketVersioningRequestSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';
import { bucketRouteErrors, bucketsContextResolver } from '../buckets-context.ts';
import { setBucketAccess } from './bucket-policy.service.ts';
import {
  disableBucketEncryption,
  enableBucketEncryption,
  getBucketEncryption,
} from './bucket-encryption.service.ts';
import {
  getBucketQuota,
  getBucketRetention,
  getBucketVersioning,
  getObjectLocking,
  setBucketQuota,
  setBucketRetention,
  setBucketVersioning,
} from './bucket-settings.service.ts';
import { getBucketUsage, getReplicationStatus } from './bucket-status.service.ts';

const tags = ['buckets'];
const params = bucketNameParamsSchema;
const answers = (schema: z.ZodType) => ({ 200: schema, ...bucketRouteErrors });

/** Bucket detail: access policy, encryption, versioning, quota, retention, object locking (spec 1 §7). */
export const bucketSummaryRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, options) => {
  const context = bucketsContextResolver(app, options.config);

  app.put(paths.setPolicy, {
    schema: {
      tags,
      summary: 'Set access PRIVATE or PUBLIC',
      params,
      body: setBucketPolicyRequestSchema,
      response: answers(bucketInfoSchema),
    },
    handler: async (request) => setBucketAccess(context(request), request.params.name, request.body),
  });

  app.get(paths.retention, {
    schema: {
      tags,
      summary: 'Default retention (disabled when none)',
      params,
      response: answers(bucketRetentionInfoSchema),
    },
    handler: async (request) => getBucketRetention(context(request), request.params.name),
  });
  app.put(paths.retention, {
    schema: {
      tags,
      summary: 'Set the default retention (needs object locking)',
      params,
      body: setBucketRetentionRequestSchema,
      response: answers(bucketRetentionInfoSchema),
    },
    handler: async (request) => setBucketRetention(context(request), request.params.name, request.body),
  });

  app.get(paths.encryptionInfo, {
    schema: { tags, summary: 'Default encryption', params, response: answers(bucketEncryptionInfoSchema) },
    handler: async (request) => getBucketEncryption(context(request), request.params.name),
  });
  app.post(paths.encryptionEnable, {
    schema: {
      tags,
      summary: 'Enable SSE-S3 or SSE-KMS',
      params,
      body: enableBucketEncryptionRequestSchema,
      response: answers(bucketEncryptionInfoSchema),
    },
    handler: async (request) => enableBucketEncryption(context(request), request.params.name, request.body),
  });
  app.post(paths.encryptionDisable, {
    schema: { tags, summary: 'Remove the default encryption', params, response: answers(okResponseSchema) },
    handler: async (request) => {
      await disableBucketEncryption(context(request), request.params.name);
      return { ok: true as const };
    },
  });

  app.get(paths.versioning, {
    schema: { tags, summary: 'Versioning state', params, response: answers(bucketVersioningSchema) },
    handler: async (request) => getBucketVersioning(context(request), request.params.name),
  });
  app.put(paths.versioning, {
    schema: {
      tags,
      summary: 'Enable or suspend versioning',
      params,
      body: setBucketVersioningRequestSchema,
      response: answers(bucketVersioningSchema),
    },
    handler: async (request) =>
      setBucketVersioning(context(request), request.params.name, request.body.versioning),
  });

  app.get(paths.quota, {
    schema: { tags, summary: 'Quota (hard, bytes)', params, response: answers(bucketQuotaInfoSchema) },
    handler: async (request) => getBucketQuota(context(request), request.params.name),
  });
  app.put(paths.quota, {
    schema: {
      tags,
      summary: 'Set or clear the quota',
      params,
      body: bucketQuotaRequestSchema,
      response: answers(bucketQuotaInfoSchema),
    },
    handler: async (request) => setBucketQuota(context(request), request.params.name, request.body),
  });

  app.get(paths.objectLocking, {
    schema: {
      tags,
      summary: 'Whether object locking is enabled',
      params,
      response: answers(bucketObjectLockingSchema),
    },
    handler: async (request) => getObjectLocking(context(request), request.params.name),
  });
  app.get(paths.replicationStatus, {
    schema: {
      tags,
      summary: 'Whether replication is configured',
      params,
      response: answers(bucketReplicationStatusSchema),
    },
    handler: async (request) => getReplicationStatus(context(request), request.params.name),
  });
  app.get(paths.usage, {
    schema: { tags, summary: 'Reported usage (size, objects)', params, response: answers(bucketUsageSchema) },
    handler: async (request) => getBucketUsage(context(request), request.params.name),
  });
};
