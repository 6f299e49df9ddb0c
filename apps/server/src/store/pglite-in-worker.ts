import { Worker } from 'node:worker_threads';
import type { PGliteDialectConfig } from 'kysely';
import type { CrossedError, StoreReply, StoreRequest } from './pglite-worker.ts';

type PGliteLike = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request as sent: `id` is added by `ask`. */
type Outgoing = StoreRequest extends infer R ? (R extends StoreRequest ? Omit<R, 'id'> : never) : never;
/** One worker thread running PGlite on the directory. */
type Thread = { worker: Worker; ready: Promise<void>; pending: Map<number, Pending>; ended?: Error };

/** Running; stopped after an idle spell or never started; or its last start failed. */
export type StoreState = 'awake' | 'asleep' | 'failing';

export type PGliteInWorker = PGliteLike & {
  /** 'asleep' once the thread has stopped when idle, until the next query wakes it. */
  state(): StoreState;
};

export type SleepOptions = {
  /** Without a query or an open transaction this long, the thread stops and frees its memory. */
  sleepAfterMs?: number;
};

/** Beside this module's source, or beside the server bundle (tools/server-bundle.ts copies it there). */
const workerFile = () => new URL('./pglite-worker.ts', import.meta.url);

const rebuild = ({ message, properties }: CrossedError) => Object.assign(new Error(message), properties);

let nextId = 1;

/** `onEnd` runs once the thread can answer no more (it failed or stopped). */
function startThread(directory: string, onEnd: (thread: Thread) => void): Thread {
  const worker = new Worker(workerFile(), { workerData: directory });
  const pending = new Map<number, Pending>();
  const fail = (error: Error) => {
    thread.ended ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onEnd(thread);
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: StoreReply) => {
      if ('ready' in reply) {
        if (reply.ready) return resolve();
        const error = rebuild(reply.error);
        fail(error);
        return reject(error);
      }
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) request?.reject(rebuild(reply.error));
      else request?.resolve(reply.result);
    });
    worker.once('error', (error) => {
      fail(error);
      reject(error);
    });
    worker.once('exit', (code) => {
      const error = new Error(`The embedded store's thread stopped (exit code ${code}).`);
      fail(error);
      reject(error);
    });
  });
  const thread: Thread = { worker, ready, pending };
  ready.catch(() => void worker.terminate());
  return thread;
}

function ask(thread: Thread, request: Outgoing): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (thread.ended) return reject(thread.ended);
    const id = nextId++;
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ ...request, id });
  });
}

async function stopThread(thread: Thread): Promise<void> {
  await ask(thread, { op: 'close' }).catch(() => undefined);
  await thread.worker.terminate();
}

/**
 * PGlite as Kysely's PGlite dialect sees it, running in a worker thread: the same queries and
 * transactions, answered by messages, so the server's own thread never waits on PostgreSQL. With
 * `sleepAfterMs`, an idle thread stops (PGlite holds ~250 MiB once started) and the next query starts
 * it again on the same directory, which takes well under a second once the database exists.
 */
export function pgliteInWorker(directory: string, { sleepAfterMs }: SleepOptions = {}): PGliteInWorker {
  let thread: Thread | undefined;
  /** The end of a thread put to sleep or closed: a new one waits for it, as both use the directory. */
  let stopping: Promise<void> | undefined;
  /** Requests in flight and open transactions: the thread sleeps only at zero. */
  let busy = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let failing = false;

  const forget = (ended: Thread) => {
    if (thread === ended) thread = undefined;
  };

  const stop = (current: Thread): Promise<void> => {
    forget(current);
    const ended = (stopping ?? Promise.resolve()).then(() => stopThread(current));
    const clear = () => {
      if (stopping === ended) stopping = undefined;
    };
    stopping = ended;
    ended.then(clear, clear);
    return ended;
  };

  const sleepWhenIdle = () => {
    clearTimeout(idleTimer);
    if (sleepAfterMs === undefined || busy > 0 || !thread || closed) return;
    idleTimer = setTimeout(() => {
      if (busy === 0 && thread) void stop(thread);
    }, sleepAfterMs);
    idleTimer.unref();
  };

  const wake = async (): Promise<Thread> => {
    if (closed) throw new Error("The embedded store's thread stopped: the store was closed.");
    await stopping?.catch(() => undefined);
    thread ??= startThread(directory, forget);
    const current = thread;
    try {
      await current.ready;
    } catch (error) {
      failing = true;
      throw error;
    }
    failing = false;
    return current;
  };

  /** Holds the thread awake while `run` goes on. */
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

  const send = (request: Outgoing, on?: Thread) => holding(async () => ask(on ?? (await wake()), request));

  const query =
    (on?: Thread, tx?: number) =>
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
    state: (): StoreState => (thread ? 'awake' : failing ? 'failing' : 'asleep'),
    query: query(),
    transaction<T>(
      callback: (tx: { query: ReturnType<typeof query>; rollback(): Promise<void> }) => Promise<T>,
    ): Promise<T> {
      // A transaction keeps its thread: its queries go to the thread that began it.
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
    async close() {
      if (closed) return;
      closed = true;
      pglite.closed = true;
      clearTimeout(idleTimer);
      if (thread) await stop(thread);
      else await stopping;
    },
  };
  pglite.waitReady.catch(() => undefined);
  return pglite as unknown as PGliteInWorker;
}
