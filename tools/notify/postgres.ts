import pg from 'pg';
import { createTestDatabase } from '../postgres.ts';
import { uniqueName } from './naming.ts';
import { arnFor, type NotifyTarget, type S3EventRecord } from './target.ts';
import { waitForEventRow } from './waiting.ts';

export type SqlFormat = 'namespace' | 'access';

/**
 * The table MinIO creates: for `namespace`, `(key VARCHAR PRIMARY KEY, value JSONB)` with one row per
 * `bucket/object`; for `access`, `(event_time TIMESTAMPTZ, event_data JSONB)` with one row per event.
 */
export type PostgresRow =
  | { key: string; value: { Records: S3EventRecord[] } }
  | { event_time: Date; event_data: { Records: S3EventRecord[] } };

const UNDEFINED_TABLE = '42P01';

/** A fresh database on the machine's PostgreSQL; MinIO creates the table in it on its first connection. */
export async function preparePostgres(
  runId: string,
  { format = 'namespace' }: { format?: SqlFormat } = {},
): Promise<NotifyTarget<PostgresRow>> {
  const database = await createTestDatabase();
  const table = uniqueName(runId);
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
  } catch (error) {
    await database.drop();
    throw error;
  }

  const rows = async (): Promise<PostgresRow[]> => {
    try {
      const order = format === 'namespace' ? 'key' : 'event_time';
      return (await client.query<PostgresRow>(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  };
  return {
    subsystem: 'notify_postgres',
    keyValues: { connection_string: libpqConnectionString(database.url), table, format },
    arn: arnFor('postgresql'),
    waitForEvent: (query) => waitForEventRow(rows, table, query),
    async close() {
      await client.end();
      await database.drop();
    },
  };
}

/** MinIO's driver (lib/pq) defaults to sslmode=require, which a local server without TLS refuses. */
function libpqConnectionString(url: string): string {
  const { hostname, port, username, password, pathname } = new URL(url);
  return [
    `host=${hostname}`,
    `port=${port || '5432'}`,
    `user=${decodeURIComponent(username)}`,
    ...(password ? [`password=${decodeURIComponent(password)}`] : []),
    `dbname=${pathname.slice(1)}`,
    'sslmode=disable',
  ].join(' ');
}
