import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value';

describe('widget figures', () => {
  it('reads each unit as an administrator expects it', () => {
    expect(formatValue(4_194_604, 'bytes')).toBe('4 MiB');
    expect(formatValue(1536, 'bytesPerSecond')).toBe('1.5 KiB/s');
    expect(formatValue(0.3525, 'perSecond')).toBe('0.35/s');
    expect(formatValue(5, 'count')).toBe('5');
    expect(formatValue(12_345, 'count')).toBe('12,345');
    expect(formatValue(3_400_000, 'count')).toBe('3.4M');
    expect(formatValue(0.1234, 'cpuCores')).toBe('12.34%');
    expect(formatValue(1, 'health')).toBe('Healthy');
    expect(formatValue(0, 'health')).toBe('Unhealthy');
    expect(formatValue(90_061, 'seconds')).toBe('1d 1h');
    expect(formatValue(31_025_714_359, 'nanoseconds')).toBe('31s');
  });

  it('says when there is no sample rather than showing zero', () => {
    expect(formatValue(null, 'count')).toBe('No data');
    expect(formatValue(undefined, 'bytes')).toBe('No data');
    expect(formatValue(Number.NaN, 'seconds')).toBe('No data');
  });
});
