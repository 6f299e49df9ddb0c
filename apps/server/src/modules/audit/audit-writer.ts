import type { Store, StoreDb } from '../../store/store.ts';
import { keptAsItCame, type AuditRow } from './audit-entry.ts';

type Logger = { warn(object: object, message: string): void; error(object: object, message: string): void };

export type AuditWriterOptions = {
  /** Rows per INSERT: the rows of every post waiting meanwhile go together. */
  batchSize: number;
};

export const defaultAuditWriterOptions: AuditWriterOptions = { batchSize: 1_000 };

export type AuditWriterStats = {
  /** Rows the store took (a record posted again counts once more here, but is stored once). */
  written: number;
  /** Records Granary could not read at all, kept as they came. */
  unreadable: number;
  /** Rows the store refused with their columns, kept with the record alone. */
  keptRaw: number;
  /** Rows the store refused even so: logged, and never holding back the rest. */
  lost: number;
  /** Writes that failed because the store was away: their posts were answered 503. */
  failedWrites: number;
};

type Pending = { rows: AuditRow[]; resolve: () => void; reject: (error: unknown) => void };

/**
 * PostgreSQL refused the data, not the connection: a data exception (22…: a NUL, a time out of range),
 * an integrity violation (23…) or a limit (54…: an index row too long). Another try would fail again.
 */
function refusedData(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

const insert = (db: StoreDb, rows: AuditRow[]) =>
  db
    .insertInto('audit_log')
    .values(rows)
    .onConflict((conflict) => conflict.column('record_hash').doNothing())
    .execute();

/** What is left of a row the store refused: its time, kind and the record, with the reason. */
const rawOnly = (row: AuditRow, error: unknown): AuditRow =>
  keptAsItCame(
    { ...row, raw: row.raw ?? '' },
    `the store refused its columns (${(error as Error).message}): kept as it came`,
  );

/**
 * Writes audit rows as MinIO posts them. A post is answered once its rows are committed, so MinIO keeps
 * in its own queue whatever a crash or a store outage interrupted and posts it again; each record is
 * stored once however often it comes. Rows the store refuses are written one by one, so none can hold
 * back the others.
 */
export class AuditWriter {
  readonly #store: Store;
  readonly #log: Logger;
  readonly #options: AuditWriterOptions;
  #queue: Pending[] = [];
  #writing: Promise<void> | undefined;
  #closed = false;
  readonly stats: AuditWriterStats = { written: 0, unreadable: 0, keptRaw: 0, lost: 0, failedWrites: 0 };

  constructor(store: Store, log: Logger, options: AuditWriterOptions = defaultAuditWriterOptions) {
    this.#store = store;
    this.#log = log;
    this.#options = options;
  }

  /** Resolves once `rows` are stored; rejects when the store is away or Granary is closing. */
  write(rows: AuditRow[]): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('Granary is stopping'));
    if (rows.length === 0) return Promise.resolve();
    this.stats.unreadable += rows.filter((row) => row.kind === 'unreadable').length;
    return new Promise((resolve, reject) => {
      this.#queue.push({ rows, resolve, reject });
      this.#writing ??= this.#drain();
    });
  }

  /** The posts waiting, oldest first, up to batchSize rows (at least one post). */
  #nextGroup(): Pending[] {
    const group: Pending[] = [];
    let count = 0;
    for (const pending of this.#queue) {
      if (group.length > 0 && count + pending.rows.length > this.#options.batchSize) break;
      group.push(pending);
      count += pending.rows.length;
    }
    this.#queue.splice(0, group.length);
    return group;
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const group = this.#nextGroup();
      const rows = group.flatMap((pending) => pending.rows);
      try {
        await this.#insertAll(rows);
        for (const pending of group) pending.resolve();
      } catch (error) {
        this.stats.failedWrites += 1;
        this.#log.warn(
          { err: error, rows: rows.length },
          'audit records not stored: the store did not answer',
        );
        for (const pending of group) pending.reject(error);
      }
    }
    // At once, where the loop saw the queue empty: a post arriving from now on starts the next drain.
    this.#writing = undefined;
  }

  async #insertAll(rows: AuditRow[]): Promise<void> {
    const db = await this.#store.db();
    try {
      await insert(db, rows);
      this.stats.written += rows.length;
      return;
    } catch (error) {
      if (!refusedData(error)) throw error;
    }
    for (const row of rows) await this.#insertOne(db, row);
  }

  async #insertOne(db: StoreDb, row: AuditRow): Promise<void> {
    let refusal: unknown;
    try {
      await insert(db, [row]);
      this.stats.written += 1;
      return;
    } catch (error) {
      if (!refusedData(error)) throw error;
      refusal = error;
    }
    try {
      await insert(db, [rawOnly(row, refusal)]);
      this.stats.keptRaw += 1;
    } catch (error) {
      if (!refusedData(error)) throw error;
      this.stats.lost += 1;
      this.#log.error({ err: error, raw: row.raw?.slice(0, 2_000) }, 'an audit record the store refused');
    }
  }

  /** Resolves once every post so far is answered. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  /**
   * Runs once no connection is left, so no post still waits for its answer: the posts queued behind the
   * write under way are dropped, not written one after another into a store that may not answer (MinIO
   * keeps their records and posts them again).
   */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('Granary is stopping'));
    await this.flush();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the audit ingest stored, kept raw, lost, and how often the store was away. */
    auditWriter: AuditWriter;
  }
}
