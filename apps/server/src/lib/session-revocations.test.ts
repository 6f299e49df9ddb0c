import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createStore, embeddedDirectory } from '../store/store.ts';
import { storeOpeningLater } from '../testing/store-opening-later.ts';
import { HttpError } from './http-error.ts';
import { SessionRevocations, defaultRevocationTimings } from './session-revocations.ts';

const warnings: object[] = [];
const log = { warn: (object: object) => void warnings.push(object) };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'granary-revocations-'));
const open = () => new SessionRevocations(createStore({ dataDir }), log);
const session = (sid: string, issuedAt: number, accountAccessKey?: string) => ({
  sid,
  issuedAt,
  accountAccessKey,
  expiresAt: Date.now() + 3_600_000,
});

describe('session revocations in the embedded store', () => {
  const revocations = open();
  afterAll(() => revocations.close());

  it('opens no store until something is revoked', async () => {
    expect(await revocations.isRevoked(session('s1', Date.now(), 'alice'))).toBe(false);
    expect(existsSync(embeddedDirectory(dataDir))).toBe(false);
  });

  it('ends one session on logout and leaves the others', async () => {
    await revocations.endSession(session('s1', Date.now(), 'alice'));
    expect(await revocations.isRevoked(session('s1', Date.now(), 'alice'))).toBe(true);
    expect(await revocations.isRevoked(session('s2', Date.now(), 'alice'))).toBe(false);
  });

  it("ends a user's sessions issued until then, not later ones nor other users'", async () => {
    const before = Date.now() - 1;
    const endedAt = await revocations.endUserSessions('bob');
    expect(await revocations.isRevoked(session('b1', before, 'bob'))).toBe(true);
    expect(await revocations.isRevoked(session('b2', endedAt, 'bob'))).toBe(true);
    expect(await revocations.isRevoked(session('b3', endedAt + 1, 'bob'))).toBe(false);
    expect(await revocations.isRevoked(session('c1', before, 'carol'))).toBe(false);
    expect(await revocations.isRevoked(session('l1', before))).toBe(false);
  });

  it("ends a user's sessions on their own MinIO server only", async () => {
    const before = Date.now() - 1;
    await revocations.endUserSessions('dave', 'second');
    expect(await revocations.isRevoked({ ...session('d1', before, 'dave'), targetId: 'second' })).toBe(true);
    expect(await revocations.isRevoked(session('d2', before, 'dave'))).toBe(false);
    expect(await revocations.isRevoked({ ...session('d3', before, 'dave'), targetId: 'default' })).toBe(
      false,
    );
    await revocations.endUserSessions('erin');
    expect(await revocations.isRevoked({ ...session('e1', before, 'erin'), targetId: 'default' })).toBe(true);
    expect(await revocations.isRevoked({ ...session('e2', before, 'erin'), targetId: 'second' })).toBe(false);
  });

  it('keeps them across a restart', async () => {
    await revocations.close();
    expect(existsSync(embeddedDirectory(dataDir))).toBe(true);
    const restarted = open();
    try {
      expect(await restarted.isRevoked(session('s1', Date.now(), 'alice'))).toBe(true);
      expect(await restarted.isRevoked(session('b1', Date.now() - 60_000, 'bob'))).toBe(true);
      expect(await restarted.isRevoked(session('s2', Date.now(), 'alice'))).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});

describe('an embedded store that sleeps when idle', () => {
  it('is read once and then not woken by checks, only by a write', async () => {
    const store = createStore({ dataDir }, undefined, { sleepAfterMs: 100 });
    const revocations = new SessionRevocations(store, log, { ...defaultRevocationTimings, cacheMs: 10 });
    try {
      expect(await revocations.isRevoked(session('s1', Date.now(), 'alice'))).toBe(true);
      expect(store.state()).toBe('awake');
      await expect.poll(() => store.state(), { timeout: 5_000 }).toBe('asleep');
      // Past cacheMs (10 ms) each check would ask the store again, were it not read once: the cache's
      // clock moves on a fake Date, the store's sleep on its real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        for (let check = 0; check < 5; check++) {
          vi.advanceTimersByTime(20);
          expect(await revocations.isRevoked(session('s3', Date.now(), 'alice'))).toBe(false);
        }
      } finally {
        vi.useRealTimers();
      }
      expect(store.state()).toBe('asleep');

      await revocations.endSession(session('s3', Date.now(), 'alice'));
      expect(await revocations.isRevoked(session('s3', Date.now(), 'alice'))).toBe(true);
      await store.settled();
      expect(store.state()).toBe('awake');
      await expect.poll(() => store.state(), { timeout: 5_000 }).toBe('asleep');
    } finally {
      await revocations.close();
    }
    const restarted = open();
    try {
      expect(await restarted.isRevoked(session('s3', Date.now(), 'alice'))).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('with the shared store unreachable', () => {
  // Nothing listens on port 1: every connection is refused at once.
  const unreachable = () =>
    createStore({ dataDir, storeUrl: new URL('postgres://granary@127.0.0.1:1/granary') });

  it('refuses to check sessions with a 503 rather than accept one it cannot check', async () => {
    const revocations = new SessionRevocations(unreachable(), log);
    const error = await revocations.isRevoked(session('x', Date.now(), 'alice')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: 'store_unavailable' });
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1|postgres/);
    await revocations.close();
  });

  it('still ends the session on this replica when the write fails, and says so in the log', async () => {
    const revocations = new SessionRevocations(unreachable(), log, {
      ...defaultRevocationTimings,
      staleMs: Number.POSITIVE_INFINITY,
    });
    warnings.length = 0;
    await revocations.endSession(session('y', Date.now(), 'alice'));
    expect(await revocations.isRevoked(session('y', Date.now(), 'alice'))).toBe(true);
    await revocations.close();
    expect(warnings.length).toBeGreaterThan(0);
  });
});

describe('while the embedded store is still opening', () => {
  it('ends the session at once, and answers the logout only once the store holds it', async () => {
    const { store, real, open: openStore } = storeOpeningLater();
    // Checked against the store at every request, were it not the embedded one.
    const revocations = new SessionRevocations(store, log, { ...defaultRevocationTimings, cacheMs: 0 });
    expect(await revocations.isRevoked(session('z1', Date.now(), 'alice'))).toBe(false);
    // The store cannot open yet: the checks come from memory, and the logout waits for its record.
    let answered = false;
    const logout = revocations.endSession(session('z1', Date.now(), 'alice')).then(() => (answered = true));
    expect(await revocations.isRevoked(session('z1', Date.now(), 'alice'))).toBe(true);
    expect(await revocations.isRevoked(session('z2', Date.now(), 'alice'))).toBe(false);
    expect(answered).toBe(false);
    openStore();
    await logout;
    try {
      // Already in the store when answered: a crash now would not lose it.
      const rows = await (await real.db()).selectFrom('session_revocations').select('subject').execute();
      expect(rows.map(({ subject }) => subject)).toEqual(['z1']);
    } finally {
      await revocations.close();
    }
  });
});

describe('an embedded store this process is still creating', () => {
  it('checks sessions from memory while something else (an audit record) opens the new store', async () => {
    const { store, real, open: openStore } = storeOpeningLater();
    const revocations = new SessionRevocations(store, log);
    // MinIO's first audit record creates the store: its initdb takes seconds. The check is answered
    // while the store still cannot open (were it waiting for the store, it would never be).
    const opening = store.db();
    expect(await revocations.isRevoked(session('n1', Date.now(), 'alice'))).toBe(false);
    openStore();
    await opening;
    await revocations.close();
    await real.close();
  });
});

describe('in a shared store', () => {
  it('answers a logout once it is written, since other replicas read it from there', async () => {
    const { store, open } = storeOpeningLater();
    const revocations = new SessionRevocations({ ...store, kind: 'postgres' }, log);
    let answered = false;
    const logout = revocations.endSession(session('p1', Date.now(), 'alice')).then(() => (answered = true));
    // The write has reached the store, which cannot open yet: the logout must still be waiting for it.
    await expect.poll(() => store.mayHoldData()).toBe(true);
    expect(answered).toBe(false);
    open();
    await logout;
    expect(answered).toBe(true);
    await revocations.close();
  });
});
