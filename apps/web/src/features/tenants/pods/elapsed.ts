import { formatDuration } from '@/lib/format';

/** Spec 3 §2: Last Seen as the time since then ('5m 12s ago'); 'Unknown' for an event without a time. */
export function elapsedSince(epochSeconds: number, now = Date.now()): string {
  if (epochSeconds <= 0) return 'Unknown';
  const seconds = Math.max(0, now / 1000 - epochSeconds);
  return seconds < 1 ? 'Just now' : `${formatDuration(seconds)} ago`;
}
