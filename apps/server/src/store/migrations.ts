import type { Kysely, sql as sqlTag } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every schema change, in order; a name once shipped never changes. Built around Kysely's `sql` tag,
 * which loads with the store (store.ts) rather than at start.
 */
const migrationsWith = (sql: typeof sqlTag): Record<string, Migration> => ({
  '0001_session_revocations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('session_revocations')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('revoked_at', 'timestamptz', (column) => column.notNull())
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('recorded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('session_revocations_recorded_at')
        .on('session_revocations')
        .column('recorded_at')
        .execute();
    },
  },
  '0002_pending_restarts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pending_restarts')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('config', 'text', (column) => column.notNull())
        .addColumn('recorded_by', 'text', (column) => column.notNull())
        .addColumn('recorded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0003_audit_log': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('time', 'timestamptz', (column) => column.notNull())
        .addColumn('api_name', 'text', (column) => column.notNull())
        .addColumn('bucket', 'text')
        .addColumn('object', 'text')
        .addColumn('remote_host', 'text')
        .addColumn('request_id', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('response_status', 'text')
        .addColumn('response_status_code', 'integer')
        .addColumn('request_content_length', 'bigint')
        .addColumn('response_content_length', 'bigint')
        .addColumn('time_to_response_ns', 'bigint')
        .execute();
      // The search orders by time and filters by one field at a time: each filter with time after it.
      await db.schema.createIndex('audit_log_time').on('audit_log').columns(['time', 'id']).execute();
      for (const field of ['bucket', 'api_name', 'object', 'request_id', 'user_agent', 'response_status'])
        await db.schema
          .createIndex(`audit_log_${field}_time`)
          .on('audit_log')
          .columns([field, 'time'])
          .execute();
    },
  },
  '0004_audit_log_every_record': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('audit_log')
        .addColumn('kind', 'text', (column) => column.notNull().defaultTo('request'))
        .addColumn('event', 'text')
        .addColumn('access_key', 'text')
        .addColumn('parent_user', 'text')
        .addColumn('problem', 'text')
        .addColumn('raw', 'text')
        .addColumn('record_hash', 'text')
        .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('audit_log_record_hash')
        .on('audit_log')
        .column('record_hash')
        .unique()
        .execute();
      for (const field of ['kind', 'access_key', 'parent_user'])
        await db.schema
          .createIndex(`audit_log_${field}_time`)
          .on('audit_log')
          .columns([field, 'time'])
          .execute();
    },
  },
  '0005_audit_log_problems': {
    // The Audit Logs page counts the records kept with a problem: few, found without reading the log.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('audit_log_problem_received')
        .on('audit_log')
        .column('received_at')
        .where(sql.ref('problem'), 'is not', null)
        .execute();
    },
  },
});

/** Brings the store's schema up to date; Kysely's lock keeps replicas starting together in line. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const [{ sql }, { Migrator }] = await Promise.all([import('kysely'), import('kysely/migration')]);
  const migrations = migrationsWith(sql);
  const { error, results } = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: 'granary_migrations',
    migrationLockTableName: 'granary_migrations_lock',
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migrating Granary's store failed${failed ? ` at ${failed}` : ''}: ${String(error)}`);
  }
}
