import { describe, expect, it } from 'vitest';
import { endOfDay, isoDay, shareTerm } from './share-term';

const now = new Date(2026, 10, 21, 12, 0, 0);

describe('share term', () => {
  it('runs to 23:59:59 of the chosen day', () => {
    expect(shareTerm('2026-11-21', now)).toEqual({ ms: (11 * 3600 + 59 * 60 + 59) * 1000 });
    expect(endOfDay('2026-11-23')?.getHours()).toBe(23);
  });

  it('refuses past days, days more than 7 days ahead, and impossible dates', () => {
    expect(shareTerm('2026-11-20', now)).toEqual({
      problem: 'Selected date must be greater than current time.',
    });
    expect(shareTerm('2026-11-28', now)).toEqual({
      problem: 'You can share a file only for less than 7 days.',
    });
    expect('ms' in shareTerm('2026-11-27', now)).toBe(true);
    expect(shareTerm('2026-02-30', now)).toEqual({ problem: 'Choose a valid date.' });
  });

  it('formats a day for the date input', () => {
    expect(isoDay(now)).toBe('2026-11-21');
  });
});
