import { createHash } from 'node:crypto';
import { toAuditRow, unreadableRow, type AuditRow } from './audit-entry.ts';

/**
 * The text of each entry of a webhook body: MinIO posts one JSON object per line; a JSON array of them
 * or one object alone are read too.
 */
function entryTexts(body: string): string[] {
  const trimmed = body.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map((entry) => JSON.stringify(entry));
    } catch {
      // Not one array: read it line by line.
    }
  }
  return trimmed.split('\n').filter((line) => line.trim() !== '');
}

/**
 * The rows of a webhook body, one for every entry, whatever it holds. Each is named by a hash of its text,
 * so an entry MinIO posts again (after a crash interrupted the answer) is not stored twice.
 */
export function rowsOfBody(body: string, receivedAt: Date): AuditRow[] {
  const rows: AuditRow[] = [];
  for (const text of entryTexts(body)) {
    const hash = createHash('sha256').update(text).digest('base64url');
    let entry: unknown;
    try {
      entry = JSON.parse(text);
    } catch {
      rows.push(unreadableRow(text, receivedAt, hash));
      continue;
    }
    // MinIO's logger sends an empty object now and then: nothing to keep, nothing wrong.
    if (typeof entry === 'object' && entry !== null && Object.keys(entry).length === 0) continue;
    rows.push(toAuditRow(entry, text, receivedAt, hash));
  }
  return rows;
}
