import { describe, expect, it } from 'vitest';
import { driveIssue, driveLabel, driveRows, type DriveObject } from './direct-csi-drives.ts';

const drive = (name: string, status: DriveObject['status']): DriveObject => ({ metadata: { name }, status });

describe('driveLabel', () => {
  it('names the device as its node does: DirectCSI’s links and partitions become /dev/<name><n>', () => {
    expect(driveLabel('/var/lib/direct-csi/devices/xvdb-part-1')).toBe('/dev/xvdb1');
    expect(driveLabel('/var/lib/direct-csi/devices/nvme0n1')).toBe('/dev/nvme0n1');
    expect(driveLabel('/dev/sdc')).toBe('/dev/sdc');
    expect(driveLabel('')).toBe('/dev/');
  });
});

describe('driveIssue', () => {
  it('is the later Owned or Initialized condition that is not True, first line, in the device’s name', () => {
    const d = drive('8f1c2a', {
      conditions: [
        { type: 'Owned', status: 'False', message: 'not owned' },
        { type: 'Mounted', status: 'False', message: 'ignored: not one of the two' },
        {
          type: 'Initialized',
          status: 'False',
          message: 'drive 8f1c2a at /var/lib/direct-csi/devices/xvdb-part-1 is not initialized\nstack trace',
        },
      ],
    });
    expect(driveIssue(d)).toBe('drive  at /dev/xvdb1 is not initialized');
  });

  it('is undefined when both are True, and empty when the condition says nothing', () => {
    const ok = drive('a', { conditions: [{ type: 'Owned', status: 'True', message: 'fine' }] });
    expect(driveIssue(ok)).toBeUndefined();
    expect(driveIssue(drive('a', {}))).toBeUndefined();
    expect(driveIssue(drive('a', { conditions: [{ type: 'Owned', status: 'Unknown' }] }))).toBe('');
  });
});

describe('driveRows', () => {
  it('sorts by node, path and status, counts each drive’s volumes and leaves out no drive', () => {
    const rows = driveRows(
      [
        drive('d3', { nodeName: 'node-2', path: '/dev/sda', driveStatus: 'Ready', totalCapacity: 10 }),
        drive('d2', { nodeName: 'node-1', path: '/dev/sdb', driveStatus: 'InUse', allocatedCapacity: 4 }),
        drive('d1', { nodeName: 'node-1', path: '/dev/sda', driveStatus: 'Available' }),
        { metadata: { name: 'bare' } },
      ],
      [{ status: { drive: 'd2' } }, { status: { drive: 'd2' } }, { status: { drive: 'd3' } }, {}],
    );
    expect(rows.map((row) => `${row.node}:${row.drive}`)).toEqual([
      ':/dev/',
      'node-1:/dev/sda',
      'node-1:/dev/sdb',
      'node-2:/dev/sda',
    ]);
    expect(rows[2]).toEqual({
      drive: '/dev/sdb',
      node: 'node-1',
      capacity: 0,
      allocated: 4,
      volumes: 2,
      status: 'InUse',
    });
    expect(rows[3]).toMatchObject({ capacity: 10, volumes: 1, status: 'Ready' });
    expect(rows[0]).toMatchObject({ status: '', volumes: 0 });
  });
});
