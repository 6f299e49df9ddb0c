// The embedded store's PGlite, in a child process of Silo's: its first start (initdb) runs ~2–3 s of
// WebAssembly without a pause, which on the server's thread froze every request meanwhile, and PGlite
// holds hundreds of MiB that Silo's own process gives back only by ending it (docs/decisions.md, "The
// embedded store in a worker" and "sleeps when idle"). Copied beside the server bundle as is, so it
// imports no Silo code.
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
  if (!(error instanceof Error)) return { message: String(error), properties: {} };
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) properties[name] = value;
  return { message: error.message, properties };
}

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> };

type Port = {
  on(event: 'message', listener: (request: StoreRequest) => void): void;
  postMessage(reply: StoreReply): void;
};

function serve(db: PGlite, port: Port) {
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
    run(request).then(
      (result) => port.postMessage({ id: request.id, result: result ?? null } satisfies StoreReply),
      (error: unknown) => port.postMessage({ id: request.id, error: crossError(error) } satisfies StoreReply),
    );
  });
}

const sendToSilo = process.send?.bind(process);
if (sendToSilo) {
  const port: Port = {
    on: (event, listener) => void process.on(event, listener),
    postMessage: (reply) => void sendToSilo(reply),
  };
  // Silo stopped, however it stopped: so does its store.
  process.on('disconnect', () => process.exit(0));
  const db = new PGlite(String(process.argv[2]));
  db.waitReady.then(
    () => {
      serve(db, port);
      port.postMessage({ ready: true });
    },
    (error: unknown) => port.postMessage({ ready: false, error: crossError(error) }),
  );
}
