import type { PGliteDialectConfig } from 'kysely';
import { collectAllSoon } from '../lib/collect-garbage.ts';
import { ask, endChild, startChild, type Child, type Outgoing } from './pglite-child.ts';

type PGliteLike = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;

/** Running; stopped after an idle spell or never started; or its last start failed. */
export type StoreState = 'awake' | 'asleep' | 'failing';

export type PGliteInProcess = PGliteLike & {
  /** 'asleep' once the child has stopped when idle, until the next query wakes it. */
  state(): StoreState;
};

export type StoreProcessOptions = {
  /** Without a query or an open transaction this long, the child stops and frees its memory. */
  sleepAfterMs?: number;
  /** How long a child waits for another process to let go of the directory; pglite-child.ts's default. */
  waitForDirectoryMs?: number;
};

/**
 * PGlite as Kysely's PGlite dialect sees it, running in a child process: the same queries and
 * transactions, answered by messages, so the server's thread never waits on PostgreSQL, and what PGlite
 * holds (~340 MiB once started, about 1 GB while initdb creates a store) is never Granary's own memory.
 * With `sleepAfterMs`, an idle child stops and the next query starts another on the same directory,
 * which takes well under a second once the database exists.
 */
export function pgliteInProcess(
  directory: string,
  { sleepAfterMs, waitForDirectoryMs }: StoreProcessOptions = {},
): PGliteInProcess {
  let child: Child | undefined;
  /** Children asked to end: a new one waits for them, as they all use the directory. */
  const ending = new Set<Promise<void>>();
  /** Requests in flight and open transactions: the child sleeps only at zero. */
  let busy = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;
  let failing = false;

  const retire = (ended: Child): Promise<void> => {
    if (child === ended) child = undefined;
    const end = endChild(ended);
    if (!ending.has(end)) {
      ending.add(end);
      void end.then(() => ending.delete(end));
    }
    return end;
  };
  const allEnded = async () => {
    while (ending.size > 0) await Promise.all(ending);
  };
  const closedError = () => new Error("The embedded store's process stopped: the store was closed.");

  const sleepWhenIdle = () => {
    clearTimeout(idleTimer);
    if (sleepAfterMs === undefined || busy > 0 || !child || closed) return;
    idleTimer = setTimeout(() => {
      if (busy === 0 && child) void retire(child).then(collectAllSoon);
    }, sleepAfterMs);
    idleTimer.unref();
  };

  const wake = async (): Promise<Child> => {
    if (closed) throw closedError();
    await allEnded();
    // close() may have come while this waited.
    if (closed) throw closedError();
    child ??= startChild(directory, (ended) => void retire(ended), {
      ...(waitForDirectoryMs !== undefined && { waitMs: waitForDirectoryMs }),
    });
    const current = child;
    try {
      await current.ready;
    } catch (error) {
      failing = true;
      throw error;
    }
    failing = false;
    return current;
  };

  /** Holds the child awake while `run` goes on. */
  const holding = async <T>(run: () => Promise<T>): Promise<T> => {
    busy++;
    clearTimeout(idleTimer);
    try {
      return await run();
    } finally {
      busy--;
      sleepWhenIdle();
    }
  };

  const send = (request: Outgoing, on?: Child) => holding(async () => ask(on ?? (await wake()), request));

  const query =
    (on?: Child, tx?: number) =>
    (sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) =>
      send(
        {
          op: 'query',
          sql,
          params,
          ...(options?.rowMode && { rowMode: options.rowMode }),
          ...(tx && { tx }),
        },
        on,
      );

  const pglite = {
    ready: false,
    closed: false,
    waitReady: holding(wake).then(() => {
      pglite.ready = true;
    }),
    state: (): StoreState => (child ? 'awake' : failing ? 'failing' : 'asleep'),
    query: query(),
    transaction<T>(
      callback: (tx: { query: ReturnType<typeof query>; rollback(): Promise<void> }) => Promise<T>,
    ): Promise<T> {
      // A transaction keeps its child awake: its queries go to the child that began it.
      return holding(async () => {
        const on = await wake();
        const tx = (await send({ op: 'begin' }, on)) as number;
        const handle = {
          query: query(on, tx),
          rollback: async () => void (await send({ op: 'rollback', tx }, on)),
        };
        let result: T;
        try {
          result = await callback(handle);
        } catch (error) {
          await send({ op: 'end', tx, commit: false }, on).catch(() => undefined);
          throw error;
        }
        await send({ op: 'end', tx, commit: true }, on);
        return result;
      });
    },
    close() {
      closing ??= (async () => {
        closed = true;
        pglite.closed = true;
        clearTimeout(idleTimer);
        if (child) void retire(child);
        await allEnded();
      })();
      return closing;
    },
  };
  pglite.waitReady.catch(() => undefined);
  return pglite as unknown as PGliteInProcess;
}
