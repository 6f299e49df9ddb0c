import { describe, expect, it } from 'vitest';
import { daysOrDate } from './lifecycle-columns';
import { offeredYears } from './date-picker-fields';
import {
  defaultLifecycleForm,
  lifecycleFormProblems,
  pickedDay,
  toAddLifecycleRequest,
  type LifecycleForm,
} from './lifecycle-form';
import { pairsToQuery } from '@/components/query-pairs-editor';

const form = (patch: Partial<LifecycleForm>): LifecycleForm => ({ ...defaultLifecycleForm, ...patch });
const canSave = (patch: Partial<LifecycleForm>) =>
  Object.keys(lifecycleFormProblems(form(patch))).length === 0;

describe('lifecycle form (spec 1 §4, §5)', () => {
  it('accepts only real calendar dates', () => {
    expect(pickedDay({ month: '2', day: '29', year: '2028' })).toBe('2028-02-29');
    expect(pickedDay({ month: '2', day: '29', year: '2027' })).toBeUndefined();
    expect(pickedDay({ month: '4', day: '31', year: '2030' })).toBeUndefined();
    expect(pickedDay({ month: '', day: '1', year: '2030' })).toBeUndefined();
  });

  it('enables Save for expiry by a valid date or at least 1 day', () => {
    expect(canSave({ targetType: 'days', days: '' })).toBe(false);
    expect(canSave({ targetType: 'days', days: '0' })).toBe(false);
    expect(canSave({ targetType: 'days', days: '1.5' })).toBe(false);
    expect(canSave({ targetType: 'days', days: '1' })).toBe(true);
    expect(canSave({ targetType: 'date', date: { month: '2', day: '30', year: '2030' } })).toBe(false);
    expect(canSave({ targetType: 'date', date: { month: '2', day: '28', year: '2030' } })).toBe(true);
  });

  it('enables Save for a transition only with a storage class', () => {
    expect(canSave({ ilmType: 'transition', days: '3' })).toBe(false);
    expect(canSave({ ilmType: 'transition', days: '3', storageClass: 'WARM' })).toBe(true);
    expect(canSave({ ilmType: 'transition', days: '0', storageClass: 'WARM' })).toBe(false);
    expect(
      canSave({ ilmType: 'transition', days: '3', storageClass: 'WARM', noncurrentTransitionDays: '2' }),
    ).toBe(false);
  });

  it('sends the picked date with the end-of-day time, and only the fields of the chosen rule', () => {
    expect(
      toAddLifecycleRequest(
        form({
          targetType: 'date',
          date: { month: '3', day: '5', year: '2031' },
          days: '9',
          noncurrentExpirationDays: '4',
          prefix: ' logs/ ',
          tags: 'a=1',
          storageClass: 'WARM',
          expiredObjectDeleteMarker: true,
        }),
      ),
    ).toEqual({
      prefix: 'logs/',
      tags: 'a=1',
      expired_object_delete_marker: false,
      expiry_date: '2031-03-05T23:59:59Z',
      noncurrentversion_expiration_days: 4,
    });
    expect(
      toAddLifecycleRequest(
        form({
          ilmType: 'transition',
          days: '10',
          storageClass: 'WARM',
          noncurrentTransitionDays: '0',
          expiredObjectDeleteMarker: true,
        }),
      ),
    ).toEqual({
      prefix: '',
      tags: '',
      expired_object_delete_marker: true,
      storage_class: 'WARM',
      transition_days: 10,
    });
  });

  it('offers 25 years from the current one', () => {
    expect(offeredYears(new Date(2026, 5, 1))).toEqual(
      Array.from({ length: 25 }, (_, i) => String(2026 + i)),
    );
  });

  it('counts a tag pair only with both key and value', () => {
    expect(
      pairsToQuery([
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
        { key: '', value: 'x' },
      ]),
    ).toBe('a=1');
    expect(pairsToQuery([{ key: 'a b', value: 'x&y' }])).toBe('a+b=x%26y');
  });

  it('shows days as N day(s), otherwise the date, and a zero date as empty', () => {
    expect(daysOrDate({ days: 1, date: '' })).toBe('1 day');
    expect(daysOrDate({ days: 30, date: '' })).toBe('30 days');
    expect(daysOrDate({ days: 0, date: '0001-01-01T00:00:00Z' })).toBe('');
    expect(daysOrDate({ days: 0, date: '' })).toBe('');
    expect(daysOrDate({ days: 0, date: '2031-03-15T00:00:00.000Z' })).toMatch(/2031/);
  });
});
