import type { DirectCsiDrive } from '@granary/contract';
import { byCodeUnits } from '@granary/contract';

/** DirectCSI's objects as the operator console's version reads them (v1beta1, cluster-scoped). */
export const directCsiDrives = {
  group: 'direct.csi.min.io',
  version: 'v1beta1',
  plural: 'directcsidrives',
} as const;
export const directCsiVolumes = { ...directCsiDrives, plural: 'directcsivolumes' } as const;

type Condition = { type?: string; status?: string; message?: string };

/** A DirectCSIDrive as DirectCSI's node agent writes it; only what the list and the format read. */
export type DriveObject = {
  apiVersion?: string;
  kind?: string;
  metadata: { name: string; resourceVersion?: string };
  spec?: { directCSIOwned?: boolean; requestedFormat?: Record<string, unknown>; [key: string]: unknown };
  status?: {
    nodeName?: string;
    path?: string;
    driveStatus?: string;
    filesystem?: string;
    totalCapacity?: number;
    allocatedCapacity?: number;
    conditions?: Condition[];
  };
};

export type VolumeObject = { status?: { drive?: string } };

const devicesDir = '/var/lib/direct-csi/devices';

/**
 * The device as its node names it: DirectCSI keeps its own links under /var/lib/direct-csi/devices and
 * names a partition 'xvdb-part-1'; the list shows '/dev/xvdb1'.
 */
export function driveLabel(path: string): string {
  const name = path.startsWith(`${devicesDir}/`)
    ? path.slice(devicesDir.length + 1)
    : path.startsWith('/dev/')
      ? path.slice('/dev/'.length)
      : path;
  return `/dev/${name.replace('-part-', '')}`;
}

/**
 * Why DirectCSI has not owned or initialised the drive, in the device's own name: the later of the two
 * conditions that is not True wins, its message's first line without the object's name.
 */
export function driveIssue(drive: DriveObject): string | undefined {
  let issue: string | undefined;
  for (const condition of drive.status?.conditions ?? [])
    if ((condition.type === 'Owned' || condition.type === 'Initialized') && condition.status !== 'True')
      issue = condition.message ?? '';
  if (issue === undefined) return undefined;
  const firstLine = issue.split('\n')[0] ?? '';
  return firstLine
    .replaceAll(drive.metadata.name, '')
    .replaceAll(devicesDir, '/dev')
    .replaceAll('-part-', '')
    .trim();
}

const nonNegative = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** The list's rows: each drive with its count of volumes, by node, then path, then status. */
export function driveRows(drives: DriveObject[], volumes: VolumeObject[]): DirectCsiDrive[] {
  const volumesOf = new Map<string, number>();
  for (const volume of volumes) {
    const drive = volume.status?.drive;
    if (drive) volumesOf.set(drive, (volumesOf.get(drive) ?? 0) + 1);
  }
  const sortKey = (drive: DriveObject) => [
    drive.status?.nodeName ?? '',
    drive.status?.path ?? '',
    drive.status?.driveStatus ?? '',
  ];
  return [...drives]
    .sort((a, b) => {
      const [keyA, keyB] = [sortKey(a), sortKey(b)];
      for (let i = 0; i < keyA.length; i++) {
        const order = byCodeUnits(keyA[i] ?? '', keyB[i] ?? '');
        if (order !== 0) return order;
      }
      return 0;
    })
    .map((drive) => {
      const message = driveIssue(drive);
      return {
        drive: driveLabel(drive.status?.path ?? ''),
        node: drive.status?.nodeName ?? '',
        capacity: nonNegative(drive.status?.totalCapacity),
        allocated: nonNegative(drive.status?.allocatedCapacity),
        volumes: volumesOf.get(drive.metadata.name) ?? 0,
        status: drive.status?.driveStatus ?? '',
        ...(message !== undefined && { message }),
      };
    });
}
