/**
 * Text and order without ICU: the server calls these on paths every request takes, where
 * `toLocaleString` or `localeCompare` would map Node's ICU data into memory (~9 MiB resident, for good;
 * docs/decisions/memory-budgets.md).
 */

/** 10000 → '10,000': whole numbers grouped by thousands, as `toLocaleString('en')` writes them. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Strings by UTF-16 code units, the order S3 lists keys in (for ASCII, byte order). */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
