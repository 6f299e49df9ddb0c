import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../../store/store.ts';
import type { AuditRow } from './audit-entry.ts';
import { enforceAuditRetention } from './audit-retention.ts';

const store = createStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'granary-audit-retention-')) });
afterAll(() => store.close());

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number, index = 0) => new Date(now.getTime() - days * 86_400_000 + index);
const row = (time: Date, index: number): AuditRow => ({
  time,
  api_name: 'GetObject',
  bucket: 'b',
  object: `object-${index}-${'x'.repeat(200)}`,
  remote_host: '127.0.0.1',
  request_id: `R${index}`,
  user_agent: 'test',
  response_status: 'OK',
  response_status_code: 200,
  request_content_length: '0',
  response_content_length: '1',
  time_to_response_ns: '1000',
  kind: 'request',
  event: null,
  access_key: null,
  parent_user: null,
  problem: null,
  raw: null,
  record_hash: null,
});

async function count(): Promise<number> {
  const db = await store.db();
  const { rows } = await sql<{ count: string }>`select count(*) as count from audit_log`.execute(db);
  return Number(rows[0]?.count);
}

describe('audit retention', () => {
  it('deletes records older than the retention, keeps the rest', async () => {
    const db = await store.db();
    await db
      .insertInto('audit_log')
      .values([row(daysAgo(40), 1), row(daysAgo(31), 2), row(daysAgo(29), 3), row(daysAgo(1), 4)])
      .execute();
    expect(await enforceAuditRetention(db, { retentionDays: 30, maxSizeMb: 1024 }, now)).toEqual({
      byAge: 2,
      bySize: 0,
    });
    const left = await db.selectFrom('audit_log').select('request_id').orderBy('time').execute();
    expect(left.map((r) => r.request_id)).toEqual(['R3', 'R4']);
  });

  it('past the size limit, deletes the oldest records down to 70 % of it', async () => {
    const db = await store.db();
    await db.deleteFrom('audit_log').execute();
    const rows = Array.from({ length: 4_000 }, (_, index) => row(daysAgo(1, index), index));
    for (let start = 0; start < rows.length; start += 1_000)
      await db
        .insertInto('audit_log')
        .values(rows.slice(start, start + 1_000))
        .execute();
    const { rows: sizes } = await sql<{
      bytes: string;
    }>`select pg_total_relation_size('audit_log') as bytes`.execute(db);
    const limitMb = Number(sizes[0]?.bytes) / 2 / 1024 / 1024;
    const { bySize } = await enforceAuditRetention(db, { retentionDays: 30, maxSizeMb: limitMb }, now);
    expect(bySize).toBeGreaterThan(2_000);
    const left = await count();
    expect(left).toBe(4_000 - bySize);
    const oldest = await db
      .selectFrom('audit_log')
      .select('request_id')
      .orderBy('time')
      .limit(1)
      .executeTakeFirst();
    expect(oldest?.request_id).toBe(`R${bySize}`);
  });
});
