import { describe, expect, it } from 'vitest';
import {
  GiB,
  TiB,
  defaultParity,
  distribute,
  erasureParities,
  memoryLimit,
  memoryProblem,
  parityCapacities,
} from './tenant-sizing.ts';

const parities = (servers: number, drives: number) => {
  const choice = erasureParities(servers, drives);
  return choice.ok ? choice.parities : choice.error;
};

describe('erasureParities', () => {
  it.each([
    [4, 1, ['EC:2']],
    [4, 4, ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [5, 1, ['EC:2']],
    [6, 2, ['EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [4, 3, ['EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [32, 4, ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
  ])('offers MinIO’s parities for %i servers × %i drives', (servers, drives, expected) => {
    expect(parities(servers, drives)).toEqual(expected);
  });

  it('refuses fewer than four drives and sets that cannot spread evenly, saying why', () => {
    expect(parities(2, 1)).toBe('A tenant needs at least 4 drives: 2 × 1 gives 2');
    expect(parities(17, 1)).toMatch(/cannot form erasure sets/);
  });
});

describe('defaultParity', () => {
  it('picks the highest, or EC:4 for more than 16 servers with 8 drives each or more', () => {
    expect(defaultParity(['EC:8', 'EC:4', 'EC:2'], 16, 4)).toBe('EC:8');
    expect(defaultParity(['EC:8', 'EC:4', 'EC:2'], 8, 32)).toBe('EC:4');
    // 17 servers of 4 drives hold 68 drives, but each server fewer than 8.
    expect(defaultParity(['EC:8', 'EC:4', 'EC:2'], 4, 17)).toBe('EC:8');
    expect(defaultParity([], 4, 4)).toBe('');
  });
});

describe('distribute', () => {
  it('spreads the size over every drive', () => {
    expect(distribute(100 * GiB, 4, 1)).toEqual({
      ok: true,
      servers: 4,
      drivesPerServer: 1,
      drives: 4,
      driveBytes: 25 * GiB,
    });
  });

  it.each([
    [GiB / 2, 4, 1, 'The pool size must be greater than 1Gi'],
    [100 * GiB, 4, 0, 'Number of drives must be at least 1'],
    [2 * GiB, 4, 4, 'Disk Size with this combination would be less than 1Gi, please try another combination'],
  ])('refuses %d bytes on %i × %i', (size, servers, drives, error) => {
    expect(distribute(size, servers, drives)).toEqual({ ok: false, error });
  });
});

describe('memory', () => {
  it('raises the limit with the tenant’s capacity, never below the request', () => {
    expect(memoryLimit(2 * GiB, 100 * GiB)).toBe(2 * GiB);
    expect(memoryLimit(2 * GiB, TiB)).toBe(8 * GiB);
    expect(memoryLimit(2 * GiB, 10 * TiB)).toBe(16 * GiB);
    expect(memoryLimit(2 * GiB, 100 * TiB)).toBe(32 * GiB);
    expect(memoryLimit(2 * GiB, 1024 * TiB)).toBe(64 * GiB);
    expect(memoryLimit(96 * GiB, 1024 * TiB)).toBe(96 * GiB);
  });

  it('says why a request cannot be met, in the specification’s order', () => {
    expect(memoryProblem(2 * GiB, 0)).toBe('There is no memory available for the selected number of nodes');
    expect(memoryProblem(2 * GiB, GiB)).toBe('There are not enough memory resources available');
    expect(memoryProblem(GiB, 8 * GiB)).toBe('The requested memory size must be greater than 2Gi');
    expect(memoryProblem(16 * GiB, 8 * GiB)).toBe(
      'The requested memory is greater than the max available memory for the selected number of nodes',
    );
    expect(memoryProblem(4 * GiB, 8 * GiB)).toBeUndefined();
  });
});

describe('parityCapacities', () => {
  it('gives each parity its usable capacity and the drives it may lose', () => {
    const [ec4, ec2] = parityCapacities(['EC:4', 'EC:2'], 8, 100 * GiB);
    expect(ec4).toEqual({ parity: 'EC:4', capacity: 400 * GiB, tolerance: 4, storageFactor: 2 });
    expect(ec2).toEqual({ parity: 'EC:2', capacity: 600 * GiB, tolerance: 2, storageFactor: 8 / 6 });
  });
});
