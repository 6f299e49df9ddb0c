import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slowLoadText, useSlowLoadText } from './use-slow-load-text';

describe('slow-load text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says Loading..., then the notice at 3 s, then the elapsed seconds from 6 s', () => {
    expect(slowLoadText(2999)).toBe('Loading...');
    expect(slowLoadText(3000)).toBe('This operation is taking longer than expected...');
    expect(slowLoadText(7400)).toBe('This operation is taking longer than expected... (7s)');
  });

  it('counts while loading and starts again on the next load', () => {
    const { result, rerender } = renderHook(({ loading }) => useSlowLoadText(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe('Loading...');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe('This operation is taking longer than expected...');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe('This operation is taking longer than expected... (8s)');
    rerender({ loading: false });
    rerender({ loading: true });
    expect(result.current).toBe('Loading...');
  });
});
