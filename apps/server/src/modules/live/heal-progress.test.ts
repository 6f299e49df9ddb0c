import type { HealDriveState, HealResultItem, HealStatus } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { HealTally } from './heal-progress.ts';

const drives = (...states: HealDriveState[]) =>
  states.map((state, index) => ({ uuid: '', endpoint: `/d${index + 1}`, state }));

const object = (name: string, size: number, before: HealDriveState[]): HealResultItem => ({
  resultId: 1,
  type: 'object',
  bucket: 'b',
  object: name,
  detail: '',
  dataBlocks: 2,
  parityBlocks: 2,
  diskCount: 4,
  setCount: 0,
  before: { drives: drives(...before) },
  after: { drives: drives('ok', 'ok', 'ok', 'ok') },
  objectSize: size,
});

const poll = (summary: HealStatus['Summary'], items: HealResultItem[] | null): HealStatus => ({
  Summary: summary,
  StartTime: '2026-11-24T10:00:00Z',
  Items: items,
});

describe('HealTally', () => {
  it('adds each poll to the totals, and lists only items that were or stay short of drives', () => {
    const tally = new HealTally();
    const first = tally.add(
      poll('running', [
        object('fine', 10, ['ok', 'ok', 'ok', 'ok']),
        object('hurt', 20, ['ok', 'missing', 'ok', 'ok']),
      ]),
      Date.parse('2026-11-24T10:00:03Z'),
    );
    expect(first).toMatchObject({
      event: 'progress',
      summary: 'running',
      healDuration: 3,
      objectsScanned: 2,
      itemsScanned: 2,
      objectsHealed: 1,
      itemsHealed: 1,
      bytesScanned: 30,
      healthBeforeCols: { Green: 1, Yellow: 1, Red: 0, Grey: 0 },
      healthAfterCols: { Green: 2, Yellow: 0, Red: 0, Grey: 0 },
      itemsLeftOut: 0,
    });
    expect(first.items).toEqual([
      {
        type: 'object',
        name: 'b/hurt',
        size: 20,
        before: 'Yellow',
        after: 'Green',
        drives: [
          { endpoint: '/d1', before: 'ok', after: 'ok' },
          { endpoint: '/d2', before: 'missing', after: 'ok' },
          { endpoint: '/d3', before: 'ok', after: 'ok' },
          { endpoint: '/d4', before: 'ok', after: 'ok' },
        ],
      },
    ]);
    const last = tally.add(poll('finished', [object('unknown size', -1, ['ok', 'ok', 'ok', 'ok'])]));
    expect(last).toMatchObject({ summary: 'finished', objectsScanned: 3, bytesScanned: 30, items: [] });
    expect(tally.add(poll('finished', null)).itemsScanned).toBe(3);
  });

  it('lists at most 100 items a message and counts the rest', () => {
    const hurt = Array.from({ length: 130 }, (_, i) => object(`o${i}`, 1, ['ok', 'ok', 'missing', 'ok']));
    const message = new HealTally().add(poll('running', hurt));
    expect(message.items).toHaveLength(100);
    expect(message.itemsLeftOut).toBe(30);
    expect(message.healthBeforeCols.Yellow).toBe(130);
  });
});
