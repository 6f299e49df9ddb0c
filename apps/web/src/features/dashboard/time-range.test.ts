import { describe, expect, it } from 'vitest';
import { lastSpan, timeRangeFormSchema, toInput } from './time-range';

describe('the dashboard time range', () => {
  it('turns the pickers into unix seconds', () => {
    const range = lastSpan(900, 1_795_500_000);
    const parsed = timeRangeFormSchema.parse({ start: toInput(range.start), end: toInput(range.end) });
    expect(parsed).toEqual(range);
  });

  it('refuses an End Time not after the Start Time, and a missing date, naming the field', () => {
    const same = timeRangeFormSchema.safeParse({ start: '2026-11-24T10:00', end: '2026-11-24T10:00' });
    expect(same.error?.issues).toEqual([
      expect.objectContaining({ path: ['end'], message: 'End Time must be after Start Time.' }),
    ]);
    const missing = timeRangeFormSchema.safeParse({ start: '', end: '2026-11-24T10:00' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['start'], message: 'Choose a date and time.' }),
    ]);
  });
});
