import { z } from 'zod';
import { nameTextSchema, objectPrefixSchema, textSchema } from './names.ts';
import { defineSocket } from './socket.ts';

export const traceCallTypes = ['s3', 'internal', 'storage', 'os'] as const;
export type TraceCallType = (typeof traceCallTypes)[number];

const yesNo = z.enum(['yes', 'no']);

/** Spec 2 §7 /ws/trace query; every filter given applies (all of them, not the first only). */
export const traceQuerySchema = z.object({
  calls: z
    .string()
    .regex(
      /^(all|(s3|internal|storage|os)(,(s3|internal|storage|os))*)$/,
      'calls: must be all, or a comma-separated list of s3, internal, storage, os',
    )
    .default('s3'),
  /** Milliseconds: calls faster than this are left out. */
  threshold: z.coerce
    .number({ message: 'threshold: must be a number of milliseconds' })
    .min(0, 'threshold: must not be negative')
    .max(3_600_000, 'threshold: must be at most an hour')
    .default(0),
  onlyErrors: yesNo.default('no'),
  statusCode: z.coerce
    .number({ message: 'statusCode: must be an HTTP status code' })
    .int('statusCode: must be an HTTP status code')
    .min(100, 'statusCode: must be an HTTP status code')
    .max(599, 'statusCode: must be an HTTP status code')
    .optional(),
  method: z
    .enum(['GET', 'PUT', 'POST', 'DELETE', 'HEAD'], {
      message: 'method: must be GET, PUT, POST, DELETE or HEAD',
    })
    .optional(),
  funcname: nameTextSchema.optional(),
  path: nameTextSchema.optional(),
});
/** The trace socket's query as the browser sends it (and the server reads it). */
export type TraceQuery = z.output<typeof traceQuerySchema>;

/** Spec 2 §3 trace message. Durations in nanoseconds, sizes in bytes. */
export const traceMessageSchema = z.object({
  time: z.string(),
  api: z.string(),
  host: z.string(),
  client: z.string(),
  /** The access key the call was signed with ('' when anonymous or internal). */
  accessKey: z.string(),
  /** Who that key belongs to: the parent user of a temporary or service-account key, else the key. */
  user: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.string(),
  statusCode: z.number(),
  statusMsg: z.string(),
  error: z.string(),
  callStats: z.object({
    duration: z.number(),
    timeToFirstByte: z.number(),
    rx: z.number(),
    tx: z.number(),
  }),
});
export type TraceMessage = z.infer<typeof traceMessageSchema>;

export const traceSocket = defineSocket({
  path: '/ws/trace',
  summary: "MinIO's calls as they happen, filtered",
  query: traceQuerySchema,
  data: traceMessageSchema,
});

/** /ws/console takes no parameters: MinIO's last 100 entries, then the live log. */
export const consoleQuerySchema = z.object({});

/** Spec 2 §3 console log message, from MinIO's log entry. */
export const consoleLogMessageSchema = z.object({
  time: z.string(),
  level: z.string(),
  api: z.string(),
  deploymentId: z.string(),
  requestId: z.string(),
  remoteHost: z.string(),
  host: z.string(),
  userAgent: z.string(),
  node: z.string(),
  /** MinIO's own console text (ConsoleMsg), or its message. */
  message: z.string(),
  error: z.object({ message: z.string(), source: z.array(z.string()) }).nullable(),
});
export type ConsoleLogMessage = z.infer<typeof consoleLogMessageSchema>;

export const consoleSocket = defineSocket({
  path: '/ws/console',
  summary: "MinIO's last 100 log entries, then the live log",
  query: consoleQuerySchema,
  data: consoleLogMessageSchema,
});

export const watchEventKinds = ['put', 'get', 'delete'] as const;

/** Spec 2 §7 /ws/watch/{bucket} query. */
export const watchQuerySchema = z.object({
  prefix: textSchema
    .refine((value) => value.length <= 1024, 'prefix: must be at most 1,024 characters')
    .optional(),
  suffix: textSchema
    .refine((value) => value.length <= 1024, 'suffix: must be at most 1,024 characters')
    .optional(),
  events: z
    .string()
    .regex(
      /^(put|get|delete)(,(put|get|delete))*$/,
      'events: must be a comma-separated list of put, get, delete',
    )
    .default('put,get,delete'),
});
export type WatchQuery = z.output<typeof watchQuerySchema>;

