import type { AuditConfig } from '../../config/config.ts';
import { rawSql, type StoreDb } from '../../store/store.ts';

/** Deleting rows does not give disk back by itself: once over the limit, the table goes down to this share. */
const sizeTarget = 0.7;
const deleteBatch = 50_000;

async function tableBytes(db: StoreDb): Promise<number> {
  const sql = await rawSql();
  const { rows } = await sql<{ bytes: string }>`select pg_total_relation_size('audit_log') as bytes`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

async function deleteOldest(db: StoreDb, count: number): Promise<number> {
  let deleted = 0;
  while (deleted < count) {
    const batch = Math.min(deleteBatch, count - deleted);
    const result = await db
      .deleteFrom('audit_log')
      .where('id', 'in', db.selectFrom('audit_log').select('id').orderBy('time').limit(batch))
      .executeTakeFirst();
    const gone = Number(result.numDeletedRows);
    deleted += gone;
    if (gone < batch) break;
  }
  return deleted;
}

/**
 * Keeps the audit table within its age and size (GRANARY_AUDIT_RETENTION_DAYS, GRANARY_AUDIT_MAX_SIZE_MB):
 * older records go first, and past the size the oldest records go until the table is at 70 % of it.
 * VACUUM then lets new rows reuse the space, so the disk stops growing.
 */
export async function enforceAuditRetention(db: StoreDb, config: AuditConfig, now = new Date()) {
  const cutoff = new Date(now.getTime() - config.retentionDays * 86_400_000);
  let byAge = 0;
  for (;;) {
    const result = await db
      .deleteFrom('audit_log')
      .where(
        'id',
        'in',
        db.selectFrom('audit_log').select('id').where('time', '<', cutoff).limit(deleteBatch),
      )
      .executeTakeFirst();
    byAge += Number(result.numDeletedRows);
    if (Number(result.numDeletedRows) < deleteBatch) break;
  }
  const limitBytes = config.maxSizeMb * 1024 * 1024;
  let bySize = 0;
  const bytes = await tableBytes(db);
  const sql = await rawSql();
  if (bytes > limitBytes) {
    const { rows } = await sql<{ count: string }>`select count(*) as count from audit_log`.execute(db);
    const total = Number(rows[0]?.count ?? 0);
    bySize = await deleteOldest(db, Math.ceil(total * (1 - (sizeTarget * limitBytes) / bytes)));
  }
  if (byAge + bySize > 0) await sql`vacuum audit_log`.execute(db);
  return { byAge, bySize };
}
