import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { CrossedError, StoreReply, StoreRequest } from './pglite-process.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request as sent: `id` is added by `ask`. */
export type Outgoing = StoreRequest extends infer R
  ? R extends StoreRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** One child process running PGlite on a directory. */
export type Child = {
  process: ChildProcess;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  /** Why it can answer no more, once it cannot. */
  ended?: Error;
  /** Its end, once asked for: closed, exited, or killed after `closeWithinMs`. */
  end?: Promise<void>;
};

/** initdb took 9 s and more on a loaded 2-core machine; a start that takes this long is stuck. */
const readyWithinMs = 120_000;
/** How long a child may take to close its database and exit before it is killed. */
const closeWithinMs = 10_000;

/** Beside this module's source, or beside the server bundle (tools/server-bundle.ts copies it there). */
const childMain = () => new URL('./pglite-process.ts', import.meta.url);

const rebuild = ({ message, properties }: CrossedError) => Object.assign(new Error(message), properties);

let nextId = 1;

/**
 * How long a child waits for another process to let go of its directory (pglite-process.ts): a store
 * process whose Granary died mid-initdb finishes it in seconds.
 */
export const waitForDirectoryMs = 30_000;

/** `onEnd` runs once the child can answer no more (it failed, stopped or lost its channel). */
export function startChild(
  directory: string,
  onEnd: (child: Child) => void,
  { waitMs = waitForDirectoryMs } = {},
): Child {
  const running = fork(fileURLToPath(childMain()), [directory, String(waitMs)], {
    serialization: 'advanced',
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, Pending>();
  let markReady: () => void = () => undefined;
  let markFailed: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const child: Child = { process: running, ready, pending };
  const fail = (error: Error) => {
    markFailed(error);
    if (child.ended) return;
    child.ended = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onEnd(child);
  };
  const stuck = setTimeout(
    () => fail(new Error(`The embedded store's process did not start within ${readyWithinMs / 1000} s.`)),
    readyWithinMs,
  );
  ready.then(
    () => clearTimeout(stuck),
    () => clearTimeout(stuck),
  );
  running.on('message', (reply: StoreReply) => {
    if ('ready' in reply) return reply.ready ? markReady() : fail(rebuild(reply.error));
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) request?.reject(rebuild(reply.error));
    else request?.resolve(reply.result);
  });
  running.on('error', fail);
  running.once('exit', (code, signal) =>
    fail(new Error(`The embedded store's process stopped (${signal ?? `exit code ${code}`}).`)),
  );
  return child;
}

export function ask(child: Child, request: Outgoing): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (child.ended) return reject(child.ended);
    const id = nextId++;
    child.pending.set(id, { resolve, reject });
    child.process.send({ ...request, id }, (error) => {
      if (!error) return;
      child.pending.delete(id);
      reject(error);
    });
  });
}

const hasExited = ({ process }: Child) => process.exitCode !== null || process.signalCode !== null;

/**
 * Closes the child's database and waits for it to exit: asked to close when it still answers, left to
 * close by itself when its channel goes (pglite-process.ts), killed when it takes longer than
 * `closeWithinMs`. Never rejects. The same promise for every caller.
 */
export function endChild(child: Child): Promise<void> {
  child.end ??= (async () => {
    const exit = hasExited(child) ? Promise.resolve() : once(child.process, 'exit').then(() => undefined);
    const within = (work: Promise<unknown>) =>
      Promise.race([work, new Promise((done) => setTimeout(done, closeWithinMs).unref())]);
    await within(ask(child, { op: 'close' }).catch(() => undefined));
    if (child.process.connected) child.process.disconnect();
    await within(exit);
    if (!hasExited(child)) {
      child.process.kill('SIGKILL');
      await exit;
    }
  })();
  return child.end;
}
