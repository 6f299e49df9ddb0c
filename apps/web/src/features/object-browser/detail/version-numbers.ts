import type { ObjectEntry } from '@granary/contract';

export type NumberedVersion = { number: number; entry: ObjectEntry };

/** Newest first, numbered so that the oldest version is v1 and the newest v{count}. */
export function numberVersions(entries: ObjectEntry[]): NumberedVersion[] {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.last_modified) - Date.parse(a.last_modified));
  return newestFirst.map((entry, index) => ({ number: newestFirst.length - index, entry }));
}

export type VersionPosition = { number: number; count: number; latest: boolean; entry: ObjectEntry };

/** Where one version stands among the key's versions ('v3 of 5'); undefined when it is not among them. */
export function versionPosition(entries: ObjectEntry[], versionId: string): VersionPosition | undefined {
  const numbered = numberVersions(entries);
  const found = numbered.find(({ entry }) => entry.version_id === versionId);
  if (!found) return undefined;
  const latest = found.entry.is_latest ?? found.number === numbered.length;
  return { number: found.number, count: numbered.length, latest, entry: found.entry };
}

/**
 * The version in force at an instant (ISO): the newest version or delete marker written at or before
 * it, the same pick as the rewind listing; undefined when the key did not exist yet.
 */
export function versionAt(entries: ObjectEntry[], date: string): ObjectEntry | undefined {
  const at = Date.parse(date);
  return numberVersions(entries).find(({ entry }) => Date.parse(entry.last_modified) <= at)?.entry;
}
