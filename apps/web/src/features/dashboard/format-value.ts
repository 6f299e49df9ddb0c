import { formatBytes, type WidgetUnit } from '@granary/contract';

const countFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const compactFormat = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const rateFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

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
