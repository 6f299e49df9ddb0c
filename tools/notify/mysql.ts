import mysql from 'mysql2/promise';
import { uniqueName } from './naming.ts';
import type { SqlFormat } from './postgres.ts';
import { arnFor, type NotifyTarget, type S3EventRecord } from './target.ts';
import { waitForEventRow } from './waiting.ts';

/** One row of MinIO's table: per `bucket/object` for `namespace`, per event for `access`. */
export type MysqlRow =
  | { key_name: string; key_hash: string; value: { Records: S3EventRecord[] } }
  | { event_time: Date; event_data: { Records: S3EventRecord[] } };

const SERVER = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
const NO_SUCH_TABLE = 'ER_NO_SUCH_TABLE';

/**
 * A fresh database on the machine's MariaDB. MinIO's own namespace table puts NOT NULL and PRIMARY KEY on a
 * generated column, which MariaDB refuses, so that table is made here in a form MinIO's statements still fit;
 * MinIO only creates the table when `SELECT 1 FROM <table>` fails.
 */
export async function prepareMysql(
  runId: string,
  { format = 'namespace' }: { format?: SqlFormat } = {},
): Promise<NotifyTarget<MysqlRow>> {
  const database = uniqueName(runId);
  const table = `${database}.events`;
  const connection = await mysql.createConnection(SERVER);
  const close = async () => {
    await connection.query(`DROP DATABASE IF EXISTS ${database}`);
    await connection.end();
  };
  try {
    await connection.query(`CREATE DATABASE ${database}`);
    if (format === 'namespace')
      await connection.query(
        `CREATE TABLE ${table} (key_name VARCHAR(3072) NOT NULL,
          key_hash CHAR(64) AS (SHA2(key_name, 256)) STORED, value JSON, UNIQUE KEY (key_hash))
          CHARACTER SET = utf8mb4 COLLATE = utf8mb4_bin ROW_FORMAT = Dynamic`,
      );
  } catch (error) {
    await close();
    throw error;
  }

  const rows = async (): Promise<MysqlRow[]> => {
    try {
      const order = format === 'namespace' ? 'key_name' : 'event_time';
      const [found] = await connection.query(`SELECT * FROM ${table} ORDER BY ${order}`);
      return (found as MysqlRow[]).map(parseJsonColumns);
    } catch (error) {
      if ((error as { code?: string }).code === NO_SUCH_TABLE) return [];
      throw error;
    }
  };
  return {
    subsystem: 'notify_mysql',
    keyValues: {
      dsn_string: `${SERVER.user}@tcp(${SERVER.host}:${SERVER.port})/${database}`,
      table: 'events',
      format,
    },
    arn: arnFor('mysql'),
    waitForEvent: (query) => waitForEventRow(rows, table, query),
    close,
  };
}

/** MariaDB's JSON is LONGTEXT underneath, so the driver may hand back the text. */
function parseJsonColumns(row: MysqlRow): MysqlRow {
  const parse = <T>(column: T | string): T =>
    typeof column === 'string' ? (JSON.parse(column) as T) : column;
  return 'value' in row ? { ...row, value: parse(row.value) } : { ...row, event_data: parse(row.event_data) };
}
