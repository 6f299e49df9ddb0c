import { describe, expect, it } from 'vitest';
import { formatBytes, toBytes } from './byte-units.ts';

describe('byte units (base 1024)', () => {
  it('formats sizes with the binary unit names', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GiB');
    expect(formatBytes(1024 ** 4)).toBe('1 TiB');
  });

  it('converts an amount and unit to bytes', () => {
    expect(toBytes(1, 'TiB')).toBe(1024 ** 4);
    expect(toBytes(3, 'KiB')).toBe(3072);
    expect(toBytes(2, 'B')).toBe(2);
  });
});
