// One formatter for every call: toLocaleString builds a new one each time, which costs a listing's
// first render tens of milliseconds.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date-time in the user's locale, or '—' when the server sent none or an unreadable one. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  return dateTimeFormat.format(time);
}
