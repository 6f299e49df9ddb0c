// One entry of MinIO's audit log as its audit webhook posts it (madmin's log.Audit), turned into the row
// Granary keeps: the fields of spec 2 §3 in columns and the whole entry as JSON. Never refused: what does
// not fit a column is left out of it, named in `problem`, and kept in `raw`.
import type { AuditLogTable } from '../../store/store-tables.ts';
import { auditKindOf } from './audit-kind.ts';

/** A row of the store's audit table as the ingest writes it. */
export type AuditRow = Omit<AuditLogTable, 'id' | 'received_at'>;

/**
 * An indexed text column takes at most this many bytes: PostgreSQL refuses an index row over 2,704 bytes,
 * and a refused row must never hold the trail back. The whole value stays in `raw`.
 */
const maxColumnBytes = 2_000;
const maxBigint = 9_223_372_036_854_775_807n;
/** PostgreSQL's text cannot hold NUL, which MinIO records for a request to `/bucket/a%00b`. */
const nulSymbol = '\u2400';

const unitNs: Record<string, number> = { ns: 1, us: 1e3, µs: 1e3, ms: 1e6, s: 1e9, m: 6e10, h: 3.6e12 };

/** Go's duration text ("1.5ms", "1m2.3s", "123456ns") in nanoseconds; null when it is not one. */
export function goDurationNs(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return BigInt(value) <= maxBigint ? value : null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return null;
  const total = parts.reduce((sum, part) => sum + Number(part[1]) * (unitNs[part[2] ?? ''] ?? 0), 0);
  return Number.isSafeInteger(Math.round(total)) ? String(Math.round(total)) : null;
}

type Reader = { problems: string[] };
type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** A text column's value: NUL shown as ␀, cut at maxColumnBytes; anything but text is left out. */
function textOf(reader: Reader, name: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') {
    reader.problems.push(`${name} is not text`);
    return null;
  }
  const clean = value.replaceAll('\0', nulSymbol);
  const bytes = Buffer.from(clean);
  if (bytes.length <= maxColumnBytes) return clean;
  reader.problems.push(`${name} is longer than ${maxColumnBytes} bytes: cut in its column`);
  return bytes
    .subarray(0, maxColumnBytes)
    .toString()
    .replace(/\uFFFD$/, '');
}

/** MinIO's time, when it is one PostgreSQL can keep; otherwise when Granary received the record. */
function timeOf(reader: Reader, value: unknown, receivedAt: Date): Date {
  const time = typeof value === 'string' ? new Date(value) : undefined;
  const year = time?.getUTCFullYear() ?? Number.NaN;
  if (time && year >= 1970 && year <= 9999) return time;
  reader.problems.push(`time ${JSON.stringify(value ?? null)} is not a date: the time received is shown`);
  return receivedAt;
}

function countOf(reader: Reader, name: string, value: unknown, max = 999): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) return value;
  reader.problems.push(`${name} ${JSON.stringify(value)} is out of range`);
  return null;
}

function contentLength(reader: Reader, name: string, header: Fields, fallback: unknown): string | null {
  const raw = header['Content-Length'] ?? header['content-length'];
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw)) return raw;
  // rx and tx are Go's ContentLength: -1 when the length was not known.
  if (typeof fallback === 'number' && fallback < 0) return null;
  const count = countOf(reader, name, fallback, Number.MAX_SAFE_INTEGER);
  return count === null ? null : String(count);
}

/** The row of one entry as MinIO sent it (`text`, one line of the body), received at `receivedAt`. */
export function toAuditRow(entry: unknown, text: string, receivedAt: Date, hash: string): AuditRow {
  const reader: Reader = { problems: [] };
  const fields = fieldsOf(entry);
  const api = fieldsOf(fields.api);
  const objects = Array.isArray(api.objects) ? api.objects.map(fieldsOf) : [];
  const trigger = typeof fields.trigger === 'string' ? fields.trigger : undefined;
  const event = typeof fields.event === 'string' ? fields.event.trim() : undefined;
  const row: AuditRow = {
    time: timeOf(reader, fields.time, receivedAt),
    kind: auditKindOf(trigger, event, typeof api.name === 'string' ? api.name : undefined),
    event: textOf(reader, 'event', event),
    api_name: textOf(reader, 'api.name', api.name) ?? textOf(reader, 'event', event) ?? '',
    bucket: textOf(reader, 'api.bucket', api.bucket),
    // MinIO's own work names its object in api.objects.
    object: textOf(reader, 'api.object', api.object) ?? textOf(reader, 'api.objects', objects[0]?.objectName),
    remote_host: textOf(reader, 'remotehost', fields.remotehost),
    request_id: textOf(reader, 'requestID', fields.requestID),
    user_agent: textOf(reader, 'userAgent', fields.userAgent),
    response_status: textOf(reader, 'api.status', api.status),
    response_status_code: countOf(reader, 'api.statusCode', api.statusCode),
    request_content_length: contentLength(reader, 'api.rx', fieldsOf(fields.requestHeader), api.rx),
    response_content_length: contentLength(reader, 'api.tx', fieldsOf(fields.responseHeader), api.tx),
    time_to_response_ns:
      goDurationNs(typeof api.timeToResponseInNS === 'string' ? api.timeToResponseInNS : undefined) ??
      goDurationNs(typeof api.timeToResponse === 'string' ? api.timeToResponse : undefined),
    access_key: textOf(reader, 'accessKey', fields.accessKey),
    parent_user: textOf(reader, 'parentUser', fields.parentUser),
    problem: null,
    raw: text,
    record_hash: hash,
  };
  if (Object.keys(fields).length === 0 || !('api' in fields))
    return { ...row, kind: 'unreadable', problem: 'not an audit entry: kept as it came' };
  return { ...row, problem: reader.problems.length > 0 ? reader.problems.join('; ') : null };
}

/**
 * A record kept only as it came: its time, kind and text (NUL escaped, which PostgreSQL's text cannot
 * hold), with why; every column it could not fill empty.
 */
export function keptAsItCame(
  row: Pick<AuditRow, 'time' | 'kind' | 'record_hash'> & { raw: string },
  problem: string,
): AuditRow {
  return {
    time: row.time,
    kind: row.kind,
    event: null,
    api_name: '',
    bucket: null,
    object: null,
    remote_host: null,
    request_id: null,
    user_agent: null,
    response_status: null,
    response_status_code: null,
    request_content_length: null,
    response_content_length: null,
    time_to_response_ns: null,
    access_key: null,
    parent_user: null,
    problem,
    raw: row.raw.replaceAll('\0', '\\u0000'),
    record_hash: row.record_hash,
  };
}

/** A line that is not JSON at all, when it arrived. */
export const unreadableRow = (text: string, receivedAt: Date, hash: string): AuditRow =>
  keptAsItCame(
    { time: receivedAt, kind: 'unreadable', raw: text, record_hash: hash },
    'not JSON: kept as it came',
  );
