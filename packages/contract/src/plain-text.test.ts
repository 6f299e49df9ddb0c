import { describe, expect, it } from 'vitest';
import { byCodeUnits, formatCount } from './plain-text.ts';

describe('text without ICU', () => {
  it('groups whole numbers by thousands as toLocaleString("en") does', () => {
    for (const count of [0, 7, 999, 1_000, 10_000, 123_456, 1_000_000, 9_007_199_254_740_991, -1_234])
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
  });

  it('orders strings as S3 lists keys: by code units, capitals before small letters', () => {
    const keys = ['b', 'B', 'a/2', 'a-1', 'a/10', 'A', 'é', 'z'];
    expect([...keys].sort(byCodeUnits)).toEqual(['A', 'B', 'a-1', 'a/10', 'a/2', 'b', 'z', 'é']);
    expect(byCodeUnits('same', 'same')).toBe(0);
  });
});
