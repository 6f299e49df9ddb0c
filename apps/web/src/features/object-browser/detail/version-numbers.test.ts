import { describe, expect, it } from 'vitest';
import { numberVersions } from './version-numbers';

const version = (id: string, last_modified: string) => ({
  name: 'a.txt',
  size: 1,
  last_modified,
  version_id: id,
});

describe('numberVersions', () => {
  it('lists newest first with the oldest as v1', () => {
    const rows = numberVersions([
      version('old', '2030-01-01T00:00:00Z'),
      version('new', '2030-01-03T00:00:00Z'),
      version('mid', '2030-01-02T00:00:00Z'),
    ]);
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
