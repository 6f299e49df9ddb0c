type Subscriber<T> = { onItem(item: T): void; end(error?: unknown): void };
type Hub<T> = { subscribers: Set<Subscriber<T>>; abort: AbortController; recent: T[] };

/**
 * Shares one MinIO stream among the sockets that ask the same of it with the same credentials. MinIO
 * serves at most 8 trace and 8 log subscribers per server, so a socket each would stop at the ninth tab.
 * The key must hold the credentials: a stream is never shared between logins.
 */
export class StreamHub<T> {
  readonly #hubs = new Map<string, Hub<T>>();
  /** A newcomer first gets this many of the latest items (the log's recent entries MinIO sent first). */
  readonly #replay: number;

  constructor(options: { replay?: number } = {}) {
    this.#replay = options.replay ?? 0;
  }

  /** Streams that run now (for tests: none may be left once every socket has gone). */
  get size(): number {
    return this.#hubs.size;
  }

  /**
   * Passes the stream's items to `onItem` until `signal` aborts (resolves) or the stream ends (resolves)
   * or fails (rejects). Opens the stream with `open` if no one shares it yet; the last to leave stops it.
   */
  join(
    key: string,
    open: (signal: AbortSignal) => AsyncIterable<T>,
    signal: AbortSignal,
    onItem: (item: T) => void,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const hub = this.#hubs.get(key) ?? this.#start(key, open);
      const subscriber: Subscriber<T> = {
        onItem,
        end: (error) => (error === undefined ? resolve() : reject(error as Error)),
      };
      for (const item of hub.recent) onItem(item);
      hub.subscribers.add(subscriber);
      const leave = () => {
        hub.subscribers.delete(subscriber);
        if (hub.subscribers.size === 0) this.#stop(key, hub);
        resolve();
      };
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    });
  }

  #start(key: string, open: (signal: AbortSignal) => AsyncIterable<T>): Hub<T> {
    const hub: Hub<T> = { subscribers: new Set(), abort: new AbortController(), recent: [] };
    this.#hubs.set(key, hub);
    void (async () => {
      let failure: unknown;
      try {
        for await (const item of open(hub.abort.signal)) {
          if (this.#replay > 0) hub.recent = [...hub.recent.slice(1 - this.#replay), item];
          for (const subscriber of hub.subscribers) subscriber.onItem(item);
        }
      } catch (error) {
        failure = error ?? new Error('the stream failed');
      }
      if (this.#hubs.get(key) === hub) this.#hubs.delete(key);
      for (const subscriber of hub.subscribers)
        subscriber.end(hub.abort.signal.aborted ? undefined : failure);
    })();
    return hub;
  }

  #stop(key: string, hub: Hub<T>): void {
    if (this.#hubs.get(key) === hub) this.#hubs.delete(key);
    hub.abort.abort();
  }
}
