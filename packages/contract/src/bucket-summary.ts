import { z } from 'zod';
import { textSchema } from './names.ts';
import {
  bucketInfoSchema,
  bucketNameParamsSchema,
  bucketQuotaRequestSchema,
  bucketRetentionSchema,
  quotaTypeSchema,
} from './buckets.ts';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

export const settableAccessSchema = z.enum(['PRIVATE', 'PUBLIC'], {
  error: 'access must be PRIVATE or PUBLIC (a custom policy cannot be set here)',
});
export type SettableAccess = z.infer<typeof settableAccessSchema>;

export const setBucketPolicyRequestSchema = z
  .object({
    access: settableAccessSchema,
    /** A custom policy (anything but the canned ones) is replaced only when this is true. */
    replaceCustom: z.boolean().default(false),
  })
  .meta({ id: 'SetBucketPolicyRequest' });
export type SetBucketPolicyRequest = z.input<typeof setBucketPolicyRequestSchema>;

/** The bucket's default retention; `enabled: false` when it has none (or no object locking at all). */
export const bucketRetentionInfoSchema = z
  .discriminatedUnion('enabled', [
    z.object({ enabled: z.literal(false) }),
    bucketRetentionSchema.extend({ enabled: z.literal(true) }),
  ])
  .meta({ id: 'BucketRetentionInfo' });
export type BucketRetentionInfo = z.infer<typeof bucketRetentionInfoSchema>;

export const setBucketRetentionRequestSchema = bucketRetentionSchema.meta({
  id: 'SetBucketRetentionRequest',
});

export const encryptionTypeSchema = z.enum(['sse-s3', 'sse-kms'], {
  error: 'encType must be sse-s3 or sse-kms',
});
export type EncryptionType = z.infer<typeof encryptionTypeSchema>;

/** algorithm: 'AES256' means SSE-S3, 'aws:kms' SSE-KMS; '' when encryption is off. */
export const bucketEncryptionInfoSchema = z
  .object({
    enabled: z.boolean(),
    algorithm: z.string(),
    encType: z.enum(['disabled', 'sse-s3', 'sse-kms']),
    kmsMasterKeyID: z.string(),
  })
  .meta({ id: 'BucketEncryptionInfo' });
export type BucketEncryptionInfo = z.infer<typeof bucketEncryptionInfoSchema>;

export const enableBucketEncryptionRequestSchema = z
  .object({ encType: encryptionTypeSchema, kmsKeyID: textSchema.trim().default('') })
  .refine((body) => body.encType !== 'sse-kms' || body.kmsKeyID !== '', {
    message: 'SSE-KMS needs a KMS key ID',
    path: ['kmsKeyID'],
  })
  .meta({ id: 'EnableBucketEncryptionRequest' });
export type EnableBucketEncryptionRequest = z.input<typeof enableBucketEncryptionRequestSchema>;

export const bucketVersioningSchema = z
  .object({
    is_versioned: z.boolean(),
    /** 'off' = never versioned; 'suspended' = was versioned, keeps its old versions. */
    status: z.enum(['off', 'enabled', 'suspended']),
  })
  .meta({ id: 'BucketVersioning' });
export type BucketVersioning = z.infer<typeof bucketVersioningSchema>;

export const setBucketVersioningRequestSchema = z
  .object({ versioning: z.boolean({ error: 'versioning must be true or false' }) })
  .meta({ id: 'SetBucketVersioningRequest' });
export type SetBucketVersioningRequest = z.infer<typeof setBucketVersioningRequestSchema>;

/** quota in bytes; 0 and type null when the bucket has none. */
export const bucketQuotaInfoSchema = z
  .object({ enabled: z.boolean(), quota: z.number(), type: quotaTypeSchema.nullable() })
  .meta({ id: 'BucketQuotaInfo' });
export type BucketQuotaInfo = z.infer<typeof bucketQuotaInfoSchema>;

export const bucketObjectLockingSchema = z
  .object({ object_locking_enabled: z.boolean() })
  .meta({ id: 'BucketObjectLocking' });
export type BucketObjectLocking = z.infer<typeof bucketObjectLockingSchema>;

export const bucketReplicationStatusSchema = z
  .object({ enabled: z.boolean(), rules: z.number().int() })
  .meta({ id: 'BucketReplicationStatus' });
export type BucketReplicationStatus = z.infer<typeof bucketReplicationStatusSchema>;

/** As last reported by MinIO's usage scanner, which lags behind recent writes. */
export const bucketUsageSchema = z
  .object({ size: z.number(), objects: z.number() })
  .meta({ id: 'BucketUsage' });
export type BucketUsage = z.infer<typeof bucketUsageSchema>;

const tags = ['buckets'];
const params = bucketNameParamsSchema;

/**
 * Bucket detail, Summary tab (spec 1 §2.7, §7): access policy, encryption, versioning, quota, retention,
 * object locking. `:name` is the bucket.
 */
export const bucketSummaryEndpoints = {
  setPolicy: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/buckets/:name/set-policy',
    summary: 'Set access PRIVATE or PUBLIC',
    tags,
    params,
    body: setBucketPolicyRequestSchema,
    response: bucketInfoSchema,
  }),
  retention: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/retention',
    summary: 'Default retention (disabled when none)',
    tags,
    params,
    response: bucketRetentionInfoSchema,
  }),
  setRetention: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/buckets/:name/retention',
    summary: 'Set the default retention (needs object locking)',
    tags,
    params,
    body: setBucketRetentionRequestSchema,
    response: bucketRetentionInfoSchema,
  }),
  encryption: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/encryption/info',
    summary: 'Default encryption',
    tags,
    params,
    response: bucketEncryptionInfoSchema,
  }),
  enableEncryption: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:name/encryption/enable',
    summary: 'Enable SSE-S3 or SSE-KMS',
    tags,
    params,
    body: enableBucketEncryptionRequestSchema,
    response: bucketEncryptionInfoSchema,
  }),
  disableEncryption: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:name/encryption/disable',
    summary: 'Remove the default encryption',
    tags,
    params,
    response: okResponseSchema,
  }),
  versioning: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/versioning',
    summary: 'Versioning state',
    tags,
    params,
    response: bucketVersioningSchema,
  }),
  setVersioning: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/buckets/:name/versioning',
    summary: 'Enable or suspend versioning',
    tags,
    params,
    body: setBucketVersioningRequestSchema,
    response: bucketVersioningSchema,
  }),
  quota: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/quota',
    summary: 'Quota (hard, bytes)',
    tags,
    params,
    response: bucketQuotaInfoSchema,
  }),
  setQuota: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/buckets/:name/quota',
    summary: 'Set or clear the quota',
    tags,
    params,
    body: bucketQuotaRequestSchema,
    response: bucketQuotaInfoSchema,
  }),
  objectLocking: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/object-locking',
    summary: 'Whether object locking is enabled',
    tags,
    params,
    response: bucketObjectLockingSchema,
  }),
  replicationStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/replication-status',
    summary: 'Whether replication is configured',
    tags,
    params,
    response: bucketReplicationStatusSchema,
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/usage',
    summary: 'Reported usage (size, objects)',
    tags,
    params,
    response: bucketUsageSchema,
  }),
};
