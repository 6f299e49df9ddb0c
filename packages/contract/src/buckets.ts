import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { existingBucketNameSchema } from './names.ts';

export const bucketAccessSchema = z.enum(['PRIVATE', 'PUBLIC', 'CUSTOM']);
export type BucketAccess = z.infer<typeof bucketAccessSchema>;

export const bucketSchema = z
  .object({
    name: z.string(),
    /** RFC 3339; '' when MinIO does not report it. */
    creation_date: z.string(),
    /** Bytes, as last reported by MinIO's usage scanner (it may lag behind recent writes). */
    size: z.number(),
    /** null when the user may not read the bucket's policy. */
    access: bucketAccessSchema.nullable(),
  })
  .meta({ id: 'Bucket' });
export type Bucket = z.infer<typeof bucketSchema>;

export const listBucketsResponseSchema = z
  .object({ buckets: z.array(bucketSchema) })
  .meta({ id: 'ListBucketsResponse' });
export type ListBucketsResponse = z.infer<typeof listBucketsResponseSchema>;

const ipAddress = /^\d{1,3}(\.\d{1,3}){3}$/;

/** S3's bucket naming rules, each with its own message; the first broken rule is reported. */
export function bucketNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'Bucket name is required';
  if (name.length < 3 || name.length > 63) return 'Bucket name must be between 3 and 63 characters long';
  if (!/^[a-z0-9.-]+$/.test(name))
    return 'Bucket name can only contain lowercase letters, numbers, dots (.) and hyphens (-)';
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name))
    return 'Bucket name must begin and end with a letter or number';
  if (name.includes('..')) return 'Bucket name must not contain two adjacent periods';
  if (ipAddress.test(name)) return 'Bucket name must not be formatted as an IP address';
  if (name.startsWith('xn--')) return "Bucket name must not start with 'xn--'";
  if (name.endsWith('-s3alias')) return "Bucket name must not end with '-s3alias'";
  return undefined;
}

export const bucketNameSchema = z.string().superRefine((name, ctx) => {
  const problem = bucketNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const quotaTypeSchema = z.enum(['hard', 'fifo']);
export type QuotaType = z.infer<typeof quotaTypeSchema>;

export const bucketQuotaRequestSchema = z
  .object({
    enabled: z.boolean(),
    quota_type: quotaTypeSchema,
    /** Bytes. */
    amount: z.number().int('Quota must be a whole number of bytes').nonnegative(),
  })
  .refine((quota) => !quota.enabled || quota.amount > 0, {
    message: 'Quota must be greater than 0',
    path: ['amount'],
  });
export type BucketQuotaRequest = z.infer<typeof bucketQuotaRequestSchema>;

export const retentionModeSchema = z.enum(['compliance', 'governance']);
export const retentionUnitSchema = z.enum(['days', 'years']);

export const bucketRetentionSchema = z.object({
  mode: retentionModeSchema,
  unit: retentionUnitSchema,
  validity: z
    .number()
    .int('Retention validity must be a whole number')
    .min(1, 'Retention validity must be at least 1'),
});
export type BucketRetention = z.infer<typeof bucketRetentionSchema>;

export const retentionNeedsVersioning = 'Retention requires versioning to be enabled';

export const createBucketRequestSchema = z
  .object({
    name: bucketNameSchema,
    versioning: z.boolean().default(false),
    locking: z.boolean().default(false),
    quota: bucketQuotaRequestSchema.optional(),
    retention: bucketRetentionSchema.optional(),
  })
  .refine((body) => !body.retention || body.versioning, {
    message: retentionNeedsVersioning,
    path: ['retention'],
  })
  .meta({ id: 'CreateBucketRequest' });
export type CreateBucketRequest = z.input<typeof createBucketRequestSchema>;

export const bucketInfoSchema = z
  .object({ name: z.string(), access: bucketAccessSchema })
  .meta({ id: 'BucketInfo' });
export type BucketInfo = z.infer<typeof bucketInfoSchema>;

export const bucketNameParamsSchema = z.object({ name: existingBucketNameSchema });

const tags = ['buckets'];

/** Bucket endpoints (spec 1 §7). */
export const bucketEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets',
    summary: 'Buckets with creation date, reported size and access',
    tags,
    response: listBucketsResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets',
    summary: 'Create a bucket with versioning, object locking, quota and default retention',
    tags,
    body: createBucketRequestSchema,
    response: okResponseSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name',
    summary: "A bucket's access (from its policy)",
    tags,
    params: bucketNameParamsSchema,
    response: bucketInfoSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/buckets/:name',
    summary: 'Delete an empty bucket (never forced)',
    tags,
    params: bucketNameParamsSchema,
    response: okResponseSchema,
  }),
};
