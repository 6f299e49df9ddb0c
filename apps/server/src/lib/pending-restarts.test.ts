import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminClient } from '@granary/madmin';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, embeddedDirectory } from '../store/store.ts';
import { storeOpeningLater } from '../testing/store-opening-later.ts';
import { PendingRestarts } from './pending-restarts.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'granary-pending-restarts-'));
const store = createStore({ dataDir });
const log = { warn: () => undefined };
const pending = new PendingRestarts(store, log);
/** A MinIO whose servers have run this many seconds (none answers without a uptime). */
const minioUp = (...uptimes: number[]) =>
  ({
    serverInfo: () => Promise.resolve({ servers: uptimes.map((uptime) => ({ uptime })) }),
  }) as unknown as AdminClient;

/**
 * Moves the clock PendingRestarts reads (the save's time, MinIO's start from its uptime) by `ms`, as
 * that much real time would; only `Date` is faked, so the store's process and timers run as they do.
 */
const clockPasses = (ms: number) => {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

afterAll(() => store.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('pending restarts in the embedded store', () => {
  it('reads nothing and creates no store before a save was recorded', async () => {
    expect(await pending.pending(minioUp(100))).toEqual([]);
    expect(existsSync(embeddedDirectory(dataDir))).toBe(false);
  });

  it('counts a save newer than the oldest running server, and not once MinIO restarted after it', async () => {
    await pending.record('notify_redis:primary', 'admin');
    expect(await pending.pending(minioUp(3600, 10))).toEqual([
      { config: 'notify_redis:primary', by: 'admin', recordedAt: expect.any(String) },
    ]);
    // MinIO tells uptime in whole seconds, so the save must be over a second old.
    clockPasses(1_100);
    // Every server started less than a second ago (uptime 0, less the slack): after the save.
    expect(await pending.pending(minioUp(0))).toEqual([]);
  });

  it('keeps showing saves when MinIO does not tell its uptime, until a restart clears them', async () => {
    const unknown = { serverInfo: () => Promise.reject(new Error('AccessDenied')) } as unknown as AdminClient;
    expect(await pending.pending(unknown)).toHaveLength(1);
    await pending.clearUntil(new Date());
    expect(await pending.pending(unknown)).toEqual([]);
  });
});

describe('an embedded store that sleeps when idle', () => {
  it('is read once: the banner polls without waking it, a new save and a restart update it', async () => {
    const sleepyDir = mkdtempSync(path.join(os.tmpdir(), 'granary-pending-sleepy-'));
    const sleepy = createStore({ dataDir: sleepyDir }, undefined, { sleepAfterMs: 100 });
    const restarts = new PendingRestarts(sleepy, log);
    try {
      await restarts.record('site', 'admin');
      expect(await restarts.pending(minioUp(3600))).toHaveLength(1);
      await expect.poll(() => sleepy.state(), { timeout: 5_000 }).toBe('asleep');
      expect(await restarts.pending(minioUp(3600))).toHaveLength(1);
      expect(sleepy.state()).toBe('asleep');

      await restarts.record('api', 'admin');
      expect((await restarts.pending(minioUp(3600))).map((change) => change.config)).toEqual(['site', 'api']);
      // MinIO restarts after the save, so the restart's time is later than the row's.
      clockPasses(5);
      await restarts.clearUntil(new Date());
      expect(await restarts.pending(minioUp(3600))).toEqual([]);
    } finally {
      await sleepy.close();
    }
    const reopened = createStore({ dataDir: sleepyDir });
    try {
      expect(await new PendingRestarts(reopened, log).pending(minioUp(3600))).toEqual([]);
    } finally {
      await reopened.close();
    }
    // Creating a store runs initdb: seconds, more on a loaded machine.
  }, 60_000);
});

describe('a save recorded while the embedded store still opens', () => {
  it("answers at once and keeps the save's time, not the write's", async () => {
    const { store: gated, real: slowStore, open: openStore } = storeOpeningLater();
    const slow = new PendingRestarts(gated, log);
    try {
      await slow.record('site', 'admin');
      // The store takes the save over a second later (uptime's resolution), so the times of the save and
      // of its write can be told apart.
      clockPasses(1_500);
      openStore();
      expect(await slow.pending(minioUp(3600))).toEqual([
        { config: 'site', by: 'admin', recordedAt: expect.any(String) },
      ]);
      // MinIO restarted just now: after the save, though before the store could take it.
      expect(await slow.pending(minioUp(0))).toEqual([]);
    } finally {
      await slowStore.close();
    }
  });
});

describe('a store this process is still creating', () => {
  it('shows a save and clears a restart at once, without waiting for the store to open, and writes both once it can', async () => {
    const { store: gated, real, dataDir: directory, open: openStore } = storeOpeningLater();
    const restarts = new PendingRestarts(gated, log);
    try {
      await restarts.record('site', 'admin');
      // The store cannot open before openStore() below: an answer proves it did not wait for it.
      const shown = await vi.waitFor(() => restarts.pending(minioUp(3600)), { timeout: 2_000 });
      expect(shown).toEqual([{ config: 'site', by: 'admin', recordedAt: expect.any(String) }]);
      // A restart clears the banner at once too; the store catches up once it opens.
      await restarts.record('api', 'admin');
      // MinIO restarts after the save, so the restart's time is later than the row's.
      clockPasses(5);
      const restartedAt = new Date();
      const cleared = await vi.waitFor(
        () => restarts.clearUntil(restartedAt).then(() => restarts.pending(minioUp(3600))),
        { timeout: 2_000 },
      );
      expect(cleared).toEqual([]);
      await restarts.record('region', 'admin');
      openStore();
      await gated.settled();
    } finally {
      openStore();
      await real.close();
    }
    const reopened = createStore({ dataDir: directory });
    try {
      expect((await new PendingRestarts(reopened, log).pending(minioUp(3600))).map((c) => c.config)).toEqual([
        'region',
      ]);
    } finally {
      await reopened.close();
    }
    // Creating a store runs initdb: seconds, more on a loaded machine.
  }, 60_000);
});
