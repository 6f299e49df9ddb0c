import { rewindDateFormat } from '@granary/contract';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { z } from 'zod';
import { fromLocalInputValue } from '@/lib/datetime-input';

dayjs.extend(advancedFormat);

/** Spec 1 §9: 'MMMM Do YYYY, h:mm a' in the user's time zone, e.g. 'May 1st 2024, 2:05 pm'. */
export function formatRewindDate(iso: string): string {
  return dayjs(iso).format(rewindDateFormat);
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
