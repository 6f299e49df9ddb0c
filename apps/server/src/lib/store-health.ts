import { rawSql, type Store } from '../store/store.ts';

type Logger = { warn(object: object, message: string): void };

const checkEveryMs = 10_000;

/**
 * Whether Granary's store answers, checked in the background every 10 s: the session's `log-search`
 * feature follows it, so the Audit Logs tab is on exactly when a search can work.
 */
export class StoreHealth {
  readonly #store: Store;
  readonly #log: Logger;
  #usable = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Store, log: Logger) {
    this.#store = store;
    this.#log = log;
  }

  get usable(): boolean {
    return this.#usable;
  }

  /** Checks now, then every 10 s; a check opens (and migrates) a shared store, or an embedded one failing. */
  start(): Promise<boolean> {
    this.#timer = setInterval(() => void this.check(), checkEveryMs);
    this.#timer.unref();
    return this.check();
  }

  async check(): Promise<boolean> {
    // An embedded store not created yet can be: usable, and not worth creating just to look.
    // Nor is a working embedded store asked: a query every 10 s would keep its process from ever sleeping.
    // Its own queries tell when it fails; then it is asked until it answers again.
    if (
      !this.#store.mayHoldData() ||
      (this.#store.kind === 'embedded' && this.#store.state() !== 'failing')
    ) {
      this.#usable = true;
      return true;
    }
    try {
      const db = await this.#store.db();
      await (await rawSql())`select 1`.execute(db);
      this.#usable = true;
    } catch (error) {
      if (this.#usable)
        this.#log.warn({ err: error }, "Granary's store stopped answering: audit search is off");
      this.#usable = false;
    }
    return this.#usable;
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether Granary's store answers (the `log-search` feature). */
    storeHealth: StoreHealth;
  }
}
