import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    ['100Gi', 100 * 2 ** 30],
    ['1Ti', 2 ** 40],
    ['512Mi', 512 * 2 ** 20],
    ['1.5G', 1.5e9],
    ['5e9', 5e9],
    ['2k', 2000],
    ['500m', 0.5],
    ['1073741824', 2 ** 30],
    [4, 4],
  ])('reads %s', (quantity, bytes) => {
    expect(parseQuantity(quantity)).toBe(bytes);
  });

  it.each(['', 'Gi', '10 Gi', '1.2.3', '10GB', 'abc'])('refuses %j', (quantity) => {
    expect(parseQuantity(quantity)).toBeUndefined();
  });
});
