import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (trust authentication on loopback); GRANARY_TEST_POSTGRES points elsewhere. */
const serverUrl = process.env.GRANARY_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { url: string; drop(): Promise<void> };

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${serverUrl} cannot be reached (${(error as Error).message}); set GRANARY_TEST_POSTGRES`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database for one test run, dropped afterwards with every connection to it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `granary_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
