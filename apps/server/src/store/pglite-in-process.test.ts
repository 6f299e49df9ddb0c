import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteInProcess } from './pglite-in-process.ts';

type Row = { id: number; note: string; at: Date };

describe('PGlite in a child process', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'silo-pglite-process-'));
  const pglite = pgliteInProcess(directory);
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
    const other = pgliteInProcess(mkdtempSync(path.join(tmpdir(), 'silo-pglite-process-')));
    await other.waitReady;
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('SELECT 1')).rejects.toThrow("The embedded store's process stopped");
  });

  it('sleeps when idle and wakes at the next query, its data kept', async () => {
    const sleepy = pgliteInProcess(mkdtempSync(path.join(tmpdir(), 'silo-pglite-process-')), {
      sleepAfterMs: 100,
    });
    try {
      await sleepy.waitReady;
      await sleepy.query('CREATE TABLE kept (note text)');
      await sleepy.query("INSERT INTO kept VALUES ('before the sleep')");
      expect(sleepy.state()).toBe('awake');
      await expect.poll(() => sleepy.state(), { timeout: 5_000 }).toBe('asleep');
      const { rows } = await sleepy.query<{ note: string }>('SELECT note FROM kept');
      expect(rows).toEqual([{ note: 'before the sleep' }]);
      expect(sleepy.state()).toBe('awake');
    } finally {
      await sleepy.close();
    }
    expect(sleepy.state()).toBe('asleep');
  });

  it('stays awake through a transaction that pauses longer than the sleep', async () => {
    const sleepy = pgliteInProcess(mkdtempSync(path.join(tmpdir(), 'silo-pglite-process-')), {
      sleepAfterMs: 50,
    });
    try {
      await sleepy.waitReady;
      await sleepy.query('CREATE TABLE slow (n int)');
      await sleepy.transaction(async (tx) => {
        await tx.query('INSERT INTO slow VALUES (1)');
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(sleepy.state()).toBe('awake');
        await tx.query('INSERT INTO slow VALUES (2)');
      });
      const { rows } = await sleepy.query<{ n: number }>('SELECT n FROM slow ORDER BY n');
      expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await sleepy.close();
    }
  });

  it('says it is failing when its process cannot start, and tries again at the next query', async () => {
    const notADirectory = path.join(mkdtempSync(path.join(tmpdir(), 'silo-pglite-process-')), 'a-file');
    writeFileSync(notADirectory, 'not a database');
    const broken = pgliteInProcess(notADirectory, { sleepAfterMs: 100 });
    try {
      await expect(broken.waitReady).rejects.toThrow();
      expect(broken.state()).toBe('failing');
      await expect(broken.query('SELECT 1')).rejects.toThrow();
      expect(broken.state()).toBe('failing');
    } finally {
      await broken.close();
    }
  });
});
