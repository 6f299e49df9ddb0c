import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  existingBucketNameSchema,
  objectKeySchema,
  objectPrefixSchema,
  opaqueIdSchema,
  textSchema,
} from './names.ts';

/** S3's own largest page: what one ListObjects request to MinIO returns at most. */
export const maxObjectPageSize = 1000;
/**
 * Largest page a folder listing returns: the server reads it as S3's pages of 1,000, one after another,
 * so that the web app's read-ahead takes one request where it would take five
 * (docs/decisions/listing-performance.md).
 */
export const maxListingPageSize = 5000;
export const defaultObjectPageSize = 200;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** One page of a folder listing, the current objects' or as of a date (rewind). */
export const listingPageQuerySchema = z.object({
  /** The folder (ending in '/') or the search prefix; '' is the bucket's root. */
  prefix: objectPrefixSchema.default(''),
  limit: z.coerce
    .number()
    .int('limit: must be a whole number')
    .min(1, 'limit: must be at least 1')
    .max(maxListingPageSize, `limit: must be at most ${maxListingPageSize}`)
    .default(defaultObjectPageSize),
  /** The `next_token` of the previous page. */
  token: opaqueIdSchema.optional(),
});

export const listObjectsQuerySchema = listingPageQuerySchema.extend({
  /** List every version (and delete marker) instead of the current objects. */
  with_versions: flag,
});
export type ListObjectsQuery = z.input<typeof listObjectsQuerySchema>;

export const bucketObjectParamsSchema = z.object({ bucket: existingBucketNameSchema });

export const objectEntrySchema = z
  .object({
    /** The full key; a name ending in '/' is a folder (a common prefix). */
    name: z.string(),
    size: z.number(),
    /** RFC 3339; '' for folders. */
    last_modified: z.string(),
    etag: z.string().optional(),
    version_id: z.string().optional(),
    is_latest: z.boolean().optional(),
    is_delete_marker: z.boolean().optional(),
  })
  .meta({ id: 'ObjectEntry' });
export type ObjectEntry = z.infer<typeof objectEntrySchema>;

/** A listing entry whose name ends in '/' is a folder (a common prefix). */
export const isFolder = (entry: Pick<ObjectEntry, 'name'>) => entry.name.endsWith('/');

export const listObjectsResponseSchema = z
  .object({
    /** One page: the page's folders first, then its files, each in key order. */
    objects: z.array(objectEntrySchema),
    /** Pass as `token` for the next page; null on the last page. */
    next_token: z.string().nullable(),
  })
  .meta({ id: 'ListObjectsResponse' });
export type ListObjectsResponse = z.infer<typeof listObjectsResponseSchema>;

export const uploadObjectsQuerySchema = z.object({
  /** The folder the files go to ('' for the bucket root). */
  prefix: objectPrefixSchema.default(''),
  /**
   * The file's name below the folder ('a/b.txt') when the body is the file itself, any type but a
   * form, with its Content-Length: it goes to MinIO as one streamed PutObject. The web app uploads so.
   */
  path: textSchema.optional(),
});

export const uploadedObjectSchema = z.object({
  name: z.string(),
  etag: z.string(),
  version_id: z.string().optional(),
});
export type UploadedObject = z.infer<typeof uploadedObjectSchema>;

export const uploadObjectsResponseSchema = z
  .object({ uploaded: z.array(uploadedObjectSchema) })
  .meta({ id: 'UploadObjectsResponse' });
export type UploadObjectsResponse = z.infer<typeof uploadObjectsResponseSchema>;

export const downloadObjectQuerySchema = z.object({
  prefix: objectKeySchema,
  version_id: opaqueIdSchema.optional(),
});

export const deleteObjectQuerySchema = z.object({
  path: objectKeySchema,
  /** Delete everything below the folder `path` (the latest versions: a versioned bucket keeps the rest). */
  recursive: flag,
  version_id: opaqueIdSchema.optional(),
});

