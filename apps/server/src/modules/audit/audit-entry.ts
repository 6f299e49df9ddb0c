// One entry of MinIO's audit log as its audit webhook posts it (madmin's log.Audit), turned into the
// row Granary keeps: the fields of spec 2 §3.
import { z } from 'zod';
import type { AuditLogTable } from '../../store/store-tables.ts';

const text = z.string().max(16_384).optional();
const headers = z.record(z.string(), z.unknown()).optional();

const auditEntrySchema = z.looseObject({
  time: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'time is not a date'),
  api: z.looseObject({
    name: z.string().min(1).max(256),
    bucket: text,
    object: text,
    status: text,
    statusCode: z.number().int().optional(),
    rx: z.number().optional(),
    tx: z.number().optional(),
    timeToResponse: text,
    timeToResponseInNS: text,
  }),
  remotehost: text,
  requestID: text,
  userAgent: text,
  requestHeader: headers,
  responseHeader: headers,
});

/** A row of the store's audit table as the ingest writes it. */
export type AuditRow = Omit<AuditLogTable, 'id'>;

const unitNs: Record<string, number> = { ns: 1, us: 1e3, µs: 1e3, ms: 1e6, s: 1e9, m: 6e10, h: 3.6e12 };

/** Go's duration text ("1.5ms", "1m2.3s", "123456ns") in nanoseconds; null when it is not one. */
export function goDurationNs(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return value;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return null;
  const total = parts.reduce((sum, part) => sum + Number(part[1]) * (unitNs[part[2] ?? ''] ?? 0), 0);
  return String(Math.round(total));
}

function contentLength(header: Record<string, unknown> | undefined, fallback: number | undefined) {
  const raw = header?.['Content-Length'] ?? header?.['content-length'];
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return raw;
  // rx is Go's ContentLength: -1 when the length was not known.
  return fallback === undefined || fallback < 0 ? null : String(fallback);
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** The row of a well-formed entry, or the reason it is not one. */
export function toAuditRow(entry: unknown): { row: AuditRow } | { problem: string } {
  const parsed = auditEntrySchema.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || 'entry'}: ${issue?.message ?? 'not an audit entry'}` };
  }
  const { api, ...entryFields } = parsed.data;
  return {
    row: {
      time: new Date(entryFields.time),
      api_name: api.name,
      bucket: orNull(api.bucket),
      object: orNull(api.object),
      remote_host: orNull(entryFields.remotehost),
      request_id: orNull(entryFields.requestID),
      user_agent: orNull(entryFields.userAgent),
      response_status: orNull(api.status),
      response_status_code: api.statusCode ?? null,
      request_content_length: contentLength(entryFields.requestHeader, api.rx),
      response_content_length: contentLength(entryFields.responseHeader, api.tx),
      time_to_response_ns: goDurationNs(api.timeToResponseInNS) ?? goDurationNs(api.timeToResponse),
    },
  };
}

/** A webhook body: one JSON object, a JSON array of them, or one object per line. */
export function splitBody(body: string): { entries: unknown[]; malformed: number } {
  const trimmed = body.trim();
  if (trimmed === '') return { entries: [], malformed: 0 };
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return { entries: Array.isArray(parsed) ? parsed : [parsed], malformed: 0 };
  } catch {
    const entries: unknown[] = [];
    let malformed = 0;
    for (const line of trimmed.split('\n')) {
      if (line.trim() === '') continue;
      try {
        entries.push(JSON.parse(line));
      } catch {
        malformed += 1;
      }
    }
    return { entries, malformed };
  }
}
