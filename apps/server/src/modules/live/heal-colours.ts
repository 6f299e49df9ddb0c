import type { HealColour } from '@granary/contract';
import type { HealDrive, HealResultItem } from '@granary/madmin';

/**
 * Per parity count, the most surplus drives that still mean [Red, Yellow, Green]; -1 skips that colour
 * (console-behaviour.md §6). Parity beyond 8 uses the row for 8.
 */
const thresholds: Record<number, [number, number, number]> = {
  1: [0, -1, 1],
  2: [0, 1, 2],
  3: [1, 2, 3],
  4: [1, 2, 4],
  5: [1, 3, 5],
  6: [2, 4, 6],
  7: [2, 4, 7],
};
const mostParity: [number, number, number] = [2, 5, 8];
const ordered: HealColour[] = ['Red', 'Yellow', 'Green'];

/**
 * The colour of an item that has `surplus` drives more than it needs to be read, out of `parity` spare
 * ones. Grey: it cannot be read at all. Without parity (nothing to lose) an item that can be read is Green.
 */
export function healColour(surplus: number, parity: number): HealColour {
  if (surplus < 0) return 'Grey';
  if (parity < 1) return 'Green';
  const row = thresholds[parity] ?? mostParity;
  const index = row.findIndex((most) => most !== -1 && surplus <= most);
  return ordered[index] ?? 'Green';
}

const online = (drives: HealDrive[] | null) => (drives ?? []).filter((drive) => drive.state === 'ok').length;

/**
 * An object (anything with data blocks) is erasure coded: it needs its data blocks, and has its parity blocks to spare. A bucket or
 * MinIO's own metadata is copied to every drive of each set and needs a majority of them. MinIO reports
 * a bucket with setCount -1 (and diskCount 0 here): then its drive list is the one set.
 */
function colourOf(item: HealResultItem, drives: HealDrive[] | null): HealColour {
  if (item.dataBlocks) return healColour(online(drives) - item.dataBlocks, item.parityBlocks ?? 0);
  const sets = item.setCount > 0 ? item.setCount : 1;
  const disks = item.setCount > 0 && item.diskCount > 0 ? item.diskCount : (drives ?? []).length;
  const quorum = Math.floor(disks / sets / 2) + 1;
  return healColour(Math.floor(online(drives) / sets) - quorum, disks / sets - quorum);
}

export function itemColours(item: HealResultItem): { before: HealColour; after: HealColour } {
  return { before: colourOf(item, item.before.drives), after: colourOf(item, item.after.drives) };
}

/** More drives answer for it after than before: the heal put something back. */
export const wasHealed = (item: HealResultItem) => online(item.after.drives) > online(item.before.drives);
