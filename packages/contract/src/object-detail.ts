import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { objectKeySchema, opaqueIdSchema, textSchema } from './names.ts';
import { bucketObjectParamsSchema } from './objects.ts';

/** S3 limits on object tags. */
export const maxObjectTags = 10;
export const maxTagKeyLength = 128;
export const maxTagValueLength = 256;

export const objectTargetQuerySchema = z.object({
  /** The object's full key. */
  prefix: objectKeySchema,
  /** One version; omitted (or 'null') means the current one. */
  version_id: opaqueIdSchema.optional(),
});
export type ObjectTargetQuery = z.input<typeof objectTargetQuerySchema>;

/** What of an object's page the user's policy may refuse on its own. */
export const objectInfoParts = ['object_lock', 'legal_hold', 'retention', 'tags'] as const;
export type ObjectInfoPart = (typeof objectInfoParts)[number];

export const objectInfoSchema = z
  .object({
    name: z.string(),
    size: z.number(),
    /** RFC 3339. */
    last_modified: z.string(),
    etag: z.string(),
    content_type: z.string(),
    /** 'null' on an unversioned bucket. */
    version_id: z.string(),
    is_delete_marker: z.boolean(),
    /** '' when the bucket has no object lock (legal hold is then not possible). */
    legal_hold_status: z.enum(['ON', 'OFF', '']),
    /** '' when the object has no retention. */
    retention_mode: z.enum(['GOVERNANCE', 'COMPLIANCE', '']),
    /** RFC 3339, '' without retention. */
    retention_until_date: z.string(),
    /** Whether the bucket has object lock (retention and legal hold can be set). */
    object_lock: z.boolean(),
    tags: z.record(z.string(), z.string()),
    /** The object's metadata headers (Content-Type, X-Amz-Meta-*, ...). */
    user_metadata: z.record(z.string(), z.string()),
    /**
     * The parts MinIO refused to read for this user: shown as not allowed, their value above empty. The
     * rest of the object is there (a user allowed GetObject but not GetObjectTagging still opens it).
     */
    not_allowed: z.array(z.enum(objectInfoParts)),
  })
  .meta({ id: 'ObjectInfo' });
export type ObjectInfo = z.infer<typeof objectInfoSchema>;

export const retentionModes = ['governance', 'compliance'] as const;
export type RetentionMode = (typeof retentionModes)[number];

export const setRetentionBodySchema = z.object({
  mode: z.enum(retentionModes, "mode: must be 'governance' or 'compliance'"),
  /** RFC 3339 date-time; the console sends the end of the chosen day in UTC. */
  expires: z.iso
    .datetime({
      offset: true,
      message: 'expires: must be an RFC 3339 date-time such as 2030-01-31T23:59:59Z',
    })
    .refine((value) => Date.parse(value) > Date.now(), 'expires: the retention date must be in the future'),
});
export type SetRetentionBody = z.input<typeof setRetentionBodySchema>;

export const setTagsBodySchema = z.object({
  tags: z
    .record(textSchema, textSchema)
    .refine(
      (tags) => Object.keys(tags).length <= maxObjectTags,
      `tags: an object can have at most ${maxObjectTags} tags`,
    )
    .refine(
      (tags) => Object.keys(tags).every((key) => key.trim() !== ''),
      'tags: a tag key must not be blank',
    )
    .refine(
      (tags) => Object.keys(tags).every((key) => key.length <= maxTagKeyLength),
      `tags: a tag key must be at most ${maxTagKeyLength} characters`,
    )
    .refine(
      (tags) => Object.values(tags).every((value) => value.length <= maxTagValueLength),
      `tags: a tag value must be at most ${maxTagValueLength} characters`,
    ),
});
export type SetTagsBody = z.input<typeof setTagsBodySchema>;

export const setLegalHoldBodySchema = z.object({
  status: z.enum(['enabled', 'disabled'], "status: must be 'enabled' or 'disabled'"),
});
export type SetLegalHoldBody = z.input<typeof setLegalHoldBodySchema>;

export const objectUpdatedResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'ObjectUpdated' });

const target = { tags: ['objects'], params: bucketObjectParamsSchema, query: objectTargetQuerySchema };

/** Object detail endpoints (spec 1 §2.8 "Object detail", §7 object calls). */
export const objectDetailEndpoints = {
  info: defineEndpoint({
    ...target,
    method: 'GET',
    path: '/api/v1/buckets/:bucket/objects/info',
    summary: 'One object (or version): size, dates, etag, legal hold, retention, tags and metadata',
    response: objectInfoSchema,
  }),
  setRetention: defineEndpoint({
    ...target,
    method: 'PUT',
    path: '/api/v1/buckets/:bucket/objects/retention',
    summary: 'Set the retention of an object (bucket with object lock)',
    body: setRetentionBodySchema,
    response: objectUpdatedResponseSchema,
  }),
  clearRetention: defineEndpoint({
    ...target,
    method: 'DELETE',
    path: '/api/v1/buckets/:bucket/objects/retention',
    summary: 'Remove governance retention from an object',
    response: objectUpdatedResponseSchema,
  }),
  setTags: defineEndpoint({
    ...target,
    method: 'PUT',
    path: '/api/v1/buckets/:bucket/objects/tags',
    summary: "Replace an object's tags (at most 10)",
    body: setTagsBodySchema,
    response: objectUpdatedResponseSchema,
  }),
  setLegalHold: defineEndpoint({
    ...target,
    method: 'PUT',
    path: '/api/v1/buckets/:bucket/objects/legalhold',
    summary: 'Turn the legal hold of an object on or off',
    body: setLegalHoldBodySchema,
    response: objectUpdatedResponseSchema,
  }),
};
