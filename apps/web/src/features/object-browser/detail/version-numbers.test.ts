import { describe, expect, it } from 'vitest';
import { numberVersions, versionAt, versionPosition } from './version-numbers';

const version = (id: string, last_modified: string, extra: { is_latest?: boolean } = {}) => ({
  name: 'a.txt',
  size: 1,
  last_modified,
  version_id: id,
  ...extra,
});

const history = [
  version('old', '2030-01-01T00:00:00Z'),
  version('new', '2030-01-03T00:00:00Z', { is_latest: true }),
  version('mid', '2030-01-02T00:00:00Z'),
];

describe('numberVersions', () => {
  it('lists newest first with the oldest as v1', () => {
    const rows = numberVersions(history);
    expect(rows.map((row) => [row.number, row.entry.version_id])).toEqual([
      [3, 'new'],
      [2, 'mid'],
      [1, 'old'],
    ]);
  });
  it('is empty without versions', () => {
    expect(numberVersions([])).toEqual([]);
  });
});

describe('versionPosition', () => {
  it("places a version as 'v{n} of {count}' and says whether it is the current one", () => {
    expect(versionPosition(history, 'mid')).toMatchObject({ number: 2, count: 3, latest: false });
    expect(versionPosition(history, 'new')).toMatchObject({ number: 3, count: 3, latest: true });
  });
  it('trusts S3’s latest flag, and falls back to the newest date without it', () => {
    const flagged = [
      version('a', '2030-01-02T00:00:00Z', { is_latest: false }),
      version('b', '2030-01-01T00:00:00Z', { is_latest: true }),
    ];
    expect(versionPosition(flagged, 'a')?.latest).toBe(false);
    expect(versionPosition([version('x', '2030-01-01T00:00:00Z')], 'x')?.latest).toBe(true);
  });
  it('is undefined for an id the key does not have', () => {
    expect(versionPosition(history, 'gone')).toBeUndefined();
  });
});

describe('versionAt', () => {
  it('picks the newest version written at or before the instant', () => {
    expect(versionAt(history, '2030-01-02T12:00:00.000Z')?.version_id).toBe('mid');
    expect(versionAt(history, '2030-01-02T00:00:00.000Z')?.version_id).toBe('mid');
    expect(versionAt(history, '2031-01-01T00:00:00.000Z')?.version_id).toBe('new');
  });
  it('is undefined before the first write', () => {
    expect(versionAt(history, '2029-12-31T23:59:59.999Z')).toBeUndefined();
  });
});
