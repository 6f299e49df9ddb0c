import { Worker } from 'node:worker_threads';
import type { PGliteDialectConfig } from 'kysely';
import type { CrossedError, StoreReply, StoreRequest } from './pglite-worker.ts';

type PGliteLike = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request as sent: `id` is added by `send`. */
type Outgoing = StoreRequest extends infer R ? (R extends StoreRequest ? Omit<R, 'id'> : never) : never;

/** Beside this module's source, or beside the server bundle (tools/server-bundle.ts copies it there). */
const workerFile = () => new URL('./pglite-worker.ts', import.meta.url);

const rebuild = ({ message, properties }: CrossedError) => Object.assign(new Error(message), properties);

/**
 * PGlite as Kysely's PGlite dialect sees it, running in a worker thread: the same queries and
 * transactions, answered by messages, so the server's own thread never waits on PostgreSQL.
 */
export function pgliteInWorker(directory: string): PGliteLike {
  const worker = new Worker(workerFile(), { workerData: directory });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  const send = (request: Outgoing) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };

  const waitReady = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: StoreReply) => {
      if ('ready' in reply) return reply.ready ? resolve() : reject(rebuild(reply.error));
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) request?.reject(rebuild(reply.error));
      else request?.resolve(reply.result);
    });
    worker.once('error', (error) => {
      stop(error);
      reject(error);
    });
    worker.once('exit', (code) => {
      const error = new Error(`The embedded store's thread stopped (exit code ${code}).`);
      stop(error);
      reject(error);
    });
  });
  waitReady.catch(() => undefined);

  const query =
    (tx?: number) =>
    (sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) =>
      send({
        op: 'query',
        sql,
        params,
        ...(options?.rowMode && { rowMode: options.rowMode }),
        ...(tx && { tx }),
      });

  const pglite = {
    ready: false,
    closed: false,
    waitReady: waitReady.then(() => {
      pglite.ready = true;
    }),
    query: query(),
    async transaction<T>(
      callback: (tx: { query: ReturnType<typeof query>; rollback(): Promise<void> }) => Promise<T>,
    ) {
      const tx = (await send({ op: 'begin' })) as number;
      const handle = { query: query(tx), rollback: async () => void (await send({ op: 'rollback', tx })) };
      let result: T;
      try {
        result = await callback(handle);
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (closed) return;
      closed = true;
      pglite.closed = true;
      await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
  return pglite as unknown as PGliteLike;
}
