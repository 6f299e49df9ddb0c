import type { AdminCaller } from './caller.ts';
import { toTransportError } from './errors.ts';
import { parseNdjson } from './ndjson.ts';
import type { Query } from './sign.ts';
import type { CallOptions } from './transport.ts';
import type {
  ListenOptions,
  LogInfo,
  LogOptions,
  NotificationRecord,
  TraceInfo,
  TraceOptions,
} from './types/streams.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

async function* ndjson<T>(c: AdminCaller, call: CallOptions): AsyncGenerator<T> {
  const response = await c.send(call);
  const body = response.body;
  try {
    for await (const item of parseNdjson<T>(body)) yield item;
  } catch (error) {
    if (call.signal?.aborted) return;
    throw error instanceof SyntaxError ? error : toTransportError(error, c.transport.endpoint);
  } finally {
    body.destroy();
  }
}

/** Any NDJSON streaming endpoint. Stops (and closes the connection) on `break` or when `signal` aborts. */
export function stream<T>(
  c: AdminCaller,
  path: string,
  query: Query = {},
  opts: { signal?: AbortSignal } = {},
): AsyncGenerator<T> {
  return ndjson<T>(c, { method: 'GET', path, query, stream: true, ...opts });
}

export function trace(c: AdminCaller, opts: TraceOptions = {}): AsyncGenerator<TraceInfo> {
  const types = ['s3', 'internal', 'storage', 'os', 'scanner', 'healing', 'ilm', 'kms'] as const;
  const chosen = types.filter((t) => opts[t] === true);
  const query: Query = { threshold: opts.threshold ?? '0s', err: String(opts.errorsOnly ?? false) };
  for (const t of types) query[t] = String(chosen.length === 0 ? t === 's3' : opts[t] === true);
  return stream<TraceInfo>(c, '/trace', query, withSignal(opts.signal));
}

/**
 * MinIO's ListenBucketNotification (an S3 extension): the bucket's events as they happen, one record at a
 * time, until `signal` aborts. The caller needs s3:ListenBucketNotification on the bucket.
 */
export async function* listenBucketNotification(
  c: AdminCaller,
  bucket: string,
  opts: ListenOptions,
): AsyncGenerator<NotificationRecord> {
  const query: Query = {
    events: opts.events,
    ...(opts.prefix ? { prefix: opts.prefix } : {}),
    ...(opts.suffix ? { suffix: opts.suffix } : {}),
  };
  const records = ndjson<{ Records: NotificationRecord[] | null }>(c, {
    method: 'GET',
    path: `/${encodeURIComponent(bucket)}`,
    query,
    stream: true,
    api: 's3',
    ...withSignal(opts.signal),
  });
  for await (const item of records) yield* item.Records ?? [];
}

const healthInfoFlags = [
  'minioinfo',
  'minioconfig',
  'syscpu',
  'sysdrivehw',
  'sysosinfo',
  'sysmem',
  'sysnet',
  'sysprocess',
  'syserrors',
  'sysservices',
  'sysconfig',
];

/**
 * MinIO's health information (`mc support diag`): successive, more complete snapshots until the last,
 * complete one. Only one runs at a time in a cluster.
 */
export function healthInfo(
  c: AdminCaller,
  opts: { deadline?: string; signal?: AbortSignal } = {},
): AsyncGenerator<Record<string, unknown>> {
  const query: Query = { deadline: opts.deadline ?? '1h', anonymize: 'standard' };
  for (const flag of healthInfoFlags) query[flag] = 'true';
  return stream<Record<string, unknown>>(c, '/healthinfo', query, withSignal(opts.signal));
}

export function serverLogs(c: AdminCaller, opts: LogOptions = {}): AsyncGenerator<LogInfo> {
  const query: Query = {
    node: opts.node ?? '',
    limit: String(opts.limit ?? 10),
    logType: opts.logType ?? '',
  };
  return stream<LogInfo>(c, '/log', query, withSignal(opts.signal));
}
