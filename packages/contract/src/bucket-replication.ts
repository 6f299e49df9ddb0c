import { z } from 'zod';
import { bucketNameParamsSchema } from './buckets.ts';
import { existingBucketNameSchema, nameTextSchema, textSchema, wellFormed } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

/** Spec 1 §9: the 'arn:aws:s3:::' prefix of a rule's destination bucket. */
export const replicationArnPrefix = 'arn:aws:s3:::';

/** MinIO refuses a bandwidth limit below 100 MB/s (bytes per second); 0 means unlimited. */
export const minReplicationBandwidth = 100_000_000;

/** The only storage classes MinIO accepts on a replication rule ('' = the target's default). */
export const replicationStorageClasses = ['', 'STANDARD', 'REDUCED_REDUNDANCY'] as const;

/** Base-1024 units of the bandwidth field (spec 1 §5: default 100 Gi). */
export const bandwidthUnits = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

export const replicationModeSchema = z.enum(['async', 'sync']);
export type ReplicationMode = z.infer<typeof replicationModeSchema>;

const required = (what: string) => wellFormed(z.string().trim().min(1, `${what} is required`));

/** A bandwidth limit in bytes per second (the web's form checks its field with it too). */
export const replicationBandwidthSchema = z
  .number()
  .int('Bandwidth must be a whole number of bytes per second')
  .nonnegative('Bandwidth must be at least 0')
  .refine((bytes) => bytes === 0 || bytes >= minReplicationBandwidth, {
    message: 'Bandwidth must be 0 (unlimited) or at least 100 MB/s (100000000 bytes per second)',
  });

/** A health check period in seconds (the web's form checks its field with it too). */
export const replicationHealthCheckSchema = z
  .number()
  .int('Health check period must be a whole number of seconds')
  .nonnegative('Health check period must be at least 0');

/** 'k=v&k2=v2' (spec 1 §3), URL-encoded like a query string; every pair needs a key. */
export const replicationTagsSchema = z
  .string()
  .refine((tags) => tags === '' || tags.split('&').every((pair) => /^[^=&]+=[^&]*$/.test(pair)), {
    message: "Tags must be URL-encoded key=value pairs joined by '&'",
  });

const remoteAccessSchema = z.object({
  accessKey: required('Access key'),
  secretKey: required('Secret key'),
  /** host[:port]; a URL with http:// or https:// also works, its scheme then wins over useTLS. */
  targetURL: required('Target URL'),
});

export const listExternalBucketsRequestSchema = remoteAccessSchema
  .extend({ useTLS: z.boolean().default(true) })
  .meta({ id: 'ListExternalBucketsRequest' });
export type ListExternalBucketsRequest = z.input<typeof listExternalBucketsRequestSchema>;

export const listExternalBucketsResponseSchema = z
  .object({ buckets: z.array(z.object({ name: z.string() })) })
  .meta({ id: 'ListExternalBucketsResponse' });
export type ListExternalBucketsResponse = z.infer<typeof listExternalBucketsResponseSchema>;

/** What one rule replicates, shared by the wizard's request and the detail form. */
const ruleOptionsSchema = z.object({
  region: textSchema.trim().default(''),
  syncMode: replicationModeSchema.default('async'),
  /** Bytes per second, async only (sync ignores it). */
  bandwidth: replicationBandwidthSchema.default(0),
  healthCheckPeriod: replicationHealthCheckSchema.default(60),
  prefix: textSchema.default(''),
  tags: replicationTagsSchema.default(''),
  replicateDeleteMarkers: z.boolean().default(false),
  replicateDeletes: z.boolean().default(false),
  replicateMetadata: z.boolean().default(true),
  storageClass: z.enum(replicationStorageClasses).default(''),
});

export const bucketsReplicationRequestSchema = remoteAccessSchema
  .extend({
    useTLS: z.boolean().optional(),
    bucketsRelation: z
      .array(
        z.object({
          originBucket: required('Origin bucket').pipe(existingBucketNameSchema),
          destinationBucket: required('Destination bucket').pipe(existingBucketNameSchema),
        }),
      )
      .min(1, 'Choose at least one bucket to replicate'),
  })
  .extend(ruleOptionsSchema.shape)
  .meta({ id: 'BucketsReplicationRequest' });
