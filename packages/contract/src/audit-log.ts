import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { formatCount } from './plain-text.ts';
import { okResponseSchema } from './identity-common.ts';
import { wellFormed } from './names.ts';

/** The session feature that turns the Audit Logs tab on: Granary's store can be searched. */
export const logSearchFeature = 'log-search';

/** Spec 2 §9: the page size of the Audit Logs table, and how far infinite scroll goes. */
export const auditPageSize = 100;
export const auditMaxRecords = 1_000_000;

/**
 * What a record is about: a client's request, or MinIO's own work (a heal, by hand or by its scanner; a
 * lifecycle action; a scanner finding; replication; decommission; rebalance; a batch job), or `unreadable`:
 * a record Granary could not read at all, kept as it came.
 */
export const auditKinds = [
  'request',
  'heal',
  'lifecycle',
  'scanner',
  'replication',
  'decommission',
  'rebalance',
  'batch',
  'other',
  'unreadable',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** Spec 2 §3: one audit record as the search answers it. */
export const auditRecordSchema = z.object({
  /** Granary's own id of the record: stable for tables and links. */
  id: z.string(),
  time: z.string(),
  kind: z.enum(auditKinds),
  /** What MinIO's own work calls itself (`ilm:expiry`, `scanner:manyversions`); null for a request. */
  event: z.string().nullable(),
  /** The request's API, or the name MinIO's own work gives itself (`HealObject`, `ilm:expiry`); empty when none. */
  api_name: z.string(),
  bucket: z.string().nullable(),
  object: z.string().nullable(),
  remote_host: z.string().nullable(),
  request_id: z.string().nullable(),
  user_agent: z.string().nullable(),
  response_status: z.string().nullable(),
  response_status_code: z.number().nullable(),
  request_content_length: z.number().nullable(),
  response_content_length: z.number().nullable(),
  time_to_response_ns: z.number().nullable(),
  /** Who: the access key the request was signed with, and the user it belongs to (a service account's). */
  access_key: z.string().nullable(),
  parent_user: z.string().nullable(),
  /** What of the record did not fit its column (kept whole in `raw`), or why it could not be read. */
  problem: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** The fields `fp=` may filter (spec 2 §7). */
export const auditFilterFields = [
  'bucket',
  'api_name',
  'user_agent',
  'object',
  'request_id',
  'response_status',
  'kind',
  'access_key',
  'parent_user',
] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];

export const auditFilterHint =
  "'*' matches any characters, '.' matches one character, and a backslash makes the next character literal.";

/** `field:pattern`, the pattern under the filter hint's rules. */
export const auditFilterSchema = wellFormed(
  z
    .string()
    .max(1_024, 'must be at most 1,024 characters')
    .regex(
      new RegExp(`^(${auditFilterFields.join('|')}):.+$`),
      `must be field:pattern with field one of ${auditFilterFields.join(', ')}`,
    ),
);

const isoTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(20),
  );

export const auditSearchQuerySchema = z
  .object({
    q: z.literal('reqinfo').default('reqinfo'),
    fp: oneOrMany(auditFilterSchema).optional(),
    pageSize: z.coerce.number().int().min(1).max(1_000).default(auditPageSize),
    pageNo: z.coerce.number().int().min(0).max(auditMaxRecords).default(0),
    order: z.enum(['timeDesc', 'timeAsc']).default('timeDesc'),
    timeStart: isoTime.optional(),
    timeEnd: isoTime.optional(),
  })
  .refine((query) => (query.pageNo + 1) * query.pageSize <= auditMaxRecords, {
    message: `pageNo: pages reach at most the first ${formatCount(auditMaxRecords)} records`,
    path: ['pageNo'],
  })
  .refine((query) => !query.timeStart || !query.timeEnd || query.timeStart < query.timeEnd, {
    message: 'timeEnd: must be after timeStart',
    path: ['timeEnd'],
  });
export type AuditSearchQuery = z.input<typeof auditSearchQuerySchema>;

export const auditSearchResponseSchema = z
  .object({ results: z.array(auditRecordSchema) })
  .meta({ id: 'AuditSearchResponse' });
export type AuditSearchResponse = z.infer<typeof auditSearchResponseSchema>;

const deliveryStateSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    /** False when it could not be asked (the reason says why): the page then says nothing of it. */
    known: z.boolean(),
    reason: z.string().optional(),
    items: z.array(item),
  });

/** What the Audit Logs page warns of: records not read or lost here, and MinIO's side of the delivery. */
export const auditStatusSchema = z
  .object({
    /** Records kept whole because a value did not fit its column (their `problem` says which). */
    withProblems: z.number().int(),
    /** Of those, the records Granary could not read at all (kind `unreadable`). */
    unreadable: z.number().int(),
    /** When the newest of them arrived. */
    latestProblemAt: z.string().nullable(),
    /** Records this Granary could not store even as they came, since it started (its log says why). */
    lost: z.number().int(),
    /** MinIO's audit targets as its server information reports them. */
    targets: deliveryStateSchema(z.object({ name: z.string(), online: z.boolean() })),
    /** What each target has waiting in MinIO and failed to send lately, from Prometheus. */
    queues: deliveryStateSchema(
      z.object({ target: z.string(), queued: z.number(), failedLately: z.number() }),
    ),
  })
  .meta({ id: 'AuditStatus' });
export type AuditStatus = z.infer<typeof auditStatusSchema>;

/** The window `failedLately` counts over. */
export const auditFailedWindowMinutes = 15;

const tags = ['audit'];

/** Spec 2 §7 and the ingest MinIO's audit webhook posts to. */
export const auditLogEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v1/logs/search',
    summary: "Search the audit records Granary's store holds",
    tags,
    query: auditSearchQuerySchema,
    response: auditSearchResponseSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/v1/logs/audit-status',
    summary: "Records Granary could not read or store, and MinIO's audit targets and queues",
    tags,
    response: auditStatusSchema,
  }),
  ingest: defineEndpoint({
    method: 'POST',
    path: '/api/v1/audit/ingest',
    summary: "MinIO's audit webhook posts here (Authorization: the webhook's auth token)",
    tags,
    public: true,
    multipart: false,
    response: okResponseSchema,
  }),
};
