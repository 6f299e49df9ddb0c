import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStore, type Store } from '../store/store.ts';
import { StoreHealth } from './store-health.ts';

const log = { warn: () => undefined };
const fakeStore = (over: Partial<Store>) =>
  ({
    kind: 'postgres',
    location: 'test',
    mayHoldData: () => true,
    state: () => 'awake',
    close: () => Promise.resolve(),
    ...over,
  }) as Store;

describe('StoreHealth', () => {
  it('is usable when the store answers a query', async () => {
    const real = createStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'granary-health-')) });
    let asked = 0;
    // Asked as a shared store is: by a query.
    const store = fakeStore({
      db: () => {
        asked++;
        return real.db();
      },
    });
    try {
      expect(await new StoreHealth(store, log).check()).toBe(true);
      expect(asked).toBe(1);
    } finally {
      await real.close();
    }
  });

  it('is not usable while the store cannot be reached', async () => {
    const health = new StoreHealth(fakeStore({ db: () => Promise.reject(new Error('ECONNREFUSED')) }), log);
    expect(await health.check()).toBe(false);
    expect(health.usable).toBe(false);
  });

  it('counts an embedded store nobody wrote to as usable without creating it', async () => {
    let opened = false;
    const health = new StoreHealth(
      fakeStore({
        kind: 'embedded',
        mayHoldData: () => false,
        db: () => {
          opened = true;
          return Promise.reject(new Error('not expected'));
        },
      }),
      log,
    );
    expect(await health.check()).toBe(true);
    expect(opened).toBe(false);
  });

  it('does not ask a working embedded store, so that it can sleep, and asks a failing one until it answers', async () => {
    let asked = 0;
    let state: ReturnType<Store['state']> = 'asleep';
    const health = new StoreHealth(
      fakeStore({
        kind: 'embedded',
        state: () => state,
        db: () => {
          asked++;
          return Promise.reject(new Error('EACCES: permission denied'));
        },
      }),
      log,
    );
    expect(await health.check()).toBe(true);
    state = 'awake';
    expect(await health.check()).toBe(true);
    expect(asked).toBe(0);

    state = 'failing';
    expect(await health.check()).toBe(false);
    expect(await health.check()).toBe(false);
    expect(asked).toBe(2);
  });
});
