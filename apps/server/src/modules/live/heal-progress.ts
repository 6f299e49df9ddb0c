import type { HealColourCounts, HealItem, HealProgress } from '@granary/contract';
import type { HealResultItem, HealStatus } from '@granary/madmin';
import { itemColours, wasHealed } from './heal-colours.ts';

/** Items listed per message; the rest are only counted (a heal can find thousands at once). */
const maxItemsPerMessage = 100;

const noColours = (): HealColourCounts => ({ Green: 0, Yellow: 0, Red: 0, Grey: 0 });

const itemType = (item: HealResultItem): HealItem['type'] =>
  item.type === 'object' ? 'object' : item.type === 'bucket' ? 'bucket' : 'metadata';

const itemName = (item: HealResultItem) =>
  [item.bucket, item.object].filter((part) => part !== '').join('/') || item.type;

function driveChanges(item: HealResultItem): HealItem['drives'] {
  const after = new Map((item.after.drives ?? []).map((drive) => [drive.endpoint, drive.state]));
  return (item.before.drives ?? []).map((drive) => ({
    endpoint: drive.endpoint,
    before: drive.state,
    after: after.get(drive.endpoint) ?? 'unknown',
  }));
}

/** The heal's running totals (spec 2 §3), built up from MinIO's polls, which each hold only new items. */
export class HealTally {
  readonly #totals = {
    bytesScanned: 0,
    objectsScanned: 0,
    itemsScanned: 0,
    objectsHealed: 0,
    itemsHealed: 0,
    healthBeforeCols: noColours(),
    healthAfterCols: noColours(),
  };

  /** Adds one poll's items and answers the message the browser gets for it. */
  add(status: HealStatus, now = Date.now()): HealProgress {
    const totals = this.#totals;
    const unhealthy: HealItem[] = [];
    for (const item of status.Items ?? []) {
      const isObject = item.type === 'object';
      if (isObject) {
        totals.objectsScanned += 1;
        // MinIO sends -1 when it could not tell the size.
        if (item.objectSize > 0) totals.bytesScanned += item.objectSize;
      }
      totals.itemsScanned += 1;
      if (wasHealed(item)) {
        totals.itemsHealed += 1;
        if (isObject) totals.objectsHealed += 1;
      }
      const { before, after } = itemColours(item);
      totals.healthBeforeCols[before] += 1;
      totals.healthAfterCols[after] += 1;
      if (before !== 'Green' || after !== 'Green')
        unhealthy.push({
          type: itemType(item),
          name: itemName(item),
          size: Math.max(item.objectSize, 0),
          before,
          after,
          drives: driveChanges(item),
        });
    }
    const started = Date.parse(status.StartTime);
    return {
      event: 'progress',
      summary: status.Summary === 'finished' ? 'finished' : 'running',
      healDuration: Number.isNaN(started) ? 0 : Math.max(0, Math.round((now - started) / 1000)),
      ...totals,
      healthBeforeCols: { ...totals.healthBeforeCols },
      healthAfterCols: { ...totals.healthAfterCols },
      items: unhealthy.slice(0, maxItemsPerMessage),
      itemsLeftOut: Math.max(0, unhealthy.length - maxItemsPerMessage),
    };
  }
}
