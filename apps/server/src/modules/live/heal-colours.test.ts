import type { HealDriveState, HealResultItem } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { healColour, itemColours } from './heal-colours.ts';

const drives = (...states: HealDriveState[]) =>
  states.map((state, index) => ({ uuid: '', endpoint: `/d${index + 1}`, state }));

const item = (fields: Partial<HealResultItem>): HealResultItem => ({
  resultId: 1,
  type: 'object',
  bucket: 'b',
  object: 'o',
  detail: '',
  diskCount: 4,
  setCount: 1,
  before: { drives: [] },
  after: { drives: [] },
  objectSize: 0,
  ...fields,
});

describe('heal colours (console-behaviour.md §6)', () => {
  it.each([
    // [surplus, parity, colour]
    [-1, 2, 'Grey'],
    [0, 1, 'Red'],
    [1, 1, 'Green'],
    [0, 2, 'Red'],
    [1, 2, 'Yellow'],
    [2, 2, 'Green'],
    [1, 4, 'Red'],
    [2, 4, 'Yellow'],
    [3, 4, 'Green'],
    [3, 5, 'Yellow'],
    [4, 5, 'Green'],
    [2, 8, 'Red'],
    [5, 8, 'Yellow'],
    [6, 8, 'Green'],
    [6, 12, 'Green'],
    [0, 0, 'Green'],
  ] as const)('surplus %i of parity %i is %s', (surplus, parity, colour) => {
    expect(healColour(surplus, parity)).toBe(colour);
  });

  it('an object needs its data blocks: one drive of four missing at EC:2 is Yellow, three is Grey', () => {
    expect(
      itemColours(
        item({
          dataBlocks: 2,
          parityBlocks: 2,
          before: { drives: drives('ok', 'missing', 'ok', 'ok') },
          after: { drives: drives('ok', 'ok', 'ok', 'ok') },
        }),
      ),
    ).toEqual({ before: 'Yellow', after: 'Green' });
    expect(
      itemColours(
        item({
          dataBlocks: 2,
          parityBlocks: 2,
          before: { drives: drives('ok', 'missing', 'corrupt', 'offline') },
          after: { drives: drives('ok', 'missing', 'corrupt', 'offline') },
        }),
      ),
    ).toEqual({ before: 'Grey', after: 'Grey' });
  });

  it('a bucket, which MinIO sends with setCount -1, needs a majority of its drives', () => {
    const bucket = (...states: HealDriveState[]) =>
      itemColours(item({ type: 'bucket', diskCount: 0, setCount: -1, before: { drives: drives(...states) } }))
        .before;
    expect(bucket('ok', 'ok', 'ok', 'ok')).toBe('Green');
    expect(bucket('ok', 'ok', 'ok', 'missing')).toBe('Red');
    expect(bucket('ok', 'ok', 'missing', 'missing')).toBe('Grey');
  });
});
