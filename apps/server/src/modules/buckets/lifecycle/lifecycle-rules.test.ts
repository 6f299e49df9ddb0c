import { describe, expect, it } from 'vitest';
import {
  buildFilter,
  buildRule,
  editRule,
  midnightUtc,
  parseTags,
  toContractRule,
} from './lifecycle-rules.ts';

describe('lifecycle rule mapping', () => {
  it('reads the query-pair editor output, dropping pairs without a key', () => {
    expect(parseTags('a=1&b=x%3Dy&=lost')).toEqual([
      { Key: 'a', Value: '1' },
      { Key: 'b', Value: 'x=y' },
    ]);
    expect(parseTags('')).toEqual([]);
  });

  it('picks the filter shape MinIO accepts', () => {
    expect(buildFilter('p/', [])).toEqual({ Prefix: 'p/' });
    expect(buildFilter('', [{ Key: 'a', Value: '1' }])).toEqual({ Tag: { Key: 'a', Value: '1' } });
    expect(buildFilter('p/', [{ Key: 'a', Value: '1' }])).toEqual({
      And: { Prefix: 'p/', Tags: [{ Key: 'a', Value: '1' }] },
    });
  });

  it('turns any time on a picked day into that day at midnight UTC', () => {
    expect(midnightUtc('2031-03-15T23:59:59Z').toISOString()).toBe('2031-03-15T00:00:00.000Z');
    expect(midnightUtc('2031-03-15').toISOString()).toBe('2031-03-15T00:00:00.000Z');
    expect(() => midnightUtc('2031-02-29')).toThrow(TypeError);
  });

  it('builds a disabled transition rule with upper-cased tier names', () => {
    expect(buildRule({ transition_days: 2, storage_class: ' warm ', disable: true }, 'id1')).toEqual({
      ID: 'id1',
      Status: 'Disabled',
      Filter: { Prefix: '' },
      Transitions: [{ Days: 2, StorageClass: 'WARM' }],
    });
  });

  it('shows prefixes from every filter shape, including the legacy one, and empty zero dates', () => {
    const rule = toContractRule({ ID: 'r', Status: 'Enabled', Prefix: 'old/', Expiration: { Days: 3 } });
    expect(rule.prefix).toBe('old/');
    expect(rule.expiration).toEqual({ days: 3, date: '', delete_marker: false });
    expect(toContractRule({ Status: 'Disabled', Filter: { Tag: { Key: 'k', Value: 'v' } } })).toMatchObject({
      status: 'Disabled',
      prefix: '',
      tags: [{ key: 'k', value: 'v' }],
    });
  });

  it('keeps the filter untouched when the edit sends the same tags in another order', () => {
    const filter = {
      And: {
        Prefix: 'p/',
        Tags: [
          { Key: 'a', Value: '1' },
          { Key: 'b', Value: '2' },
        ],
      },
    };
    const rule = { ID: 'r', Status: 'Enabled' as const, Filter: filter, Expiration: { Days: 1 } };
    expect(editRule(rule, true, 'b=2&a=1')).toEqual({ ...rule, Status: 'Disabled' });
    expect(editRule(rule, false, 'a=9').Filter).toEqual({
      And: { Prefix: 'p/', Tags: [{ Key: 'a', Value: '9' }] },
    });
  });
});
