import { describe, expect, it } from 'vitest';
import { WriteBehind } from './write-behind.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WriteBehind', () => {
  it('returns at once, runs the writes in order, and settles after the last', async () => {
    const done: string[] = [];
    const writes = new WriteBehind();
    writes.add(async () => {
      await later(30);
      done.push('slow');
    });
    writes.add(async () => {
      done.push('fast');
    });
    expect(done).toEqual([]);
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
