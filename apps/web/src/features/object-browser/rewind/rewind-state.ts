import { useEffect, useSyncExternalStore } from 'react';

/** Spec 1 §3: rewind state is an enabled flag, the bucket it applies to and the date (ISO 8601). */
export type RewindState = { enabled: boolean; bucket: string; date: string };

const off: RewindState = { enabled: false, bucket: '', date: '' };

/**
 * One rewind for the whole object browser, kept outside the folder pages: each folder is its own
 * page, and rewind stays on while the user moves between the folders of its bucket.
 */
let state: RewindState = off;
const listeners = new Set<() => void>();

function setState(next: RewindState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const rewindState = (): RewindState => state;

export function enableRewind(bucket: string, date: Date): void {
  setState({ enabled: true, bucket, date: date.toISOString() });
}

/** 'Show Current Data', or a different bucket: back to the present. */
export function disableRewind(): void {
  if (state !== off) setState(off);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rewind date (ISO) in force for this bucket, or null; a rewind of another bucket is reset (spec 1 §4). */
export function useRewindDate(bucket: string): string | null {
  const current = useSyncExternalStore(subscribe, rewindState);
  const otherBucket = current.enabled && current.bucket !== bucket;
  useEffect(() => {
    if (otherBucket) disableRewind();
  }, [otherBucket]);
  return current.enabled && !otherBucket ? current.date : null;
}
