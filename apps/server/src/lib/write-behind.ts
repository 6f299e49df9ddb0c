/**
 * Store writes that a request need not wait for, run one after another. The embedded store's first
 * open takes seconds (initdb in WebAssembly: ~2.7 s on an idle machine, 10 s and more under load), and
 * a logout or a save must not wait for it; reads that must see the writes wait for `settled()`.
 */
export class WriteBehind {
  readonly #onError: (error: unknown) => void;
  #tail: Promise<void> = Promise.resolve();

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  add(write: () => Promise<void>): void {
    this.#tail = this.#tail.then(write).catch(this.#onError);
  }

  /** Resolves once every write added so far has ended, written or reported. */
  settled(): Promise<void> {
    return this.#tail;
  }
}
