import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDuration, formatNanos } from './format';

describe('figures', () => {
  it('keeps the two largest units of a duration, and milliseconds under a second', () => {
    expect(formatDuration(0.004)).toBe('4 ms');
    expect(formatDuration(224)).toBe('3m 44s');
    expect(formatDuration(3_600)).toBe('1h');
    expect(formatDuration(86_400 * 3 + 60)).toBe('3d');
  });

  it('writes a call time in the unit it reads best in', () => {
    expect(formatNanos(850_000)).toBe('850 µs');
    expect(formatNanos(12_340_000)).toBe('12.3 ms');
    expect(formatNanos(2_500_000_000)).toBe('2.50 s');
  });

  it('shows no calendar day for an empty or zero date', () => {
    expect(formatCalendarDay('')).toBe('');
    expect(formatCalendarDay('0001-01-01T00:00:00Z')).toBe('');
  });
});
