/**
 * Store writes that a request need not wait for, run one after another. The embedded store's first
 * open takes seconds (initdb in WebAssembly: ~2.7 s on an idle machine, 10 s and more under load), and
 * a logout or a save must not wait for it; reads that must see the writes wait for `settled()`, and the
 * store's close waits for them too.
 */
export class WriteBehind {
  #tail: Promise<void> = Promise.resolve();

  /** `write` reports its own failure: one that escapes it is dropped, and the next write still runs. */
  add(write: () => Promise<void>): void {
    this.#tail = this.#tail.then(write).catch(() => undefined);
  }

  /** Resolves once every write added so far has ended, written or reported. */
  settled(): Promise<void> {
    return this.#tail;
  }
}
