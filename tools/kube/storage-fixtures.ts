import { directCsiGroup } from './direct-csi-crds.ts';
import { kubeCaller, type KubeAccess } from './request.ts';

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
 * What no operator, volume controller or DirectCSI node agent writes in the test cluster: a tenant's
 * volume claims with the status a bound volume gives them, and DirectCSI's drives and the volumes it
 * placed on them, written into the real API server as the agent would (no status subresource: the status
 * comes with the object; drives and volumes need `installDirectCsi` first).
 */
export function storageFixtures(access: KubeAccess) {
  const call = kubeCaller(access);
  return {
    /**
     * A claim of a tenant's pool as the operator's StatefulSet makes it (label `v1.min.io/tenant`, unless
     * `tenant` is null), Pending; with `bound`, the phase and capacity its bound volume gives it.
     */
    async createClaim(
      namespace: string,
      name: string,
      opts: { tenant: string | null; storageClass?: string; size?: string; bound?: string },
    ) {
      await call('POST', `/api/v1/namespaces/${namespace}/persistentvolumeclaims`, {
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: {
          name,
          namespace,
          ...(opts.tenant !== null && { labels: { 'v1.min.io/tenant': opts.tenant } }),
        },
        spec: {
          accessModes: ['ReadWriteOnce'],
          resources: { requests: { storage: opts.size ?? '1Gi' } },
          ...(opts.storageClass !== undefined && { storageClassName: opts.storageClass }),
        },
      });
      if (opts.bound)
        await call(
          'PATCH',
          `/api/v1/namespaces/${namespace}/persistentvolumeclaims/${name}/status`,
          { status: { phase: 'Bound', capacity: { storage: opts.bound } } },
          'application/merge-patch+json',
        );
    },

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
