import type { Insertable } from 'kysely';
import { rawSql, writeBeforeAnswer, type Store, type StoreDb } from '../store/store.ts';
import type { SessionRevocationsTable } from '../store/store-tables.ts';
import { httpError } from './http-error.ts';
import { defaultTargetId } from './targets.ts';
import type { SessionClaims } from './token-seal.ts';

type Revocation = Insertable<SessionRevocationsTable>;
type Logger = { warn(object: object, message: string): void };

export type RevocationTimings = {
  /** How long a replica trusts its list before asking the store again: the delay for other replicas. */
  cacheMs: number;
  /** With the store unreachable this long, sessions are refused rather than checked against an old list. */
  staleMs: number;
  /** Longer than any session can live (STS allows a year): how long a user's revocation is kept. */
  longestSessionMs: number;
};

export const defaultRevocationTimings: RevocationTimings = {
  // With open sockets checked every 0.5 s, a session ended on another replica closes them within 2 s.
  cacheMs: 1_000,
  staleMs: 60_000,
  longestSessionMs: 366 * 86_400_000,
};

/** Records that may have committed out of order in a shared PostgreSQL are read again for this long. */
const rereadWindowMs = 30_000;
const pruneEveryMs = 3_600_000;

/**
 * A user is a user of one MinIO server: the configured server's users are recorded by name alone, as
 * before there were several; another server's are prefixed with its id (ids hold no colon).
 */
function userSubject(user: string, target: string | undefined): string {
  return target === undefined || target === defaultTargetId ? user : `${target}:${user}`;
}

/**
 * Ended sessions, kept in Granary's store and mirrored in memory. The replica that ends a session refuses it
 * at once; the others learn of it at their next refresh, at most `cacheMs` later.
 */
