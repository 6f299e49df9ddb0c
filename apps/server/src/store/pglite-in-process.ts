import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { collectAllSoon } from '../lib/object-stream/release-buffers.ts';
import type { PGliteDialectConfig } from 'kysely';
import type { CrossedError, StoreReply, StoreRequest } from './pglite-process.ts';

type PGliteLike = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request as sent: `id` is added by `ask`. */
type Outgoing = StoreRequest extends infer R ? (R extends StoreRequest ? Omit<R, 'id'> : never) : never;
/** One child process running PGlite on the directory. */
type Child = { process: ChildProcess; ready: Promise<void>; pending: Map<number, Pending>; ended?: Error };

/** Running; stopped after an idle spell or never started; or its last start failed. */
export type StoreState = 'awake' | 'asleep' | 'failing';

export type PGliteInProcess = PGliteLike & {
  /** 'asleep' once the child has stopped when idle, until the next query wakes it. */
  state(): StoreState;
};

export type SleepOptions = {
  /** Without a query or an open transaction this long, the child stops and frees its memory. */
  sleepAfterMs?: number;
};

/** Beside this module's source, or beside the server bundle (tools/server-bundle.ts copies it there). */
const childMain = () => new URL('./pglite-process.ts', import.meta.url);

const rebuild = ({ message, properties }: CrossedError) => Object.assign(new Error(message), properties);

let nextId = 1;

/** `onEnd` runs once the child can answer no more (it failed or stopped). */
function startChild(directory: string, onEnd: (child: Child) => void): Child {
  const running = fork(fileURLToPath(childMain()), [directory], {
    serialization: 'advanced',
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, Pending>();
  const fail = (error: Error) => {
    child.ended ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onEnd(child);
  };
  const ready = new Promise<void>((resolve, reject) => {
    running.on('message', (reply: StoreReply) => {
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
    running.once('error', (error) => {
      fail(error);
      reject(error);
    });
    running.once('exit', (code, signal) => {
      const error = new Error(`The embedded store's process stopped (${signal ?? `exit code ${code}`}).`);
      fail(error);
      reject(error);
    });
  });
  const child: Child = { process: running, ready, pending };
  ready.catch(() => void running.kill());
  return child;
}

function ask(child: Child, request: Outgoing): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (child.ended) return reject(child.ended);
    const id = nextId++;
    child.pending.set(id, { resolve, reject });
    child.process.send({ ...request, id });
  });
}

async function stopChild(child: Child): Promise<void> {
  await ask(child, { op: 'close' }).catch(() => undefined);
  const exited = child.process.exitCode !== null || child.process.signalCode !== null;
  if (!exited) {
    const exit = once(child.process, 'exit');
    child.process.kill();
    await exit;
  }
}

/**
 * PGlite as Kysely's PGlite dialect sees it, running in a child process: the same queries and
 * transactions, answered by messages, so the server's thread never waits on PostgreSQL, and what PGlite
 * holds (~270 MiB once started, over 800 MiB while initdb creates a store) is never Silo's own memory.
 * With `sleepAfterMs`, an idle child stops and the next query starts another on the same directory,
 * which takes well under a second once the database exists.
 */
export function pgliteInProcess(directory: string, { sleepAfterMs }: SleepOptions = {}): PGliteInProcess {
  let child: Child | undefined;
  /** The end of a child put to sleep or closed: a new one waits for it, as both use the directory. */
  let stopping: Promise<void> | undefined;
  /** Requests in flight and open transactions: the child sleeps only at zero. */
  let busy = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let failing = false;

  const forget = (ended: Child) => {
    if (child === ended) child = undefined;
  };

  const stop = (current: Child): Promise<void> => {
    forget(current);
    const ended = (stopping ?? Promise.resolve()).then(() => stopChild(current));
    const clear = () => {
      if (stopping === ended) stopping = undefined;
    };
    stopping = ended;
    ended.then(clear, clear);
    return ended;
  };

  const sleepWhenIdle = () => {
    clearTimeout(idleTimer);
    if (sleepAfterMs === undefined || busy > 0 || !child || closed) return;
    idleTimer = setTimeout(() => {
      if (busy === 0 && child) void stop(child).then(collectAllSoon);
    }, sleepAfterMs);
    idleTimer.unref();
  };

  const wake = async (): Promise<Child> => {
    if (closed) throw new Error("The embedded store's process stopped: the store was closed.");
    await stopping?.catch(() => undefined);
    child ??= startChild(directory, forget);
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
    async close() {
      if (closed) return;
      closed = true;
      pglite.closed = true;
      clearTimeout(idleTimer);
      if (child) await stop(child);
      else await stopping;
    },
  };
  pglite.waitReady.catch(() => undefined);
  return pglite as unknown as PGliteInProcess;
}
