import type { WidgetUnit } from '@granary/contract';
import { formatBytes, formatDuration } from '@/lib/format';

const countFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const compactFormat = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const rateFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A widget's figure as a reader wants it, by the widget's unit. */
export function formatValue(value: number | null | undefined, unit: WidgetUnit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'No data';
  switch (unit) {
    case 'bytes':
      return formatBytes(value);
    case 'bytesPerSecond':
      return `${formatBytes(value)}/s`;
    case 'perSecond':
      return `${rateFormat.format(value)}/s`;
    case 'seconds':
      return formatDuration(value);
    case 'nanoseconds':
      return formatDuration(value / 1e9);
    case 'cpuCores':
      return `${rateFormat.format(value * 100)}%`;
    case 'health':
      return value >= 1 ? 'Healthy' : 'Unhealthy';
    default:
      return value >= 1_000_000 ? compactFormat.format(value) : countFormat.format(value);
  }
}

/** Axis ticks: shorter than the figures (no "No data", compact counts). */
export function formatTick(value: number, unit: WidgetUnit): string {
  if (unit === 'count') return compactFormat.format(value);
  return formatValue(value, unit);
}
