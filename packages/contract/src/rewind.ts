import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { existingBucketNameSchema } from './names.ts';
import { listingPageQuerySchema } from './objects.ts';

export const rewindParamsSchema = z.object({
  bucket: existingBucketNameSchema,
  /** The instant, ISO 8601 with a time zone (what `Date.prototype.toISOString()` gives). */
  date: z.iso.datetime({
    offset: true,
    error: "date: must be an ISO 8601 date-time such as '2024-05-01T12:00:00.000Z'",
  }),
});

export const rewindEntrySchema = z
  .object({
    /** The full key; a name ending in '/' is a folder. */
    name: z.string(),
    size: z.number(),
    /** When the version shown was written (RFC 3339); '' for folders. */
    last_modified: z.string(),
    version_id: z.string().optional(),
    /** The key's current version at that instant was a delete marker: it did not exist then. */
    delete_flag: z.boolean(),
  })
  .meta({ id: 'RewindEntry' });
export type RewindEntry = z.infer<typeof rewindEntrySchema>;

export const rewindResponseSchema = z
  .object({
    /** One page: its folders first, then each key's version as of the date, in key order. */
    objects: z.array(rewindEntrySchema),
    /** Pass as `token` for the next page; null on the last page. */
    next_token: z.string().nullable(),
  })
  .meta({ id: 'RewindResponse' });
export type RewindResponse = z.infer<typeof rewindResponseSchema>;

/** Spec 1 §9: how the rewind date is shown. */
export const rewindDateFormat = 'MMMM Do YYYY, h:mm a';

/** A folder as it was at an instant (spec 1 §7: GET /buckets/{bucket}/rewind/{isoDate}?prefix). */
export const rewindEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:bucket/rewind/:date',
    summary: 'One page of a folder as of a date: each key’s version current then (deleted ones flagged)',
    tags: ['objects'],
    params: rewindParamsSchema,
    query: listingPageQuerySchema,
    response: rewindResponseSchema,
  }),
};
