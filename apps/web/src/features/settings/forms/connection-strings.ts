// Spec 2 §3: the postgres connection_string and the mysql dsn_string, built from their parts.

export const sslModes = ['require', 'disable', 'verify-ca', 'verify-full'] as const;

export type ConnectionParts = {
  host: string;
  port: string;
  dbname: string;
  user: string;
  password: string;
  /** postgres only. */
  sslmode: string;
};

export const emptyParts: ConnectionParts = {
  host: '',
  port: '',
  dbname: '',
  user: '',
  password: '',
  sslmode: '',
};

/** lib/pq's `key=value` form: a value with spaces, quotes or backslashes goes in single quotes, escaped. */
function pqValue(value: string): string {
  if (value !== '' && !/[\s'\\]/.test(value)) return value;
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

export function postgresConnectionString(parts: ConnectionParts): string {
  return (['host', 'port', 'dbname', 'user', 'password', 'sslmode'] as const)
    .filter((key) => parts[key] !== '')
    .map((key) => `${key}=${pqValue(parts[key])}`)
    .join(' ');
}

/** Go's MySQL driver DSN: `user:password@tcp(host:port)/dbname`. */
export function mysqlDsn(parts: ConnectionParts): string {
  if (!parts.host && !parts.user && !parts.dbname) return '';
  const credentials = parts.password ? `${parts.user}:${parts.password}` : parts.user;
  const address = parts.port ? `${parts.host}:${parts.port}` : parts.host;
  return `${credentials}@tcp(${address})/${parts.dbname}`;
}

/** Reads the parts back from a string the builder made, so an edit starts from them. */
export function parsePostgresConnectionString(text: string): ConnectionParts {
  const parts = { ...emptyParts };
  for (const match of text.matchAll(/(\w+)=('((?:\\.|[^'\\])*)'|\S*)/g)) {
    const key = match[1] as keyof ConnectionParts;
    if (key in parts)
      parts[key] = match[3] !== undefined ? match[3].replace(/\\(.)/g, '$1') : (match[2] ?? '');
  }
  return parts;
}

export function parseMysqlDsn(text: string): ConnectionParts {
  const match = /^([^:@]*)(?::(.*))?@tcp\(([^:)]*)(?::(\d+))?\)\/([^?]*)/.exec(text);
  if (!match) return { ...emptyParts };
  return {
    user: match[1] ?? '',
    password: match[2] ?? '',
    host: match[3] ?? '',
    port: match[4] ?? '',
    dbname: match[5] ?? '',
    sslmode: '',
  };
}
