import type { WidgetSeries } from '@granary/contract';
import { formatClock, formatShortDateTime } from '@/lib/format';

/** Recharts wants one row per time with a column per series: `s0`, `s1`, … keep labels out of keys. */
export function rowsByTime(series: readonly WidgetSeries[]): Record<string, number | null>[] {
  const rows = new Map<number, Record<string, number | null>>();
  series.forEach((one, index) => {
    for (const [time, value] of one.points) {
      const row = rows.get(time) ?? { time };
      row[`s${index}`] = value;
      rows.set(time, row);
    }
  });
  return [...rows.values()].sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
}

/** The last value of each series: what the bar and pie widgets show. */
export const lastValues = (series: readonly WidgetSeries[]) =>
  series.map((one) => ({
    label: one.label,
    value: one.points.findLast(([, value]) => value !== null)?.[1] ?? 0,
  }));

/** Ticks: the time of day, with the date when the range spans more than a day. */
export const timeTick = (spanSeconds: number) => (time: number) =>
  (spanSeconds > 86_400 ? formatShortDateTime : formatClock)(time * 1000);

export const fullTime = (time: number) => formatShortDateTime(time * 1000);
