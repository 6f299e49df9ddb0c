// The value of an <input type="datetime-local">: local time, no zone.
import dayjs from 'dayjs';

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
