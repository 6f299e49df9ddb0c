import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteInWorker } from './pglite-in-worker.ts';

type Row = { id: number; note: string; at: Date };

describe('PGlite in a worker thread', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'silo-pglite-worker-'));
  const pglite = pgliteInWorker(directory);
  const notes = async () =>
    ((await pglite.query<Row>('SELECT * FROM notes ORDER BY id')).rows ?? []).map((row) => row.note);

  beforeAll(async () => {
    await pglite.waitReady;
    await pglite.query(
      'CREATE TABLE notes (id int PRIMARY KEY, note text NOT NULL, at timestamptz NOT NULL)',
    );
  });
  afterAll(async () => {
    await pglite.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers queries with parameters, rows as objects and dates as Dates', async () => {
    const at = new Date('2026-11-25T04:00:00.000Z');
    const insert = await pglite.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, 'first', at]);
    expect(insert.affectedRows).toBe(1);
    const { rows } = await pglite.query<Row>('SELECT * FROM notes WHERE id = $1', [1], { rowMode: 'object' });
    expect(rows).toEqual([{ id: 1, note: 'first', at }]);
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    const answer = await pglite.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (2, $1, now())', ['committed']);
      return 'done';
    });
    expect(answer).toBe('done');
    const failing = pglite.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (3, $1, now())', ['rolled back']);
      throw new Error('the caller changed its mind');
    });
    await expect(failing).rejects.toThrow('the caller changed its mind');
    expect(await notes()).toEqual(['first', 'committed']);
  });

  it("rejects with PostgreSQL's message and code, and keeps working", async () => {
    const duplicate = pglite.query('INSERT INTO notes VALUES (1, $1, now())', ['again']);
    await expect(duplicate).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key value violates unique constraint'),
      code: '23505',
    });
    expect(await notes()).toEqual(['first', 'committed']);
  });

  it('says clearly that the store is gone once closed', async () => {
    const other = pgliteInWorker(mkdtempSync(path.join(tmpdir(), 'silo-pglite-worker-')));
    await other.waitReady;
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('SELECT 1')).rejects.toThrow("The embedded store's thread stopped");
  });
});
