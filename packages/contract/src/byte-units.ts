/** Size units, base 1024 (spec 1 §5, §9). */
export const byteUnits = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'] as const;
export type ByteUnit = (typeof byteUnits)[number];

/** The number of bytes in `amount` of `unit`. */
export function toBytes(amount: number, unit: ByteUnit): number {
  return amount * 1024 ** byteUnits.indexOf(unit);
}

/** '0 B', '1.5 KiB', '12.3 GiB': at most one decimal, trailing '.0' dropped. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), byteUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  const text = exponent === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${byteUnits[exponent] ?? 'B'}`;
}
