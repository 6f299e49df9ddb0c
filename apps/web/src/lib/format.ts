import { dateTimeSecondsStyle, dateTimeStyle, formatBytes, formatCount } from '@granary/contract';

/**
 * How the console writes dates, sizes, counts and durations: every figure a screen shows goes through
 * here, so it is written one way everywhere. Sizes and counts come from the contract, which the server's
 * first rows of a deep link use too.
 */
export { formatBytes, formatCount };

// One formatter per style for every call: toLocaleString builds a new one each time, which costs a
// listing's first render tens of milliseconds.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, dateTimeStyle);
const dateTimeSecondsFormat = new Intl.DateTimeFormat(undefined, dateTimeSecondsStyle);
const timeOfDayFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
});
const clockFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const shortDateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
const calendarDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

const formatWith = (format: Intl.DateTimeFormat, iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : format.format(time);
};

/** A date-time in the user's locale, or '—' when the server sent none or an unreadable one. */
export const formatDateTime = (iso: string): string => formatWith(dateTimeFormat, iso);

/** The same with seconds, for records of events (audit, logs, watch). */
export const formatDateTimeSeconds = (iso: string): string => formatWith(dateTimeSecondsFormat, iso);

/** The time of day to the millisecond, for a live stream's rows (trace). */
export const formatTimeOfDay = (iso: string): string => timeOfDayFormat.format(Date.parse(iso));

/** Hours and minutes of a moment in milliseconds (a chart's ticks). */
export const formatClock = (time: number): string => clockFormat.format(time);

/** A short date and time of a moment in milliseconds (a chart's ticks and ranges). */
export const formatShortDateTime = (time: number): string => shortDateTimeFormat.format(time);

/** Spec 3 §9: an expiry date as YYYY-MM-DD (the UTC day); '—' when there is none. */
export function formatIsoDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : new Date(time).toISOString().slice(0, 10);
}

/** A calendar day kept as midnight UTC: shown as that day whatever the user's zone; '' for none. */
export function formatCalendarDay(iso: string): string {
  const time = Date.parse(iso);
  if (iso === '' || Number.isNaN(time) || time <= 0) return '';
  return calendarDayFormat.format(time);
}

/** "3d 4h", "5m 12s", "850 ms": the two largest units. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3_600), 'h'],
    [Math.floor((seconds % 3_600) / 60), 'm'],
    [Math.floor(seconds % 60), 's'],
  ];
  const first = parts.findIndex(([amount]) => amount > 0);
  return parts
    .slice(first, first + 2)
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount}${unit}`)
    .join(' ');
}

/** Nanoseconds as a column of call times reads best: µs, ms or s. */
export function formatNanos(nanos: number): string {
  if (nanos < 1e6) return `${(nanos / 1e3).toFixed(0)} µs`;
  if (nanos < 1e9) return `${(nanos / 1e6).toFixed(1)} ms`;
  return `${(nanos / 1e9).toFixed(2)} s`;
}
