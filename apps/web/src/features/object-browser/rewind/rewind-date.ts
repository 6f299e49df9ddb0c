import { rewindDateFormat } from '@silo/contract';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { z } from 'zod';

dayjs.extend(advancedFormat);

/** Spec 1 §9: 'MMMM Do YYYY, h:mm a' in the user's time zone, e.g. 'May 1st 2024, 2:05 pm'. */
export function formatRewindDate(iso: string): string {
  return dayjs(iso).format(rewindDateFormat);
}

/** The value of a datetime-local input (local time, to the second) for an instant. */
export function toLocalInputValue(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DDTHH:mm:ss');
}

/** The instant a datetime-local value names (local time), or null when it is empty or not a real date. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() && date.format('YYYY-MM-DD') === value.slice(0, 10) ? date.toDate() : null;
}

/**
 * The Rewind form: with the status on, the chosen instant; with it off, none (back to current data).
 * 'Show Rewind Data' stays disabled until the instant is a real one, so the issue is never shown.
 */
export const rewindFormSchema = z
  .object({ status: z.boolean(), value: z.string() })
  .transform(({ status, value }, ctx) => {
    if (!status) return { date: null };
    const date = fromLocalInputValue(value);
    if (date) return { date };
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Choose a date and time.' });
    return z.NEVER;
  });
