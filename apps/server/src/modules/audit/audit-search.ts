import type { AuditFilterField, AuditRecord } from '@granary/contract';
import type { StoreDb } from '../../store/store.ts';

export type AuditSearch = {
  filters: { field: AuditFilterField; pattern: string }[];
  pageSize: number;
  pageNo: number;
  order: 'timeDesc' | 'timeAsc';
  timeStart?: string;
  timeEnd?: string;
};

/**
 * The filter hint's pattern (spec 2 §2) as SQL: `*` any characters, `.` one character, a backslash
 * makes the next character literal. Without a wildcard it is an exact match (an index lookup).
 */
export function patternToSql(pattern: string): { op: '='; value: string } | { op: 'like'; value: string } {
  let like = '';
  let literal = '';
  let wildcard = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern.charAt(index);
    if (char === '\\' && index + 1 < pattern.length) {
      const next = pattern.charAt(++index);
      literal += next;
      like += /[%_\\]/.test(next) ? `\\${next}` : next;
    } else if (char === '*' || char === '.') {
      wildcard = true;
      like += char === '*' ? '%' : '_';
    } else {
      literal += char;
      like += /[%_\\]/.test(char) ? `\\${char}` : char;
    }
  }
  return wildcard ? { op: 'like', value: like } : { op: '=', value: literal };
}

/** `bucket:photos*` → the field and its pattern. */
export function parseFilter(filter: string): { field: AuditFilterField; pattern: string } {
  const colon = filter.indexOf(':');
  return { field: filter.slice(0, colon) as AuditFilterField, pattern: filter.slice(colon + 1) };
}

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));

export async function searchAudit(db: StoreDb, search: AuditSearch): Promise<AuditRecord[]> {
  let query = db
    .selectFrom('audit_log')
    .select([
      'id',
      'time',
      'kind',
      'event',
      'api_name',
      'bucket',
      'object',
      'remote_host',
      'request_id',
      'user_agent',
      'response_status',
      'response_status_code',
      'request_content_length',
      'response_content_length',
      'time_to_response_ns',
      'access_key',
      'parent_user',
      'problem',
    ]);
  for (const { field, pattern } of search.filters) {
    const sql = patternToSql(pattern);
    query = query.where(field, sql.op, sql.value);
  }
  if (search.timeStart) query = query.where('time', '>=', new Date(search.timeStart));
  if (search.timeEnd) query = query.where('time', '<', new Date(search.timeEnd));
  const direction = search.order === 'timeAsc' ? 'asc' : 'desc';
  const rows = await query
    .orderBy('time', direction)
    .orderBy('id', direction)
    .limit(search.pageSize)
    .offset(search.pageNo * search.pageSize)
    .execute();
  return rows.map(({ id, time, ...row }) => ({
    ...row,
    id: String(id),
    time: time.toISOString(),
    request_content_length: asNumber(row.request_content_length),
    response_content_length: asNumber(row.response_content_length),
    time_to_response_ns: asNumber(row.time_to_response_ns),
  }));
}
