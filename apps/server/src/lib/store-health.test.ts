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
    close: () => Promise.resolve(),
    ...over,
  }) as Store;

describe('StoreHealth', () => {
  it('is usable when the store answers a query', async () => {
    const store = createStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'silo-health-')) });
    await store.db();
    try {
      expect(await new StoreHealth(store, log).check()).toBe(true);
    } finally {
      await store.close();
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
});
