import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store, StoreDb } from '../../store/store.ts';
import type { AuditRow } from './audit-entry.ts';
import { AuditWriter } from './audit-writer.ts';

const row = (index: number): AuditRow => ({
  time: new Date(Date.UTC(2026, 10, 24, 0, 0, index)),
  api_name: 'PutObject',
  bucket: 'b',
  object: `o${index}`,
  remote_host: null,
  request_id: `R${index}`,
  user_agent: null,
  response_status: 'OK',
  response_status_code: 200,
  request_content_length: null,
  response_content_length: null,
  time_to_response_ns: null,
});

/** A store whose inserts fail while `down` is set, and that remembers what it took. */
function flakyStore() {
  const written: AuditRow[] = [];
  const state = { down: false };
  const db = {
    insertInto: () => ({
      values: (rows: AuditRow[]) => ({
        execute: () => {
          if (state.down) return Promise.reject(new Error('ECONNREFUSED'));
          written.push(...rows);
          return Promise.resolve([]);
        },
      }),
    }),
  } as unknown as StoreDb;
  const store = { kind: 'postgres', db: () => Promise.resolve(db) } as unknown as Store;
  return { store, written, state };
}

const log = { warn: vi.fn() };
const options = { maxBuffered: 5, batchSize: 2, highWater: 100, lingerMs: 5, retryMs: 20 };

afterEach(() => vi.useRealTimers());

describe('AuditWriter', () => {
  it('writes accepted rows in batches', async () => {
    const { store, written } = flakyStore();
    const writer = new AuditWriter(store, log, options);
    expect(await writer.accept([row(1), row(2), row(3)])).toBe(true);
    await writer.flush();
    expect(written.map((r) => r.request_id)).toEqual(['R1', 'R2', 'R3']);
    expect(writer.stats).toMatchObject({ written: 3, buffered: 0 });
  });

  it('keeps rows while the store is away and writes them when it is back, in order', async () => {
    const { store, written, state } = flakyStore();
    const writer = new AuditWriter(store, log, options);
    state.down = true;
    await writer.accept([row(1), row(2)]);
    await vi.waitFor(() => expect(writer.stats.failedWrites).toBeGreaterThan(0));
    await writer.accept([row(3)]);
    expect(writer.stats.buffered).toBe(3);
    state.down = false;
    await vi.waitFor(() => expect(written).toHaveLength(3));
    expect(written.map((r) => r.request_id)).toEqual(['R1', 'R2', 'R3']);
    expect(writer.stats.buffered).toBe(0);
  });

  it('holds a sender while the store keeps up and the rows pass the high-water mark', async () => {
    const { store, written } = flakyStore();
    const writer = new AuditWriter(store, log, { ...options, maxBuffered: 100, highWater: 3 });
    let answered = false;
    const sending = writer.accept([row(1), row(2), row(3), row(4), row(5)]).then((ok) => {
      answered = true;
      return ok;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    expect(await sending).toBe(true);
    expect(written.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses rows past its buffer, so MinIO keeps them and posts again', async () => {
    const { store, state } = flakyStore();
    state.down = true;
    const writer = new AuditWriter(store, log, options);
    expect(await writer.accept([row(1), row(2), row(3), row(4)])).toBe(true);
    expect(await writer.accept([row(5), row(6)])).toBe(false);
    expect(writer.stats.buffered).toBe(4);
    state.down = false;
    await writer.close();
    expect(await writer.accept([row(7)])).toBe(false);
  });
});
