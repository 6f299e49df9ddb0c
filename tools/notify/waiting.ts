import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_EVENT_TIMEOUT_MS,
  findCreatedRecord,
  type EventLog,
  type EventQuery,
  type ReceivedNotification,
  type S3EventRecord,
} from './target.ts';

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

/** The first message whose event log holds the created event (amqp, mqtt, nats). */
export function waitForLoggedEvent<M extends { body: EventLog }>(
  inbox: Inbox<M>,
  query: EventQuery,
): Promise<ReceivedNotification<M>> {
  return inbox.waitFor((message) => {
    const record = findCreatedRecord(message.body.Records, query);
    return record && { record, raw: message };
  }, query.timeoutMs ?? DEFAULT_EVENT_TIMEOUT_MS);
}

/** The first row of MinIO's event table holding the created event, in either format (postgres, mysql). */
export function waitForEventRow<
  Row extends { value: { Records: S3EventRecord[] } } | { event_data: { Records: S3EventRecord[] } },
>(rows: () => Promise<Row[]>, table: string, query: EventQuery): Promise<ReceivedNotification<Row>> {
  return pollFor(
    async () => {
      for (const row of await rows()) {
        const record = findCreatedRecord(('value' in row ? row.value : row.event_data).Records, query);
        if (record) return { record, raw: row };
      }
      return undefined;
    },
    query.timeoutMs ?? DEFAULT_EVENT_TIMEOUT_MS,
    async () => `table ${table} holds ${JSON.stringify(await rows())}`,
  );
}
