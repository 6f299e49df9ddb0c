import type { ObjectEntry } from '@silo/contract';

export type NumberedVersion = { number: number; entry: ObjectEntry };

/** Newest first, numbered so that the oldest version is v1 and the newest v{count}. */
export function numberVersions(entries: ObjectEntry[]): NumberedVersion[] {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.last_modified) - Date.parse(a.last_modified));
  return newestFirst.map((entry, index) => ({ number: newestFirst.length - index, entry }));
}
