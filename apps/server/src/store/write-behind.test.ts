import { describe, expect, it } from 'vitest';
import { WriteBehind } from './write-behind.ts';

describe('WriteBehind', () => {
  it('returns at once, runs the writes in order, and settles after the last', async () => {
    const done: string[] = [];
    const writes = new WriteBehind();
    // The first write ends only when the test lets it: the second must wait for it however long it takes.
    let finishSlow: () => void = () => undefined;
    const slowMayEnd = new Promise<void>((resolve) => (finishSlow = resolve));
    writes.add(async () => {
      await slowMayEnd;
      done.push('slow');
    });
    writes.add(async () => {
      done.push('fast');
    });
    expect(done).toEqual([]);
    finishSlow();
    await writes.settled();
    expect(done).toEqual(['slow', 'fast']);
  });

  it('goes on with the next write after one that failed, and still settles', async () => {
    const done: string[] = [];
    const writes = new WriteBehind();
    writes.add(() => Promise.reject(new Error('store gone')));
    writes.add(async () => {
      done.push('next');
    });
    await expect(writes.settled()).resolves.toBeUndefined();
    expect(done).toEqual(['next']);
  });
});