/** Spec 2 §3 watch event: Time, Size, Type, Path. */
export const watchEventSchema = z.object({
  time: z.string(),
  size: z.number(),
  type: z.string(),
  path: z.string(),
});
export type WatchEvent = z.infer<typeof watchEventSchema>;

export const watchSocket = defineSocket({
  path: '/ws/watch/:bucket',
  summary: "A bucket's changes as they happen",
  query: watchQuerySchema,
  data: watchEventSchema,
});

/** Spec 2 §7 /ws/health-info query: how long MinIO may take (Go duration; spec 2 §9: 1h). */
export const healthInfoQuerySchema = z.object({
  deadline: z
    .string()
    .regex(/^([1-9]\d{0,3}(s|m|h))$/, 'deadline: must be a duration such as 30s, 10m or 1h')
    .default('1h'),
});

/** MinIO's health information, as it sends it: the file Download saves. */
export const healthInfoMessageSchema = z.record(z.string(), z.unknown());

export const healthInfoSocket = defineSocket({
  path: '/ws/health-info',
  summary: "MinIO's health information, once it is complete",
  query: healthInfoQuerySchema,
  data: healthInfoMessageSchema,
});

const flag = (name: string) =>
  z.enum(['true', 'false'], { message: `${name}: must be true or false` }).default('false');

/** Spec 2 §7 /ws/heal/{bucket} query. Force Start and Force Stop exclude each other (§4). */
export const healQuerySchema = z
  .object({
    prefix: objectPrefixSchema.default(''),
    recursive: flag('recursive'),
    'force-start': flag('force-start'),
    'force-stop': flag('force-stop'),
  })
  .refine((query) => query['force-start'] === 'false' || query['force-stop'] === 'false', {
    message: 'force-start and force-stop: choose one of them, not both',
  });
export type HealQuery = z.input<typeof healQuerySchema>;

/** Spec 2 §3 heal colours; Grey: fewer drives answer than the item needs to be read at all. */
export const healColours = ['Green', 'Yellow', 'Red', 'Grey'] as const;
export type HealColour = (typeof healColours)[number];
const colourCountsSchema = z.object({
  Green: z.number(),
  Yellow: z.number(),
  Red: z.number(),
  Grey: z.number(),
});
export type HealColourCounts = z.infer<typeof colourCountsSchema>;

/** An item that was, or still is, short of drives: what the page lists under the chart. */
export const healItemSchema = z.object({
  type: z.enum(['object', 'bucket', 'metadata']),
  /** bucket/object for an object, the bucket's name for a bucket. */
  name: z.string(),
  size: z.number(),
  before: z.enum(healColours),
  after: z.enum(healColours),
  /** Each drive's state before → after (ok, missing, corrupt, offline, …). */
  drives: z.array(z.object({ endpoint: z.string(), before: z.string(), after: z.string() })),
});
export type HealItem = z.infer<typeof healItemSchema>;

/** Spec 2 §3 heal progress, cumulative since the start; sent after every poll of MinIO (each second). */
export const healProgressSchema = z.object({
  event: z.literal('progress'),
  summary: z.enum(['running', 'finished']),
  /** Seconds since MinIO started the heal. */
  healDuration: z.number(),
  bytesScanned: z.number(),
  objectsScanned: z.number(),
  itemsScanned: z.number(),
  objectsHealed: z.number(),
  itemsHealed: z.number(),
  healthBeforeCols: colourCountsSchema,
  healthAfterCols: colourCountsSchema,
  /** Items of this poll that were not Green before or are not Green after (at most 100 a message). */
  items: z.array(healItemSchema),
  /** Such items left out of `items` because there were more than 100. */
  itemsLeftOut: z.number(),
});
export type HealProgress = z.infer<typeof healProgressSchema>;

/**
 * Force Stop's one message: whether MinIO knew a heal on that path (running, or ended within the last ten
 * minutes, which MinIO still keeps), and who had started it when. Either way none runs there now.
 */
export const healStoppedSchema = z.object({
  event: z.literal('stopped'),
  found: z.boolean(),
  startTime: z.string().optional(),
  startedBy: z.string().optional(),
});
export type HealStopped = z.infer<typeof healStoppedSchema>;

export const healMessageSchema = z.discriminatedUnion('event', [healProgressSchema, healStoppedSchema]);
export type HealMessage = z.infer<typeof healMessageSchema>;

export const healSocket = defineSocket({
  path: '/ws/heal/:bucket',
  summary: 'A heal of a bucket or a prefix, and its progress each second',
  query: healQuerySchema,
  data: healMessageSchema,
});