export type BucketsReplicationRequest = z.input<typeof bucketsReplicationRequestSchema>;

export const replicationStateSchema = z.object({
  originBucket: z.string(),
  targetBucket: z.string(),
  /** '' when this bucket's replication was set up. */
  errorString: z.string(),
});
export type ReplicationState = z.infer<typeof replicationStateSchema>;

export const replicationResultSchema = z
  .object({ replicationState: z.array(replicationStateSchema) })
  .meta({ id: 'ReplicationResult' });
export type ReplicationResult = z.infer<typeof replicationResultSchema>;

/** The bucket detail's 'Add Replication Rule' form (spec 1 §3 "Replication create fields"). */
export const addReplicationRuleRequestSchema = remoteAccessSchema
  .extend({
    useTLS: z.boolean().default(true),
    targetBucket: required('Target bucket').pipe(existingBucketNameSchema),
    region: textSchema.trim().default(''),
    replication_mode: replicationModeSchema.default('async'),
    bandwidth_scalar: z.number().nonnegative('Bandwidth must be at least 0').default(100),
    bandwidth_unit: z.enum(bandwidthUnits).default('GiB'),
    healthCheck: replicationHealthCheckSchema.default(60),
    prefix: textSchema.default(''),
    tags: replicationTagsSchema.default(''),
    storageClass: z.enum(replicationStorageClasses).default(''),
    deleteMarker: z.boolean().default(false),
    repDelete: z.boolean().default(false),
  })
  .meta({ id: 'AddReplicationRuleRequest' });
export type AddReplicationRuleRequest = z.input<typeof addReplicationRuleRequestSchema>;

export const replicationRuleSchema = z
  .object({
    id: z.string(),
    priority: z.number(),
    status: z.enum(['Enabled', 'Disabled']),
    /** bucket: 'arn:aws:s3:::<target bucket>'; arn: the remote target MinIO replicates through. */
    destination: z.object({ bucket: z.string(), arn: z.string() }),
    prefix: z.string(),
    /** 'k=v&k2=v2', '' without tags. */
    tags: z.string(),
    storageClass: z.string(),
    delete_marker_replication: z.boolean(),
    deletes_replication: z.boolean(),
    metadata_replication: z.boolean(),
    existing_objects: z.boolean(),
  })
  .meta({ id: 'ReplicationRule' });
export type ReplicationRule = z.infer<typeof replicationRuleSchema>;

export const replicationRulesResponseSchema = z
  .object({ rules: z.array(replicationRuleSchema) })
  .meta({ id: 'ReplicationRulesResponse' });
export type ReplicationRulesResponse = z.infer<typeof replicationRulesResponseSchema>;

export const replicationRuleParamsSchema = z.object({
  name: existingBucketNameSchema,
  ruleId: nameTextSchema,
});

const tags = ['buckets'];

/**
 * Bucket replication endpoints (spec 1 §7); the detail form's own create call is ours
 * (docs/decisions/replication.md).
 */
export const bucketReplicationEndpoints = {
  listExternalBuckets: defineEndpoint({
    method: 'POST',
    path: '/api/v1/list-external-buckets',
    summary: 'Buckets that the given keys can see on another MinIO (the replication target)',
    tags,
    body: listExternalBucketsRequestSchema,
    response: listExternalBucketsResponseSchema,
  }),
  bucketsReplication: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets-replication',
    summary: 'Replicate each bucket to its target bucket (remote target plus one added rule each)',
    tags,
    body: bucketsReplicationRequestSchema,
    response: replicationResultSchema,
  }),
  listRules: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/replication',
    summary: "A bucket's replication rules",
    tags,
    params: bucketNameParamsSchema,
    response: replicationRulesResponseSchema,
  }),
  addRule: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:name/replication',
    summary: 'Add one replication rule to a bucket (the detail form)',
    tags,
    params: bucketNameParamsSchema,
    body: addReplicationRuleRequestSchema,
    response: replicationResultSchema,
    status: 201,
  }),
  deleteRule: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/buckets/:name/replication/:ruleId',
    summary: 'Delete one replication rule (the last one removes the configuration)',
    tags,
    params: replicationRuleParamsSchema,
    response: okResponseSchema,
  }),
};
