// The embedded store's PGlite, in a child process of Granary's: its first start (initdb) runs ~2–3 s of
// WebAssembly without a pause, which on the server's thread froze every request meanwhile, and PGlite
// holds hundreds of MiB that Granary's own process gives back only by ending it
// (docs/decisions/store-process.md). Copied beside the server bundle as is, so it
// imports no Granary code.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type StoreRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error as it crosses processes: PostgreSQL's fields (code, detail…) are plain properties. */
export type CrossedError = { message: string; properties: Record<string, unknown> };

export type StoreReply =
  | { id: number; result: unknown }
  | { id: number; error: CrossedError }
  | { ready: true }
  | { ready: false; error: CrossedError };

export function crossError(error: unknown): CrossedError {
  const properties: Record<string, unknown> = {};
  if (typeof error !== 'object' || error === null) return { message: String(error), properties };
  for (const [name, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) properties[name] = value;
  if (error instanceof Error) return { message: error.message, properties };
  // PGlite's file system fails with plain objects ({ errno, code }): say what they hold.
  const described = Object.entries(properties).map(([name, value]) => `${name} ${String(value)}`);
  return { message: described.join(', ') || String(error), properties };
}

/**
 * The name of `directory`'s hold: a random token kept beside it (`<directory>.holder`, mode 0600), so
 * that no other user of the machine can guess the name and take it first, and a second path to the same
 * directory (a symlink, another mount) finds the same name. Made once, atomically (written aside, then
 * linked into place), so that a reader never sees half a token.
 */
function holdName(directory: string): string {
  const file = `${path.resolve(directory)}.holder`;
  if (!existsSync(file)) {
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, randomBytes(20).toString('hex'), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      // Another store process made it first: its token is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  return `\0granary-store-${readFileSync(file, 'utf8').trim()}`;
}

/**
 * Holds `directory` for this process before PGlite opens it, so that two processes never write one
 * database: a store process of a Granary that died may still be finishing its initdb when the next Granary
 * starts, and two Granaries may be given one data directory (which is not supported: each keeps what it
 * wrote in memory as the whole store). The hold is a listening socket in Linux's abstract namespace,
 * which the kernel lets go when the process ends however it ends: no lock file is left behind by a crash.
 * It accepts no connection. Elsewhere than Linux nothing is held.
 */
async function holdDirectory(directory: string, waitMs: number): Promise<Server | undefined> {
  if (process.platform !== 'linux') return undefined;
  const name = holdName(directory);
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const server = createServer((connection) => connection.destroy());
    server.maxConnections = 0;
    const failure = await new Promise<NodeJS.ErrnoException | undefined>((done) => {
      server.once('error', done);
      server.listen(name, () => done(undefined));
    });
    if (!failure) return server.on('error', () => undefined).unref();
    if (failure.code !== 'EADDRINUSE') throw failure;
    if (Date.now() >= giveUpAt)
      throw new Error(
        `The embedded store's directory ${directory} is in use by another process (another Granary on the ` +
          `same data directory?); waited ${waitMs / 1000} s for it.`,
      );
    await sleep(100);
  }
}

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> };

type Port = {
  on(event: 'message', listener: (request: StoreRequest) => void): void;
  /** `sent` runs once the reply has left. */
  postMessage(reply: StoreReply, sent?: () => void): void;
};

/** Answers Granary's requests; once the answer to `close` is sent, `closed` runs. */
function serve(db: PGlite, port: Port, closed: () => void) {
  const transactions = new Map<number, OpenTransaction>();

  const begin = (tx: number) =>
    new Promise<void>((begun, failed) => {
      let end: (commit: boolean) => void = () => undefined;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const done = db.transaction(async (open) => {
        transactions.set(tx, { tx: open, end, done });
        begun();
        // A transaction whose callback throws is rolled back by PGlite.
        if (!(await ended)) throw new Error('rolled back');
      });
      done.catch(failed);
    });

  const run = async (request: StoreRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
        if (!on) throw new Error(`No open transaction ${request.tx}`);
        return on.query(request.sql, request.params, { rowMode: request.rowMode ?? 'object' });
      }
      case 'begin':
        await begin(request.id);
        return request.id;
      case 'rollback':
        return transactions.get(request.tx)?.tx.rollback();
      case 'end': {
        const open = transactions.get(request.tx);
        transactions.delete(request.tx);
        open?.end(request.commit);
        return open?.done.catch((error: unknown) => {
          if (request.commit) throw error;
        });
      }
      case 'close':
        return db.close();
    }
  };

  port.on('message', (request: StoreRequest) => {
    const then = request.op === 'close' ? closed : undefined;
    run(request).then(
      (result) => port.postMessage({ id: request.id, result: result ?? null } satisfies StoreReply, then),
      (error: unknown) =>
        port.postMessage({ id: request.id, error: crossError(error) } satisfies StoreReply, then),
    );
  });
}

const sendToGranary = process.send?.bind(process);
if (sendToGranary) {
  const port: Port = {
    on: (event, listener) => void process.on(event, listener),
    postMessage: (reply, sent) => void sendToGranary(reply, undefined, {}, () => sent?.()),
  };
  const [directory = '', waitForDirectoryMs = '0'] = process.argv.slice(2);
  let db: PGlite | undefined;
  // Ctrl+C and a service manager signal Granary's whole process group: Granary closes its store itself, and a
  // PGlite killed mid-write can leave its directory unreadable.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  // Granary is gone, however it went: close the database, then end. A database still starting (initdb) is
  // let finish first, so that it is whole at the next start.
  const closeAndExit = () => {
    if (!db) process.exit(0);
    void db.waitReady
      .then(
        () => db?.close(),
        () => undefined,
      )
      .finally(() => process.exit(0));
  };
  process.on('disconnect', closeAndExit);
  // Asked to close before it serves (still waiting for the directory, or in initdb): the same, at once.
  let serving = false;
  process.on('message', (request: StoreRequest) => {
    if (!serving && request.op === 'close') closeAndExit();
  });
  holdDirectory(directory, Number(waitForDirectoryMs))
    .then(() => {
      const opening = new PGlite(directory);
      db = opening;
      return opening.waitReady.then(() => opening);
    })
    .then(
      (opened) => {
        serving = true;
        serve(opened, port, () => process.exit(0));
        port.postMessage({ ready: true });
      },
      // Nothing opened, nothing to close.
      (error: unknown) => port.postMessage({ ready: false, error: crossError(error) }, () => process.exit(1)),
    );
}
