import type { SessionRevocations } from './session-revocations.ts';
import type { SessionClaims } from './token-seal.ts';

/**
 * How often the sessions of open sockets are checked. With the revocation list refreshed from a shared
 * store every second, a session ended on any replica closes its sockets within 2 s (issue 36).
 */
export const sessionSweepMs = 250;

type Claims = Pick<SessionClaims, 'sid' | 'issuedAt' | 'accountAccessKey' | 'expiresAt'>;
/** Why a socket must close: its session ended, or the store cannot tell (as every request is refused then). */
export type SocketEnd = { reason: string; sessionEnded: boolean };
type Watched = { claims: Claims; end: (why: SocketEnd) => void };

/**
 * The sessions behind open live sockets. A socket's session is checked once, at the upgrade; after that
 * it would stream on after a logout, a password change, the user's disabling or deletion, or expiry.
 * Each is watched here until it closes, and ended with the reason when its session ends.
 */
export class SessionSockets {
  readonly #revocations: SessionRevocations;
  readonly #everyMs: number;
  readonly #open = new Set<Watched>();
  #timer: NodeJS.Timeout | undefined;
  #sweeping: Promise<void> | undefined;

  constructor(revocations: SessionRevocations, everyMs = sessionSweepMs) {
    this.#revocations = revocations;
    this.#everyMs = everyMs;
  }

  /** Watches a socket's session; `end` is called once if it ends. Returns what to call when the socket closes. */
  watch(claims: Claims, end: (why: SocketEnd) => void): () => void {
    const entry = { claims, end };
    this.#open.add(entry);
    if (!this.#timer) {
      this.#timer = setInterval(() => void this.sweep().catch(() => undefined), this.#everyMs);
      this.#timer.unref();
    }
    return () => this.#forget(entry);
  }

  /** Checks every watched session now (also after a revocation made here, which need not wait). */
  sweep(): Promise<void> {
    this.#sweeping ??= this.#checkAll().finally(() => {
      this.#sweeping = undefined;
    });
    return this.#sweeping;
  }

  close(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#open.clear();
  }

  async #checkAll(): Promise<void> {
    for (const entry of [...this.#open]) {
      const why = await this.#endReason(entry.claims);
      if (why === undefined || !this.#open.has(entry)) continue;
      this.#forget(entry);
      entry.end(why);
    }
  }

  async #endReason(claims: Claims): Promise<SocketEnd | undefined> {
    if (claims.expiresAt <= Date.now())
      return { reason: 'Your session expired. Log in again.', sessionEnded: true };
    try {
      if (await this.#revocations.isRevoked(claims))
        return { reason: 'Your session was ended. Log in again.', sessionEnded: true };
      return undefined;
    } catch (error) {
      // As every request is refused then: the store cannot tell, which is no ended session.
      return { reason: (error as Error).message, sessionEnded: false };
    }
  }

  #forget(entry: Watched): void {
    this.#open.delete(entry);
    if (this.#open.size > 0) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
