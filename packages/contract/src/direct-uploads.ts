import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { formatCount } from './plain-text.ts';
import { okResponseSchema } from './identity-common.ts';
import { objectKeySchema, opaqueIdSchema, wellFormed } from './names.ts';
import { bucketObjectParamsSchema, uploadObjectsResponseSchema } from './objects.ts';

/** In the session's features when object bodies go between the browser and MinIO directly. */
export const directTransfersFeature = 'direct-transfers';

/** S3's limits: parts of 5 MiB to 5 GiB, at most 10,000 of them. */
export const MAX_UPLOAD_PARTS = 10_000;

const partNumberSchema = z
  .number()
  .int('part numbers: must be whole numbers')
  .min(1, 'part numbers: start at 1')
  .max(MAX_UPLOAD_PARTS, `part numbers: go up to ${formatCount(MAX_UPLOAD_PARTS)}`);

export const startDirectUploadBodySchema = z
  .object({
    key: objectKeySchema,
    size: z.number().int().min(0, 'size: must not be negative'),
    content_type: wellFormed(z.string().max(255, 'content_type: must be at most 255 characters')).optional(),
  })
  .meta({ id: 'StartDirectUploadRequest' });
export type StartDirectUploadBody = z.infer<typeof startDirectUploadBodySchema>;

export const startDirectUploadResponseSchema = z
  .object({
    upload_id: z.string(),
    /** Every part but the last is this long; the browser cuts the file so. */
    part_size: z.number(),
  })
  .meta({ id: 'StartDirectUploadResponse' });
export type StartDirectUploadResponse = z.infer<typeof startDirectUploadResponseSchema>;

const uploadParamsSchema = bucketObjectParamsSchema.extend({ uploadId: opaqueIdSchema });

export const directUploadPartsBodySchema = z
  .object({ key: objectKeySchema, part_numbers: z.array(partNumberSchema).min(1).max(1000) })
  .meta({ id: 'DirectUploadPartsRequest' });

export const directUploadPartsResponseSchema = z
  .object({ urls: z.array(z.object({ part_number: z.number(), url: z.string() })) })
  .meta({ id: 'DirectUploadPartsResponse' });

export const completeDirectUploadBodySchema = z
  .object({
    key: objectKeySchema,
    parts: z.array(z.object({ part_number: partNumberSchema, etag: opaqueIdSchema })).min(1),
  })
  .meta({ id: 'CompleteDirectUploadRequest' });
export type CompleteDirectUploadBody = z.infer<typeof completeDirectUploadBodySchema>;

const tags = ['objects'];

/**
 * Uploads that go from the browser to MinIO (GRANARY_S3_PUBLIC_URL set): Granary starts a multipart
 * upload, presigns each part for the browser, and completes it; the bytes never pass through Granary.
 */
export const directUploadEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:bucket/direct-uploads',
    summary: 'Start a multipart upload the browser sends to MinIO directly; answers its id and part size',
    tags,
    params: bucketObjectParamsSchema,
    body: startDirectUploadBodySchema,
    response: startDirectUploadResponseSchema,
  }),
  presignParts: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:bucket/direct-uploads/:uploadId/parts',
    summary: 'Presigned URLs (valid one hour) to PUT the given parts to MinIO',
    tags,
    params: uploadParamsSchema,
    body: directUploadPartsBodySchema,
    response: directUploadPartsResponseSchema,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:bucket/direct-uploads/:uploadId/complete',
    summary: 'Complete the upload from its parts and their ETags',
    tags,
    params: uploadParamsSchema,
    body: completeDirectUploadBodySchema,
    response: uploadObjectsResponseSchema,
  }),
  abort: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/buckets/:bucket/direct-uploads/:uploadId',
    summary: 'Abort the upload: MinIO drops the parts sent so far',
    tags,
    params: uploadParamsSchema,
    query: z.object({ key: objectKeySchema }),
    response: okResponseSchema,
  }),
};
