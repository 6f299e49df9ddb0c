import { z } from 'zod';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/datetime-input';
import type { TimeRange } from './api/get-widget';

/** Without a choice the dashboard shows the last 15 minutes. */
export const defaultSpanSeconds = 15 * 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function lastSpan(spanSeconds = defaultSpanSeconds, end = nowSeconds()): TimeRange {
  return { start: end - spanSeconds, end };
}

export const toInput = (seconds: number) => toLocalInputValue(new Date(seconds * 1000).toISOString());

/** The pickers' values as a range: both real dates, Start before End (spec 2 §5). */
export const timeRangeFormSchema = z
  .object({ start: z.string(), end: z.string() })
  .transform((values, ctx) => {
    const start = fromLocalInputValue(values.start);
    const end = fromLocalInputValue(values.end);
    if (!start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Choose a date and time.' });
    if (!end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Choose a date and time.' });
    if (!start || !end) return z.NEVER;
    if (start >= end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'End Time must be after Start Time.' });
      return z.NEVER;
    }
    return { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) };
  });

/** Auto-refresh choices in seconds; 0 is off (the default). */
export const refreshChoices = [0, 15, 30, 60, 300] as const;
export type RefreshSeconds = (typeof refreshChoices)[number];
