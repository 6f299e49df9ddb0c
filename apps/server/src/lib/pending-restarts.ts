import type { PendingChange } from '@granary/contract';
import type { AdminClient } from '@granary/madmin';
import type { Selectable } from 'kysely';
import type { PendingRestartsTable } from '../store/store-tables.ts';
import { writeForAnswer, type Store } from '../store/store.ts';

type Row = Pick<Selectable<PendingRestartsTable>, 'config' | 'recorded_by' | 'recorded_at'>;

type Logger = { warn(object: object, message: string): void };

/** Uptime comes in whole seconds: a start up to this much earlier than computed still counts as before. */
const uptimeSlackMs = 1_000;

/**
 * Saved changes MinIO runs without until it restarts, kept in Granary's store so the banner survives a
 * reload and every admin and replica sees it. A change counts while it is newer than MinIO's start: a
 * restart by any means (Granary, mc, a deploy) clears the flag.
 */
export class PendingRestarts {
  readonly #store: Store;
  readonly #log: Logger;
  /**
   * The embedded store's rows, once read or from the start when this process creates the store: it has no
   * other writer, so the banner's poll (every minute from each open page) need not wake it.
   */
  #known: Row[] | undefined;

  constructor(store: Store, log: Logger) {
    this.#store = store;
    this.#log = log;
    // A store this process creates holds only what this process records.
    if (store.kind === 'embedded' && !store.heldDataAtStart) this.#known = [];
  }

  /**
   * Best effort: the save's answer tells the browser of the restart itself; written as `writeForAnswer`
   * says. The time is the save's, not the write's: a restart while the store still opens counts as after
   * the save.
   */
  record(config: string, by: string): Promise<void> {
    const row = { config, recorded_by: by, recorded_at: new Date() };
    // Known at once, so the banner's next read need not wait for the store (seconds at its first open).
    const known = this.#known;
    known?.push(row);
    return writeForAnswer(this.#store, async () => {
      try {
        const db = await this.#store.db();
        await db.insertInto('pending_restarts').values(row).execute();
        if (!known) this.#known?.push(row);
      } catch (error) {
        this.#log.warn({ err: error, config }, 'could not record a pending restart');
      }
    });
  }

  /** Changes saved after the oldest running MinIO server started (all of them if its uptime is hidden). */
  async pending(admin: AdminClient): Promise<PendingChange[]> {
    const rows = await this.#rows();
    if (rows.length === 0) return [];
    const startedAt = await minioStartedAt(admin);
    return rows
      .filter((row) => startedAt === undefined || row.recorded_at.getTime() > startedAt)
      .map((row) => ({ config: row.config, recordedAt: row.recorded_at.toISOString(), by: row.recorded_by }));
  }

  /** After a restart that succeeded: what was saved before it is in effect. */
  async clearUntil(until: Date): Promise<void> {
    const clear = async () => {
      if (!this.#store.mayHoldData()) return;
      const db = await this.#store.db();
      await db.deleteFrom('pending_restarts').where('recorded_at', '<', until).execute();
    };
    if (this.#known) {
      // The embedded store's rows are all in memory: the banner clears now, the store behind.
      this.#forget(until);
      this.#store.writeBehind(() =>
        clear().catch((error: unknown) => this.#log.warn({ err: error }, 'could not clear pending restarts')),
      );
      return;
    }
    await this.#store.settled();
    await clear();
    // A first read may have filled the memory meanwhile.
    this.#forget(until);
  }

  #forget(until: Date): void {
    this.#known = this.#known?.filter((row) => row.recorded_at >= until);
  }

  async #rows(): Promise<Row[]> {
    if (this.#known) return this.#known;
    await this.#store.settled();
    // An embedded store nobody wrote to holds nothing: do not create it just to read it.
    if (!this.#store.mayHoldData()) return [];
    const db = await this.#store.db();
    const rows = await db.selectFrom('pending_restarts').selectAll().orderBy('recorded_at').execute();
    if (this.#store.kind === 'embedded') this.#known = rows;
    return rows;
  }
}

async function minioStartedAt(admin: AdminClient): Promise<number | undefined> {
  try {
    const servers = (await admin.serverInfo()).servers ?? [];
    const uptimes = servers.map((server) => server.uptime ?? 0);
    if (uptimes.length === 0) return undefined;
    return Date.now() - Math.max(...uptimes) * 1000 - uptimeSlackMs;
  } catch {
    // Without admin:ServerInfo the user still sees what was saved; MinIO's start time stays unknown.
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Configuration saved that MinIO applies after its next restart. */
    pendingRestarts: PendingRestarts;
  }
}
