import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import { pgliteInProcess, type PGliteInProcess, type StoreState } from './pglite-in-process.ts';
import type { StoreTables } from './store-tables.ts';
import { WriteBehind } from './write-behind.ts';

export type StoreDb = Kysely<StoreTables>;

/**
 * Granary's own database: the embedded PGlite in the data directory by default (one server process),
 * or a shared PostgreSQL (GRANARY_AUDIT_DB) that every replica uses. Same schema and queries both ways.
 */
export type Store = {
  kind: 'embedded' | 'postgres';
  /** Where it lives, without credentials: for messages. */
  location: string;
  /** Opens and migrates once; a failed open is retried by the next call. */
  db(): Promise<StoreDb>;
  /** False only for an embedded store never written to: nothing to read, so nothing need open. */
  mayHoldData(): boolean;
  /**
   * Whether it may hold what an earlier Granary process wrote: a shared store always; the embedded one when
   * its directory existed as this process started. If it did not, all it holds this process wrote, and
   * what the process keeps in memory of its own writes is the whole of it.
   */
  heldDataAtStart: boolean;
  /**
   * A shared store is always 'awake' (a query tells whether it answers). An embedded one is 'asleep' until
   * its first query and again after a minute without one (the next query wakes it), and 'failing' when its
   * last open or wake failed.
   */
  state(): StoreState;
  /**
   * Runs a write after the ones before it, without the caller waiting (the embedded store's first open
   * takes seconds); `write` reports its own failure.
   */
  writeBehind(write: () => Promise<void>): void;
  /** Resolves once every write handed to `writeBehind` so far has ended. */
  settled(): Promise<void>;
  /** Waits for the writes behind, then lets the database go. */
  close(): Promise<void>;
};

function describePostgres(url: URL): string {
  return `postgres://${url.host}${url.pathname}`;
}

/**
 * An embedded store's PGlite process holds ~340 MiB while it runs, three times an idle Granary, so it stops
 * after this long without a query; waking it again costs well under a second
 * (docs/decisions/store-process.md).
 */
export const embeddedSleepAfterMs = 60_000;

type Connect = {
  onPoolError: (error: Error) => void;
  /** The embedded store's PGlite, once made. */
  onEmbedded: (pglite: PGliteInProcess) => void;
  sleepAfterMs: number;
};

/**
 * The database packages load when the store first opens, not at start: Kysely alone is ~14 MiB of
 * resident memory that a Granary nobody sends audit records to never needs
 * (docs/decisions/memory-budgets.md).
 */
async function connect(
  config: Pick<Config, 'dataDir' | 'storeUrl'>,
  { onPoolError, onEmbedded, sleepAfterMs }: Connect,
) {
  const { Kysely, PGliteDialect, PostgresDialect } = await import('kysely');
  if (config.storeUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: config.storeUrl.toString(),
      max: 4,
      connectionTimeoutMillis: 5_000,
    });
    // A connection dropped by a PostgreSQL restart must not end the process: an idle one errors on the
    // pool, one in use on its client (its query fails too, and that failure is handled where it was asked).
    pool.on('error', onPoolError);
    pool.on('connect', (client) => client.on('error', onPoolError));
    return new Kysely<StoreTables>({ dialect: new PostgresDialect({ pool }) });
  }
  const directory = embeddedDirectory(config.dataDir);
  return new Kysely<StoreTables>({
    dialect: new PGliteDialect({
      pglite: async () => {
        await mkdir(directory, { recursive: true, mode: 0o700 });
        const pglite = pgliteInProcess(directory, { sleepAfterMs });
        onEmbedded(pglite);
        await pglite.waitReady;
        return pglite;
      },
    }),
  });
}

export function embeddedDirectory(dataDir: string): string {
  return path.join(dataDir, 'store');
}

export function createStore(
  config: Pick<Config, 'dataDir' | 'storeUrl'>,
  onPoolError: (error: Error) => void = () => undefined,
  { sleepAfterMs = embeddedSleepAfterMs }: { sleepAfterMs?: number } = {},
): Store {
  const kind = config.storeUrl ? 'postgres' : 'embedded';
  const location = config.storeUrl ? describePostgres(config.storeUrl) : embeddedDirectory(config.dataDir);
  let opening: Promise<StoreDb> | undefined;
  let embedded: PGliteInProcess | undefined;
  let openFailed = false;
  const behind = new WriteBehind();
  const open = async (): Promise<StoreDb> => {
    const db = await connect(config, {
      onPoolError,
      onEmbedded: (pglite) => (embedded = pglite),
      sleepAfterMs,
    });
    try {
      const { migrateToLatest } = await import('./migrations.ts');
      await migrateToLatest(db as Kysely<unknown>);
      return db;
    } catch (error) {
      await db.destroy().catch(() => undefined);
      throw new Error(`Granary's store at ${location} cannot be opened: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  return {
    kind,
    location,
    heldDataAtStart: kind === 'postgres' || existsSync(location),
    db() {
      opening ??= open().then(
        (db) => {
          openFailed = false;
          return db;
        },
        (error: unknown) => {
          opening = undefined;
          openFailed = true;
          throw error;
        },
      );
      return opening;
    },
    mayHoldData: () => kind === 'postgres' || opening !== undefined || existsSync(location),
    state: () => {
      if (kind === 'postgres') return 'awake';
      return openFailed ? 'failing' : (embedded?.state() ?? 'asleep');
    },
    writeBehind: (write) => behind.add(write),
    settled: () => behind.settled(),
    async close() {
      await behind.settled();
      const pending = opening;
      opening = undefined;
      if (pending) await (await pending.catch(() => undefined))?.destroy();
    },
  };
}

/**
 * Runs `write` after the store's other writes and resolves when the caller may answer: once written on
 * a shared store, which other replicas read; at once on the embedded store, which no other replica
 * reads and whose first open takes seconds. `write` reports its own failure.
 */
export function writeForAnswer(store: Store, write: () => Promise<void>): Promise<void> {
  store.writeBehind(write);
  return store.kind === 'postgres' ? store.settled() : Promise.resolve();
}

/**
 * Runs `write` after the store's other writes and resolves once it has ended, on every store: for what
 * must survive a crash right after the answer (an ended session). On a new embedded store that is its
 * first open, seconds, once; on a sleeping one, its wake, well under a second. `write` reports its own
 * failure: the caller answers either way, and the record stays in memory and is retried.
 */
export function writeBeforeAnswer(store: Store, write: () => Promise<void>): Promise<void> {
  store.writeBehind(write);
  return store.settled();
}

/** Kysely's `sql` tag, loaded with the store rather than at start. */
export async function rawSql() {
  return (await import('kysely')).sql;
}