export const deleteObjectsBodySchema = z
  .array(
    z.object({
      path: objectKeySchema,
      /** '' (what the previous console sent) means the current version, like no id at all. */
      versionID: z
        .union([z.literal(''), opaqueIdSchema])
        .optional()
        .transform((id) => (id === '' ? undefined : id)),
      recursive: z.boolean().default(false),
    }),
  )
  .min(1, 'Choose at least one object to delete')
  .max(1000, 'At most 1,000 items can be deleted at once');
export type DeleteObjectsBody = z.input<typeof deleteObjectsBodySchema>;

export const deleteObjectsResponseSchema = z
  .object({ deleted: z.number().int() })
  .meta({ id: 'DeleteObjectsResponse' });
export type DeleteObjectsResponse = z.infer<typeof deleteObjectsResponseSchema>;

/** Spec 1 §9: a file can be shared for at most 7 days. */
export const maxShareMs = 7 * 24 * 60 * 60 * 1000;
export const shareTooLong = 'You can share a file only for less than 7 days.';

export const shareObjectQuerySchema = z.object({
  prefix: objectKeySchema,
  version_id: opaqueIdSchema.optional(),
  /** The spec's Go-style duration in milliseconds, e.g. '86400000ms'. */
  expires: z
    .string()
    .regex(/^\d+ms$/, "expires: must be milliseconds such as '3600000ms'")
    .transform((value) => Number.parseInt(value, 10))
    .refine((ms) => ms >= 1000, 'expires: must be at least one second')
    .refine((ms) => ms <= maxShareMs, shareTooLong),
});

export const shareObjectResponseSchema = z
  .object({ url: z.string(), expires_at: z.string() })
  .meta({ id: 'ShareObjectResponse' });
export type ShareObjectResponse = z.infer<typeof shareObjectResponseSchema>;

export const sharedObjectParamsSchema = z.object({ token: opaqueIdSchema });

const tags = ['objects'];

/** Object endpoints (spec 1 §7, issue 4). */
export const objectEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:bucket/objects',
    summary: 'One page of a folder (or search prefix): folders first, then files, and the next page token',
    tags,
    params: bucketObjectParamsSchema,
    query: listObjectsQuerySchema,
    response: listObjectsResponseSchema,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:bucket/objects/upload',
    summary:
      'Upload files below a folder (a multipart form, or one file as the body with `path`), streamed to MinIO as they arrive',
    tags,
    params: bucketObjectParamsSchema,
    query: uploadObjectsQuerySchema,
    response: uploadObjectsResponseSchema,
    multipart: true,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:bucket/objects/download',
    summary: 'Download an object (or one version) as an attachment; Range requests resume',
    tags,
    params: bucketObjectParamsSchema,
    query: downloadObjectQuerySchema,
    response: 'stream',
  }),
  deleteOne: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/buckets/:bucket/objects',
    summary: 'Delete an object, one version of it, or a folder with everything below it',
    tags,
    params: bucketObjectParamsSchema,
    query: deleteObjectQuerySchema,
    response: deleteObjectsResponseSchema,
  }),
  deleteMany: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:bucket/delete-objects',
    summary: 'Delete several objects, versions or folders in one request (Delete Selected)',
    tags,
    params: bucketObjectParamsSchema,
    body: deleteObjectsBodySchema,
    response: deleteObjectsResponseSchema,
  }),
  /** A POST: it creates a service account, so no cross-site navigation may trigger it. */
  share: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:bucket/objects/share',
    summary: 'A download link for an object that works for its whole term (up to 7 days), session or not',
    tags,
    params: bucketObjectParamsSchema,
    query: shareObjectQuerySchema,
    response: shareObjectResponseSchema,
  }),
  /** The specification's GET, kept to say that sharing is now a POST (405). */
  shareByGet: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:bucket/objects/share',
    summary: 'Refused with 405: creating a share link is a POST',
    tags,
    params: bucketObjectParamsSchema,
    response: shareObjectResponseSchema,
  }),
  /** Public: whoever holds the link downloads the object until it expires. */
  sharedDownload: defineEndpoint({
    method: 'GET',
    path: '/api/v1/download-shared-object/:token',
    summary: 'Download a shared object (no session: the link is the credential)',
    tags,
    params: sharedObjectParamsSchema,
    response: 'stream',
    public: true,
  }),
};
