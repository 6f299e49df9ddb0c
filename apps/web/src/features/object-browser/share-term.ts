import { maxShareMs, shareTooLong } from '@granary/contract';
import { z } from 'zod';

/** The end (23:59:59 local time) of a 'YYYY-MM-DD' day. */
export function endOfDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const end = new Date(year, month - 1, date, 23, 59, 59);
  return end.getDate() === date ? end : undefined;
}

/** Spec 1 §5: the link's term in milliseconds, or the reason the chosen day cannot be used. */
export function shareTerm(day: string, now = new Date()): { ms: number } | { problem: string } {
  const end = endOfDay(day);
  if (!end) return { problem: 'Choose a valid date.' };
  const ms = end.getTime() - now.getTime();
  if (ms <= 0) return { problem: 'Selected date must be greater than current time.' };
  if (ms > maxShareMs) return { problem: shareTooLong };
  return { ms };
}

/** 'YYYY-MM-DD' of a date in local time (the date input's format). */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Share File form: the chosen day, checked by `shareTerm` and sent as the link's term in ms. */
export const shareFormSchema = z.object({ day: z.string() }).transform(({ day }, ctx) => {
  const term = shareTerm(day);
  if ('ms' in term) return { ms: term.ms };
  ctx.addIssue({ code: 'custom', path: ['day'], message: term.problem });
  return z.NEVER;
});
