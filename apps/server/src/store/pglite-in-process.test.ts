import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteInProcess, type PGliteInProcess } from './pglite-in-process.ts';

type Row = { id: number; note: string; at: Date };

/** The store processes running on `directory` (their command line names it). */
function storeProcessesOn(directory: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.some((arg) => arg.endsWith('pglite-process.ts')) && args.includes(directory))
        found.push(Number(entry));
    } catch {
      // It ended while being looked at.
    }
  }
  return found;
}

/** The process's state letter in /proc (R: running, S: sleeping…); '' once it is gone. */
function processState(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] ?? '';
  } catch {
    return '';
  }
}

/** Whether a signal sent to the process still waits to be delivered (/proc's SigPnd and ShdPnd). */
function signalPending(pid: number): boolean {
  try {
    return /^(SigPnd|ShdPnd):\s*0*[1-9a-f]/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Whether the directory stays held by another process for `ms`: a store told to wait that long for it is
 * refused, and its process gone.
 */
async function heldFor(directory: string, ms: number): Promise<boolean> {
  const late = pgliteInProcess(directory, { waitForDirectoryMs: ms });
  try {
    return await late.waitReady.then(
      () => false,
      (error: unknown) => String(error).includes(`directory ${directory} is in use by another process`),
    );
  } finally {
    await late.close();
  }
}

const newDirectory = () => mkdtempSync(path.join(tmpdir(), 'granary-pglite-process-'));

/** A database made once (initdb takes seconds): each test gets a copy of it, which opens in under one. */
const template = newDirectory();
const newStore = () => {
  const directory = newDirectory();
  cpSync(template, directory, { recursive: true });
  return directory;
};

beforeAll(async () => {
  const made = pgliteInProcess(template);
  await made.waitReady;
  await made.close();
  // initdb: 3–10 s, more on a loaded machine.
}, 60_000);
afterAll(() => rmSync(template, { recursive: true, force: true }));

describe('PGlite in a child process', () => {
  let directory: string;
  let pglite: PGliteInProcess;
  const notes = async () =>
    ((await pglite.query<Row>('SELECT * FROM notes ORDER BY id')).rows ?? []).map((row) => row.note);

  beforeAll(async () => {
    directory = newStore();
    pglite = pgliteInProcess(directory);
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
    const other = pgliteInProcess(newStore());
    await other.waitReady;
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('SELECT 1')).rejects.toThrow("The embedded store's process stopped");
  });

  it('sleeps when idle, its process gone, and wakes at the next query, its data kept', async () => {
    const directory = newStore();
    const sleepy = pgliteInProcess(directory, { sleepAfterMs: 100 });
    try {
      await sleepy.waitReady;
      await sleepy.query('CREATE TABLE kept (note text)');
      await sleepy.query("INSERT INTO kept VALUES ('before the sleep')");
      expect(sleepy.state()).toBe('awake');
      expect(storeProcessesOn(directory)).toHaveLength(1);
      await expect.poll(() => sleepy.state(), { timeout: 5_000 }).toBe('asleep');
      await expect.poll(() => storeProcessesOn(directory), { timeout: 5_000 }).toEqual([]);
      const { rows } = await sleepy.query<{ note: string }>('SELECT note FROM kept');
      expect(rows).toEqual([{ note: 'before the sleep' }]);
      expect(sleepy.state()).toBe('awake');
    } finally {
      await sleepy.close();
    }
    expect(sleepy.state()).toBe('asleep');
    expect(storeProcessesOn(directory)).toEqual([]);
  });

  it('answers with an error when its process dies mid-query, and starts another for the next', async () => {
    const directory = newStore();
    const store = pgliteInProcess(directory, { sleepAfterMs: 60_000 });
    try {
      await store.waitReady;
      const [pid] = storeProcessesOn(directory);
      const slow = store.query('SELECT pg_sleep(5)');
      // PGlite's pg_sleep keeps its process running: it has the query.
      await expect.poll(() => processState(pid ?? 0), { timeout: 10_000 }).toBe('R');
      process.kill(pid ?? 0, 'SIGKILL');
      await expect(slow).rejects.toThrow("The embedded store's process stopped (SIGKILL)");
      const { rows } = await store.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
      expect(storeProcessesOn(directory)).not.toContain(pid);
    } finally {
      await store.close();
    }
  });

  it('leaves no process behind when closed while going to sleep, and refuses the query that came meanwhile', async () => {
    const directory = newStore();
    const sleepy = pgliteInProcess(directory, { sleepAfterMs: 100 });
    await sleepy.waitReady;
    // Catch the moment it goes to sleep: its process still closes its database then.
    await expect.poll(() => sleepy.state(), { interval: 2, timeout: 5_000 }).not.toBe('awake');
    const late = sleepy.query('SELECT 1');
    await sleepy.close();
    await expect(late).rejects.toThrow('the store was closed');
    expect(storeProcessesOn(directory)).toEqual([]);
  });

  it('keeps its process through a Ctrl+C to the process group: Granary closes it', async () => {
    const directory = newStore();
    const store = pgliteInProcess(directory);
    try {
      await store.waitReady;
      const [pid] = storeProcessesOn(directory);
      process.kill(pid ?? 0, 'SIGINT');
      process.kill(pid ?? 0, 'SIGTERM');
      // Delivered: a process that took them as they come would have ended by now.
      await expect.poll(() => signalPending(pid ?? 0), { timeout: 5_000 }).toBe(false);
      const { rows } = await store.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
      expect(storeProcessesOn(directory)).toEqual([pid]);
    } finally {
      await store.close();
    }
    expect(storeProcessesOn(directory)).toEqual([]);
  });

  it('stays awake through a transaction that pauses longer than the sleep', async () => {
    // Its idle timers on fake time: the transaction's 400 ms pass without waiting for them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sleepy = pgliteInProcess(newStore(), {
      sleepAfterMs: 50,
    });
    try {
      await sleepy.waitReady;
      await sleepy.query('CREATE TABLE slow (n int)');
      await sleepy.transaction(async (tx) => {
        await tx.query('INSERT INTO slow VALUES (1)');
        await vi.advanceTimersByTimeAsync(400);
        expect(sleepy.state()).toBe('awake');
        await tx.query('INSERT INTO slow VALUES (2)');
      });
      const { rows } = await sleepy.query<{ n: number }>('SELECT n FROM slow ORDER BY n');
      expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      vi.useRealTimers();
      await sleepy.close();
    }
  });

  it('says it is failing when its process cannot start, and tries again at the next query', async () => {
    const notADirectory = path.join(newDirectory(), 'a-file');
    writeFileSync(notADirectory, 'not a database');
    const broken = pgliteInProcess(notADirectory, { sleepAfterMs: 100 });
    try {
      await expect(broken.waitReady).rejects.toThrow(/errno|ENOTDIR|not a directory/i);
      expect(broken.state()).toBe('failing');
      await expect(broken.query('SELECT 1')).rejects.toThrow();
      expect(broken.state()).toBe('failing');
      // Once the directory can be made, the next query starts a store there.
      rmSync(notADirectory);
      const { rows } = await broken.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
      expect(broken.state()).toBe('awake');
    } finally {
      await broken.close();
    }
    expect(storeProcessesOn(notADirectory)).toEqual([]);
    // Three process starts, two of them failing: seconds each on a loaded machine.
  }, 90_000);

  it('waits while another process holds its directory, then opens what that one wrote', async () => {
    const directory = newStore();
    const first = pgliteInProcess(directory);
    await first.waitReady;
    const second = pgliteInProcess(directory);
    try {
      await first.query('CREATE TABLE shared (note text)');
      await first.query("INSERT INTO shared VALUES ('from the first')");
      let secondReady = false;
      void second.waitReady.then(() => (secondReady = true));
      // A copy of the template opens in under a second here: had the second not waited, it would be open
      // by the time a third, started after it and told to wait 4 s for the directory, is refused.
      await expect(heldFor(directory, 4_000)).resolves.toBe(true);
      expect(secondReady).toBe(false);
      expect(storeProcessesOn(directory)).toHaveLength(2);
      await first.close();
      const { rows } = await second.query<{ note: string }>('SELECT note FROM shared');
      expect(rows).toEqual([{ note: 'from the first' }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    expect(storeProcessesOn(directory)).toEqual([]);
  }, 60_000);

  it('gives up on a directory another process keeps, naming it, and keeps no process', async () => {
    const directory = newStore();
    const holder = pgliteInProcess(directory);
    await holder.waitReady;
    const late = pgliteInProcess(directory, { waitForDirectoryMs: 1_000 });
    try {
      await expect(late.waitReady).rejects.toThrow(
        `The embedded store's directory ${directory} is in use by another process`,
      );
      expect(late.state()).toBe('failing');
      // The late process exits once its refusal has been sent.
      await expect.poll(() => storeProcessesOn(directory), { timeout: 10_000 }).toHaveLength(1);
      const { rows } = await holder.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([holder.close(), late.close()]);
    }
  }, 60_000);

  it('lets go of its directory however its process ends', async () => {
    const directory = newStore();
    const killed = pgliteInProcess(directory);
    await killed.waitReady;
    const [pid] = storeProcessesOn(directory);
    const next = pgliteInProcess(directory, { waitForDirectoryMs: 20_000 });
    try {
      let opened = false;
      const nextReady = next.waitReady.then(() => (opened = true));
      await expect.poll(() => storeProcessesOn(directory), { timeout: 10_000 }).toHaveLength(2);
      await expect(heldFor(directory, 1_000)).resolves.toBe(true);
      expect(opened).toBe(false);
      process.kill(pid ?? 0, 'SIGKILL');
      await nextReady;
      expect(next.state()).toBe('awake');
    } finally {
      await Promise.all([killed.close(), next.close()]);
    }
  }, 60_000);
});
