import { describe, expect, it } from 'vitest';
import {
  emptyParts,
  mysqlDsn,
  parseMysqlDsn,
  parsePostgresConnectionString,
  postgresConnectionString,
} from './connection-strings';

const parts = {
  host: 'db.local',
  port: '5432',
  dbname: 'events',
  user: 'minio',
  password: "pa ss'w\\d",
  sslmode: 'require',
};

describe('postgres connection string', () => {
  it('joins the parts as key=value, quoting a value with spaces, quotes or backslashes', () => {
    expect(postgresConnectionString(parts)).toBe(
      "host=db.local port=5432 dbname=events user=minio password='pa ss\\'w\\\\d' sslmode=require",
    );
  });

  it('leaves out empty parts and reads its own output back', () => {
    const noPassword = { ...parts, password: '', port: '' };
    expect(postgresConnectionString(noPassword)).toBe(
      'host=db.local dbname=events user=minio sslmode=require',
    );
    expect(parsePostgresConnectionString(postgresConnectionString(parts))).toEqual(parts);
  });
});

describe('mysql DSN', () => {
  it('builds user:password@tcp(host:port)/dbname and reads it back', () => {
    const mysql = { ...parts, port: '3306', sslmode: '' };
    expect(mysqlDsn(mysql)).toBe("minio:pa ss'w\\d@tcp(db.local:3306)/events");
    expect(parseMysqlDsn(mysqlDsn(mysql))).toEqual(mysql);
  });

  it('drops the colon without a password and is empty with nothing typed', () => {
    expect(mysqlDsn({ ...emptyParts, host: '127.0.0.1', port: '3306', user: 'root', dbname: 'test' })).toBe(
      'root@tcp(127.0.0.1:3306)/test',
    );
    expect(mysqlDsn(emptyParts)).toBe('');
    expect(parseMysqlDsn('not a dsn')).toEqual(emptyParts);
  });
});
