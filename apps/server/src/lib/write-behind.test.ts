import { describe, expect, it } from 'vitest';
import { WriteBehind } from './write-behind.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WriteBehind', () => {
  it('returns at once, runs the writes in order, and settles after the last', async () => {
    const done: string[] = [];
    const writes = new WriteBehind(() => undefined);
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

  it('reports a failed write and goes on with the next', async () => {
    const errors: unknown[] = [];
    const done: string[] = [];
    const writes = new WriteBehind((error) => errors.push(error));
    writes.add(() => Promise.reject(new Error('store gone')));
    writes.add(async () => {
      done.push('next');
    });
    await writes.settled();
    expect(errors).toEqual([new Error('store gone')]);
    expect(done).toEqual(['next']);
  });
});
