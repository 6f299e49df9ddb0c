import { describe, expect, it, vi } from 'vitest';
import type { Store, StoreDb } from '../../store/store.ts';
import type { AuditRow } from './audit-entry.ts';
import { AuditWriter } from './audit-writer.ts';

const row = (index: number, object = `o${index}`): AuditRow => ({
  time: new Date(Date.UTC(2026, 10, 24, 0, 0, index)),
  kind: 'request',
  event: null,
  api_name: 'PutObject',
  bucket: 'b',
  object,
  remote_host: null,
  request_id: `R${index}`,
  user_agent: null,
  response_status: 'OK',
  response_status_code: 200,
  request_content_length: null,
  response_content_length: null,
  time_to_response_ns: null,
  access_key: null,
  parent_user: null,
  problem: null,
  raw: `{"i":${index}}`,
  record_hash: `h${index}`,
});

/**
 * A store that fails every insert while `down` is set (as a connection does), refuses any insert holding a
 * row whose object is 'refused' (as PostgreSQL refuses data), and remembers the batches it took.
 */
function fakeStore() {
  const batches: AuditRow[][] = [];
  const state = { down: false };
  const values = (rows: AuditRow[]) => ({
    onConflict: () => ({
      execute: () => {
        if (state.down) return Promise.reject(new Error('ECONNREFUSED'));
        if (rows.some((r) => r.object === 'refused'))
          return Promise.reject(Object.assign(new Error('invalid byte sequence'), { code: '22021' }));
        batches.push(rows);
        return Promise.resolve([]);
      },
    }),
  });
  const db = { insertInto: () => ({ values }) } as unknown as StoreDb;
  const store = { kind: 'postgres', db: () => Promise.resolve(db) } as unknown as Store;
  return { store, batches, state, written: () => batches.flat() };
}

const log = { warn: vi.fn(), error: vi.fn() };

describe('AuditWriter', () => {
  it('answers a post once its rows are written, and writes the posts waiting meanwhile together', async () => {
    const { store, batches } = fakeStore();
    const writer = new AuditWriter(store, log, { batchSize: 10 });
    await Promise.all([writer.write([row(1)]), writer.write([row(2), row(3)]), writer.write([row(4)])]);
    expect(batches.map((batch) => batch.map((r) => r.request_id))).toEqual([['R1'], ['R2', 'R3', 'R4']]);
    expect(writer.stats).toMatchObject({ written: 4, failedWrites: 0 });
  });

  it('refuses the posts while the store is away, so MinIO keeps them and posts them again', async () => {
    const { store, state, written } = fakeStore();
    const writer = new AuditWriter(store, log, { batchSize: 10 });
    state.down = true;
    await expect(writer.write([row(1), row(2)])).rejects.toThrow('ECONNREFUSED');
    expect(writer.stats.failedWrites).toBe(1);
    state.down = false;
    await writer.write([row(1), row(2)]);
    expect(written().map((r) => r.request_id)).toEqual(['R1', 'R2']);
  });

  it('writes a batch the store refuses row by row: the refused row is kept as it came, the rest as read', async () => {
    const { store, written } = fakeStore();
    const writer = new AuditWriter(store, log, { batchSize: 10 });
    await writer.write([row(1), row(2, 'refused'), row(3)]);
    expect(written().map((r) => [r.request_id, r.object])).toEqual([
      ['R1', 'o1'],
      [null, null],
      ['R3', 'o3'],
    ]);
    expect(written()[1]).toMatchObject({
      raw: '{"i":2}',
      record_hash: 'h2',
      problem: 'the store refused its columns (invalid byte sequence): kept as it came',
    });
    expect(writer.stats).toMatchObject({ written: 2, keptRaw: 1, lost: 0 });
    await writer.write([row(4)]);
    expect(written().at(-1)?.request_id).toBe('R4');
  });

  it('refuses posts once closing, after answering the ones it took', async () => {
    const { store, written } = fakeStore();
    const writer = new AuditWriter(store, log, { batchSize: 10 });
    const first = writer.write([row(1)]);
    await writer.close();
    await first;
    expect(written()).toHaveLength(1);
    await expect(writer.write([row(2)])).rejects.toThrow('stopping');
  });
});
