import { describe, expect, it } from 'vitest';
import { randomKey } from './random-key.ts';

describe('randomKey', () => {
  it('draws letters and digits evenly, skipping bytes that would favour some', () => {
    // 36 × 7 = 252: bytes 252 to 255 are skipped rather than folded onto A to D.
    let given = false;
    const key = randomKey(3, () => {
      if (given) throw new Error('asked twice');
      given = true;
      return Uint8Array.from([255, 0, 35, 252, 36]);
    });
    expect(key).toBe('A9A');
  });

  it('asks for more bytes when skipped ones leave it short, and is random otherwise', () => {
    const rounds = [Uint8Array.from([255, 1]), Uint8Array.from([2, 3])];
    expect(randomKey(2, () => rounds.shift() ?? new Uint8Array(2))).toBe('BC');
    const keys = new Set(Array.from({ length: 20 }, () => randomKey(32)));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Z0-9]{32}$/);
  });

  it('reaches every letter and digit of its alphabet', () => {
    const seen = new Set(randomKey(5_000));
    expect([...seen].sort().join('')).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});
