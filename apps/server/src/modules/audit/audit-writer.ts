import type { Store } from '../../store/store.ts';
import type { AuditRow } from './audit-entry.ts';

type Logger = { warn(object: object, message: string): void };

export type AuditWriterOptions = {
  /** Rows kept in memory while the store cannot take them; past this, ingest answers 503. */
  maxBuffered: number;
  /** Rows per INSERT. */
  batchSize: number;
  /** Past this many waiting rows, a healthy store makes senders wait for the writer (flat memory). */
  highWater: number;
  /** A flush waits this long for more rows to batch. */
  lingerMs: number;
  /** After a failed write, the next try waits this long. */
  retryMs: number;
};

export const defaultAuditWriterOptions: AuditWriterOptions = {
  maxBuffered: 200_000,
  batchSize: 1_000,
  highWater: 5_000,
  lingerMs: 50,
  retryMs: 1_000,
};

export type AuditWriterStats = { written: number; buffered: number; malformed: number; failedWrites: number };

/**
 * Takes audit rows as MinIO posts them and writes them in batches. While the store is unavailable the
 * rows wait in memory and are written when it answers again; a full buffer refuses more, so MinIO keeps
 * them in its own queue and posts them again later.
 */
export class AuditWriter {
  readonly #store: Store;
  readonly #log: Logger;
  readonly #options: AuditWriterOptions;
  #buffer: AuditRow[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #closed = false;
  /** The last write failed: rows pile up in memory (up to maxBuffered) instead of holding senders. */
  #storeAway = false;
  #drained: (() => void)[] = [];
  readonly stats: AuditWriterStats = { written: 0, buffered: 0, malformed: 0, failedWrites: 0 };

  constructor(store: Store, log: Logger, options: AuditWriterOptions = defaultAuditWriterOptions) {
    this.#store = store;
    this.#log = log;
    this.#options = options;
  }

  /**
   * Takes rows; false when the buffer is full (the caller answers 503 and MinIO posts them again). While
   * the store keeps up, a sender faster than the writes waits for them, so memory stays flat.
   */
  async accept(rows: AuditRow[]): Promise<boolean> {
    if (this.#closed || this.#buffer.length + rows.length > this.#options.maxBuffered) return false;
    this.#buffer.push(...rows);
    this.stats.buffered = this.#buffer.length;
    this.#schedule(this.#options.lingerMs);
    if (this.#buffer.length > this.#options.highWater && !this.#storeAway)
      await new Promise<void>((resolve) => this.#drained.push(resolve));
    return true;
  }

  #release(): void {
    if (this.#buffer.length > this.#options.highWater && !this.#storeAway) return;
    for (const resolve of this.#drained.splice(0)) resolve();
  }

  countMalformed(count: number): void {
    this.stats.malformed += count;
  }

  #schedule(delayMs: number): void {
    if (this.#timer || this.#writing) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#writing = this.#writeAll().finally(() => {
        this.#writing = undefined;
        if (this.#buffer.length > 0 && !this.#closed) this.#schedule(this.#options.lingerMs);
      });
    }, delayMs);
  }

  async #writeAll(): Promise<void> {
    while (this.#buffer.length > 0) {
      const batch = this.#buffer.slice(0, this.#options.batchSize);
      try {
        const db = await this.#store.db();
        await db.insertInto('audit_log').values(batch).execute();
      } catch (error) {
        this.stats.failedWrites += 1;
        this.#storeAway = true;
        this.#release();
        this.#log.warn(
          { err: error, buffered: this.#buffer.length },
          'audit records wait: the store did not take them',
        );
        if (!this.#closed) {
          clearTimeout(this.#timer);
          this.#timer = setTimeout(() => {
            this.#timer = undefined;
            this.#schedule(0);
          }, this.#options.retryMs);
        }
        return;
      }
      this.#buffer.splice(0, batch.length);
      this.#storeAway = false;
      this.stats.written += batch.length;
      this.stats.buffered = this.#buffer.length;
      this.#release();
    }
  }

  /** Resolves once every row accepted so far is written (or the store failed meanwhile). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#writing;
    await this.#writeAll();
  }

  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
    clearTimeout(this.#timer);
    for (const resolve of this.#drained.splice(0)) resolve();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Audit records waiting for the store, and what was written. */
    auditWriter: AuditWriter;
  }
}
