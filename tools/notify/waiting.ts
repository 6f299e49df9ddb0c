import { setTimeout as sleep } from 'node:timers/promises';

const POLL_INTERVAL_MS = 100;

/** Calls `find` until it returns a value, failing with `describe()` (what was there instead) at the deadline. */
export async function pollFor<T>(
  find: () => Promise<T | undefined>,
  timeoutMs: number,
  describe: () => Promise<string>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`No matching event within ${timeoutMs} ms; ${await describe()}`);
    await sleep(POLL_INTERVAL_MS);
  }
}

/** Messages pushed by a subscription, and waits that resolve as soon as a matching one arrives. */
export type Inbox<M> = {
  received: M[];
  push(message: M): void;
  waitFor<R>(find: (message: M) => R | undefined, timeoutMs: number): Promise<R>;
};

export function createInbox<M>(): Inbox<M> {
  const received: M[] = [];
  const listeners = new Set<(message: M) => void>();
  return {
    received,
    push(message) {
      received.push(message);
      for (const listener of listeners) listener(message);
    },
    waitFor(find, timeoutMs) {
      for (const message of received) {
        const found = find(message);
        if (found !== undefined) return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const listener = (message: M) => {
          const found = find(message);
          if (found === undefined) return;
          stop();
          resolve(found);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`No matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        const stop = () => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        listeners.add(listener);
      });
    },
  };
}