export class SessionRevocations {
  readonly #store: Store;
  readonly #timings: RevocationTimings;
  readonly #log: Logger;
  /** session id → when the record may go */
  readonly #sessions = new Map<string, number>();
  /** user → the latest revocation's time and when it may go */
  readonly #users = new Map<string, { revokedAt: number; expiresAt: number }>();
  #unwritten: Revocation[] = [];
  #readUntil: Date | undefined;
  #freshAt = 0;
  #triedAt = 0;
  #prunedAt = 0;
  #refreshing: Promise<void> | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(store: Store, log: Logger, timings: RevocationTimings = defaultRevocationTimings) {
    this.#store = store;
    this.#log = log;
    this.#timings = timings;
  }

  /** Whether the session was ended; a 503 when the store has been unreachable for too long to tell. */
  async isRevoked(
    claims: Pick<SessionClaims, 'sid' | 'issuedAt' | 'accountAccessKey' | 'targetId'>,
  ): Promise<boolean> {
    await this.#ensureFresh();
    if (this.#sessions.has(claims.sid)) return true;
    const user =
      claims.accountAccessKey === undefined
        ? undefined
        : this.#users.get(userSubject(claims.accountAccessKey, claims.targetId));
    return user !== undefined && claims.issuedAt <= user.revokedAt;
  }

  /** Ends one session (a logout). */
  endSession(claims: Pick<SessionClaims, 'sid' | 'expiresAt'>): Promise<void> {
    return this.#record({
      kind: 'session',
      subject: claims.sid,
      revoked_at: new Date(),
      expires_at: new Date(claims.expiresAt),
    });
  }

  /** Ends every session of a user issued until now; returns that moment, which a new session must follow. */
  async endUserSessions(user: string, target?: string): Promise<number> {
    const revokedAt = Date.now();
    await this.#record({
      kind: 'user',
      subject: userSubject(user, target),
      revoked_at: new Date(revokedAt),
      expires_at: new Date(revokedAt + this.#timings.longestSessionMs),
    });
    return revokedAt;
  }

  /** Calls `listener` whenever this replica ends a session (other replicas' are found by polling). */
  onRevoked(listener: () => void): void {
    this.#listeners.add(listener);
  }

  /** Writes what is still unwritten, then lets the store go. */
  async close(): Promise<void> {
    await this.#store.settled();
    await this.#refreshing;
    if (this.#unwritten.length > 0) await this.#writeUnwritten().catch((error: unknown) => this.#warn(error));
    await this.#store.close();
  }

  /** In effect on this replica at once, written before the answer on every store; a failed write is retried at each refresh. */
  #record(revocation: Revocation): Promise<void> {
    this.#apply(revocation.kind, revocation.subject, revocation.revoked_at, revocation.expires_at);
    for (const listener of this.#listeners) listener();
    this.#unwritten.push(revocation);
    return writeBeforeAnswer(this.#store, () =>
      this.#writeUnwritten().catch((error: unknown) => this.#warn(error)),
    );
  }

  async #writeUnwritten(): Promise<void> {
    const batch = this.#unwritten;
    if (batch.length === 0) return;
    this.#unwritten = [];
    try {
      const db = await this.#store.db();
      await db.insertInto('session_revocations').values(batch).execute();
    } catch (error) {
      this.#unwritten = [...batch, ...this.#unwritten];
      throw error;
    }
  }

  #apply(kind: Revocation['kind'], subject: string, revokedAt: Date, expiresAt: Date): void {
    if (kind === 'session') {
      this.#sessions.set(subject, expiresAt.getTime());
      return;
    }
    const known = this.#users.get(subject);
    if (!known || known.revokedAt < revokedAt.getTime())
      this.#users.set(subject, { revokedAt: revokedAt.getTime(), expiresAt: expiresAt.getTime() });
  }

  async #ensureFresh(): Promise<void> {
    const now = Date.now();
    if (now - this.#freshAt < this.#timings.cacheMs) return;
    if (!this.#store.mayHoldData()) {
      this.#freshAt = now;
      return;
    }
    // The embedded store has no other writer: once read (or if this process created it), this replica's
    // memory holds every revocation, and the store is touched only to retry a write or to prune, which no
    // request need wait for (nor wake a sleeping store for anything else). A store created meanwhile, by
    // MinIO's first audit record say, is not waited for: its initdb takes seconds.
    const allInMemory = this.#freshAt > 0 || !this.#store.heldDataAtStart;
    if (this.#store.kind === 'embedded' && allInMemory) {
      if (this.#unwritten.length > 0 || this.#pruneDue(now)) this.#refreshInBackground(now);
      else this.#freshAt = now;
      return;
    }
    this.#refreshInBackground(now);
    await this.#refreshing;
    if (Date.now() - this.#freshAt > this.#timings.staleMs)
      throw httpError(
        'storeUnavailable',
        "Granary cannot check sessions: its store is unreachable. Try again shortly; the server's log names the cause.",
      );
  }

  #refreshInBackground(now: number): void {
    if (now - this.#triedAt < this.#timings.cacheMs) return;
    this.#triedAt = now;
    this.#refreshing ??= this.#refresh()
      .catch((error: unknown) => this.#warn(error))
      .finally(() => {
        this.#refreshing = undefined;
      });
  }

  /** An hour since the last prune, and (as every record in the store is also in memory) one to drop. */
  #pruneDue(now: number): boolean {
    if (now - this.#prunedAt < pruneEveryMs) return false;
    for (const expiresAt of this.#sessions.values()) if (expiresAt <= now) return true;
    for (const { expiresAt } of this.#users.values()) if (expiresAt <= now) return true;
    return false;
  }

  async #refresh(): Promise<void> {
    const db = await this.#store.db();
    // Through the store's queue: a logout's own write, queued behind, must not find its record taken by
    // a retry still in flight, and answer before it is written.
    if (this.#unwritten.length > 0) {
      this.#store.writeBehind(() => this.#writeUnwritten().catch((error: unknown) => this.#warn(error)));
      await this.#store.settled();
    }
    const storeNow = await currentTime(db);
    let query = db
      .selectFrom('session_revocations')
      .select(['kind', 'subject', 'revoked_at', 'expires_at'])
      .where('expires_at', '>', storeNow);
    if (this.#readUntil)
      query = query.where('recorded_at', '>', new Date(this.#readUntil.getTime() - rereadWindowMs));
    for (const row of await query.execute())
      this.#apply(row.kind, row.subject, row.revoked_at, row.expires_at);
    this.#readUntil = storeNow;
    this.#freshAt = Date.now();
    if (this.#freshAt - this.#prunedAt >= pruneEveryMs) await this.#prune(db, storeNow);
  }

  async #prune(db: StoreDb, storeNow: Date): Promise<void> {
    this.#prunedAt = Date.now();
    await db.deleteFrom('session_revocations').where('expires_at', '<=', storeNow).execute();
    for (const [sid, expiresAt] of this.#sessions)
      if (expiresAt <= this.#prunedAt) this.#sessions.delete(sid);
    for (const [user, { expiresAt }] of this.#users)
      if (expiresAt <= this.#prunedAt) this.#users.delete(user);
  }

  #warn(error: unknown): void {
    this.#log.warn(
      { err: error, store: this.#store.location },
      'session revocations: the store is unreachable',
    );
  }
}

async function currentTime(db: StoreDb): Promise<Date> {
  const sql = await rawSql();
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  const now = rows[0]?.now;
  if (!(now instanceof Date)) throw new Error('the store did not tell its time');
  return now;
}
