import type { UploadItem, UploadStatus } from './use-uploads';

export type UploadCounts = Record<UploadStatus, number>;

/** What the uploads add up to: still going, ended with a failure, or all ended well. */
export type UploadPhase = 'busy' | 'failed' | 'done';

export function countUploads(items: UploadItem[]): UploadCounts {
  const counts: UploadCounts = { uploading: 0, waiting: 0, failed: 0, done: 0 };
  for (const item of items) counts[item.status]++;
  return counts;
}

export function uploadPhase(counts: UploadCounts): UploadPhase {
  if (counts.uploading + counts.waiting > 0) return 'busy';
  return counts.failed > 0 ? 'failed' : 'done';
}

/**
 * The panel's one-line summary, e.g. '2 uploading · 1 failed · 12 uploaded'; zero counts are left out.
 * A narrow screen breaks the line between the counts, never inside one.
 */
export function uploadCountsText(counts: UploadCounts): string {
  const parts: [number, string][] = [
    [counts.uploading, 'uploading'],
    [counts.waiting, 'queued'],
    [counts.failed, 'failed'],
    [counts.done, 'uploaded'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, word]) => `${count}\u00a0${word}`)
    .join(' · ');
}

/** Rows in the order they deserve a place in view: the files moving, those that failed, the queue, the rest. */
const viewRank: Record<UploadStatus, number> = { uploading: 0, failed: 1, waiting: 2, done: 3 };

/** The uploads in `viewRank` order, each group in the order it was started (the sort is stable). */
export const inViewOrder = (items: UploadItem[]) =>
  [...items].sort((a, b) => viewRank[a.status] - viewRank[b.status]);
