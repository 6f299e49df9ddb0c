const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses a Go-style duration ("12h", "90m", "1h30m") or a plain number of seconds. */
export function parseDurationSeconds(value: string): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const parts = [...trimmed.matchAll(/(\d+)([smhd])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== trimmed) return undefined;
  return parts.reduce(
    (total, [, amount, unit]) => total + Number(amount) * (unitSeconds[unit ?? 's'] ?? 1),
    0,
  );
}
