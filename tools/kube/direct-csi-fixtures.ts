import { directCsiGroup } from './direct-csi-crds.ts';
import { kubeRequest, type KubeAccess } from './request.ts';

/** A drive's condition as DirectCSI's node agent writes it (types Owned, Mounted, Formatted, Initialized). */
export type DriveCondition = {
  type: string;
  status: 'True' | 'False' | 'Unknown';
  message?: string;
  reason?: string;
};

/** What DirectCSI's node agent reports of a drive it found (the status of its DirectCSIDrive). */
export type DriveFixture = {
  node: string;
  /** '/var/lib/direct-csi/devices/xvdb-part-1', as DirectCSI names a partition, or '/dev/xvdc'. */
  path: string;
  driveStatus: 'Available' | 'Ready' | 'InUse' | 'Unavailable' | 'Released' | 'Terminating';
  filesystem?: string;
  totalCapacity?: number;
  allocatedCapacity?: number;
  conditions?: DriveCondition[];
};

export type DirectCsiDriveObject = {
  metadata: { name: string; resourceVersion: string };
  spec: { directCSIOwned?: boolean; requestedFormat?: { filesystem?: string; force?: boolean } };
  status: Record<string, unknown>;
};

const base = `/apis/${directCsiGroup}/v1beta1`;

/**
 * What no DirectCSI node agent writes in the test cluster: its drives and the volumes it placed on them,
 * written into the real API server as the agent would (no status subresource: the status comes with the
 * object). Needs `installDirectCsi` first.
 */
export function directCsiFixtures(access: KubeAccess) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await kubeRequest(access, method, path, body);
    if (res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    createDrive: (name: string, drive: DriveFixture) =>
      call('POST', `${base}/directcsidrives`, {
        apiVersion: `${directCsiGroup}/v1beta1`,
        kind: 'DirectCSIDrive',
        metadata: { name },
        spec: { directCSIOwned: drive.driveStatus === 'Ready' || drive.driveStatus === 'InUse' },
        status: {
          nodeName: drive.node,
          path: drive.path,
          driveStatus: drive.driveStatus,
          filesystem: drive.filesystem ?? '',
          totalCapacity: drive.totalCapacity ?? 0,
          allocatedCapacity: drive.allocatedCapacity ?? 0,
          freeCapacity: (drive.totalCapacity ?? 0) - (drive.allocatedCapacity ?? 0),
          conditions: drive.conditions ?? [],
        },
      }),

    /** A volume DirectCSI placed on the drive named `drive` (its object's name). */
    createVolume: (name: string, volume: { drive: string; node: string; totalCapacity: number }) =>
      call('POST', `${base}/directcsivolumes`, {
        apiVersion: `${directCsiGroup}/v1beta1`,
        kind: 'DirectCSIVolume',
        metadata: { name },
        status: { drive: volume.drive, nodeName: volume.node, totalCapacity: volume.totalCapacity },
      }),

    getDrive: async (name: string) =>
      (await call('GET', `${base}/directcsidrives/${name}`)) as DirectCsiDriveObject,

    deleteDrive: (name: string) => call('DELETE', `${base}/directcsidrives/${name}`),
  };
}

/** May list DirectCSI's drives and volumes, and update drives (what Format needs). */
export const directCsiRules = [
  { apiGroups: [directCsiGroup], resources: ['directcsidrives', 'directcsivolumes'], verbs: ['get', 'list'] },
  { apiGroups: [directCsiGroup], resources: ['directcsidrives'], verbs: ['update'] },
];
