import { describe, expect, it } from 'vitest';
import { addLifecycleRuleRequestSchema, lifecycleCalendarDate } from './bucket-lifecycle.ts';
import { tierName } from './tiers.ts';

describe('lifecycle contract', () => {
  it('reads the calendar day of a date, with or without a UTC time', () => {
    expect(lifecycleCalendarDate('2031-03-15')).toBe('2031-03-15');
    expect(lifecycleCalendarDate('2031-03-15T23:59:59Z')).toBe('2031-03-15');
    expect(lifecycleCalendarDate('2031-03-15T23:59:59.000Z')).toBe('2031-03-15');
    expect(lifecycleCalendarDate('2031-03-15T23:59:59+02:00')).toBeUndefined();
    expect(lifecycleCalendarDate('2031-13-01')).toBeUndefined();
    expect(lifecycleCalendarDate('15/03/2031')).toBeUndefined();
  });

  it('names the problem of an impossible rule', () => {
    const problem = (body: object) =>
      addLifecycleRuleRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(problem({ expiry_days: 3 })).toBeUndefined();
    expect(
      problem({ transition_days: 3, storage_class: 'WARM', noncurrentversion_expiration_days: 2 }),
    ).toEqual(['Non-current expiration belongs to an expiry rule']);
    expect(
      problem({ transition_days: 3, storage_class: 'WARM', noncurrentversion_transition_days: 2 }),
    ).toEqual(['Non-current transition needs both its days and its storage class']);
    expect(problem({ transition_date: '2031-01-01', transition_days: 3, storage_class: 'WARM' })).toEqual([
      'Give either a transition date or transition days, not both',
    ]);
  });

  it('finds a tier name under its type', () => {
    const details = { name: 'WARM', endpoint: '', bucket: 'b', prefix: '', region: '', storageclass: '' };
    expect(tierName({ type: 'minio', minio: details })).toBe('WARM');
    expect(tierName({ type: 's3' })).toBe('');
  });
});
