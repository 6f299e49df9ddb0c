import { dateTimeSecondsStyle, dateTimeStyle } from '@granary/contract';

// One formatter per style for every call: toLocaleString builds a new one each time, which costs a
// listing's first render tens of milliseconds. Every date Granary shows goes through here, so the whole
// console writes dates one way; the server's first rows of a deep link use the same styles.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, dateTimeStyle);
const dateTimeSecondsFormat = new Intl.DateTimeFormat(undefined, dateTimeSecondsStyle);

const formatWith = (format: Intl.DateTimeFormat, iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : format.format(time);
};

/** A date-time in the user's locale, or '—' when the server sent none or an unreadable one. */
export const formatDateTime = (iso: string): string => formatWith(dateTimeFormat, iso);

/** The same with seconds, for records of events (audit, logs, watch). */
export const formatDateTimeSeconds = (iso: string): string => formatWith(dateTimeSecondsFormat, iso);
