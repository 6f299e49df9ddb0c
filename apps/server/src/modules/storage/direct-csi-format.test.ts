import { describe, expect, it } from 'vitest';
import type { DriveObject } from './direct-csi-drives.ts';
import { formatRefusal, formatRequested } from './direct-csi-format.ts';

const drive = (driveStatus: string, filesystem = ''): DriveObject => ({
  metadata: { name: 'd', resourceVersion: '42' },
  spec: { directCSIOwned: false, driveTaint: { key: 'kept' } },
  status: { driveStatus, filesystem },
});

describe('formatRefusal', () => {
  it.each([
    ['Unavailable', '', true, 'Status is unavailable'],
    ['InUse', 'xfs', true, 'Drive in use. Cannot be formatted'],
    ['Ready', 'xfs', false, 'Drive already owned and managed. Use force to overwrite'],
    ['Available', 'ext4', false, 'Drive already has a fs. Use force to overwrite'],
    ['Ready', 'xfs', true, undefined],
    ['Available', 'ext4', true, undefined],
    ['Available', '', false, undefined],
    ['Released', '', false, undefined],
  ] as const)('a %s drive with filesystem "%s", force %s: %s', (status, fs, force, refusal) => {
    expect(formatRefusal(drive(status, fs), force)).toBe(refusal);
  });
});

describe('formatRequested', () => {
  it('asks DirectCSI to own the drive and format it as XFS, keeping the rest and the resourceVersion', () => {
    expect(formatRequested(drive('Available'), true)).toEqual({
      metadata: { name: 'd', resourceVersion: '42' },
      spec: {
        directCSIOwned: true,
        driveTaint: { key: 'kept' },
        requestedFormat: { filesystem: 'xfs', force: true },
      },
      status: { driveStatus: 'Available', filesystem: '' },
    });
  });
});
