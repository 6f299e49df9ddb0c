import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { disableRewind, enableRewind, rewindState, useRewindDate } from './rewind-state';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/datetime-input';
import { formatRewindDate } from './rewind-date';

const date = new Date('2024-05-01T14:05:00.000Z');

afterEach(() => disableRewind());

describe('rewind state', () => {
  it('is off until enabled, and Show Current Data turns it off', () => {
    const { result } = renderHook(() => useRewindDate('photos'));
    expect(result.current).toBeNull();
    act(() => enableRewind('photos', date));
    expect(result.current).toBe(date.toISOString());
    expect(rewindState()).toEqual({ enabled: true, bucket: 'photos', date: date.toISOString() });
    act(() => disableRewind());
    expect(result.current).toBeNull();
  });

  it('is reset when the page shows another bucket', () => {
    act(() => enableRewind('photos', date));
    const { result } = renderHook(() => useRewindDate('other'));
    expect(result.current).toBeNull();
    expect(rewindState().enabled).toBe(false);
  });
});

describe('rewind dates', () => {
  it("shows 'MMMM Do YYYY, h:mm a' in local time", () => {
    const local = new Date(2024, 4, 1, 14, 5, 30);
    expect(formatRewindDate(local.toISOString())).toBe('May 1st 2024, 2:05 pm');
    expect(formatRewindDate(new Date(2023, 11, 22, 0, 7).toISOString())).toBe('December 22nd 2023, 12:07 am');
  });

  it('reads and writes datetime-local values, refusing dates that do not exist', () => {
    const local = new Date(2024, 1, 29, 9, 30, 15);
    expect(toLocalInputValue(local.toISOString())).toBe('2024-02-29T09:30:15');
    expect(fromLocalInputValue('2024-02-29T09:30:15')).toEqual(local);
    expect(fromLocalInputValue('2024-02-29T09:30')).toEqual(new Date(2024, 1, 29, 9, 30));
    expect(fromLocalInputValue('2023-02-29T09:30')).toBeNull();
    expect(fromLocalInputValue('')).toBeNull();
  });
});
