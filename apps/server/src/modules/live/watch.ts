import type { WatchEvent, WatchQuery } from '@granary/contract';
import type { NotificationRecord } from '@granary/madmin';

const eventNames: Record<string, string> = {
  put: 's3:ObjectCreated:*',
  get: 's3:ObjectAccessed:*',
  delete: 's3:ObjectRemoved:*',
};

/** MinIO's event names for the kinds asked (put, get, delete). */
export const watchEventNames = (query: WatchQuery) =>
  query.events.split(',').map((kind) => eventNames[kind] ?? '');

/** S3 event records carry the key URL-encoded, with '+' for spaces. */
function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** A bucket event as the Watch table shows it (spec 2 §3). */
export function toWatchEvent(record: NotificationRecord): WatchEvent {
  return {
    time: record.eventTime,
    size: record.s3.object.size ?? 0,
    type: record.eventName,
    path: `${record.s3.bucket.name}/${decodeKey(record.s3.object.key)}`,
  };
}
