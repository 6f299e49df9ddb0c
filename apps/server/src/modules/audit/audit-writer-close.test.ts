import { describe, expect, it, vi } from 'vitest';
import type { Store, StoreDb } from '../../store/store.ts';
import type { AuditRow } from './audit-entry.ts';
import { AuditWriter } from './audit-writer.ts';

const row = (index: number) => ({ request_id: `R${index}`, record_hash: `h${index}` }) as AuditRow;

/** A store whose inserts wait until `answer()`: one that no longer answers, as at a stuck stop. */
function stuckStore() {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  const values = (rows: AuditRow[]) => ({
    onConflict: () => ({
      execute: () =>
        new Promise<void>((resolve) =>
          waiting.push(() => {
            written.push(...rows.map((r) => r.request_id ?? ''));
            resolve();
          }),
        ),
    }),
  });
  const db = { insertInto: () => ({ values }) } as unknown as StoreDb;
  const store = { kind: 'embedded', db: () => Promise.resolve(db) } as unknown as Store;
  const answer = () => waiting.splice(0).forEach((resume) => resume());
  return { store, written, waiting, answer };
}

describe('AuditWriter.close', () => {
  it('drops the posts queued behind the write under way, and waits for that write only', async () => {
    const { store, written, waiting, answer } = stuckStore();
    const writer = new AuditWriter(store, { warn: vi.fn(), error: vi.fn() }, { batchSize: 1 });
    const underWay = writer.write([row(1)]);
    const queued = [writer.write([row(2)]), writer.write([row(3)])];
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    const closed = writer.close();
    await Promise.all(queued.map((post) => expect(post).rejects.toThrow('Granary is stopping')));
    answer();
    await Promise.all([underWay, closed]);
    expect(written).toEqual(['R1']);
  });
});
