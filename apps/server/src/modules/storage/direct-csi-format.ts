import type { DriveObject } from './direct-csi-drives.ts';

/**
 * Why DirectCSI must not be asked to format this drive (the previous console's rules and words, in its
 * order), or undefined when it may: a drive holding volumes never; one DirectCSI already owns, or one
 * with a filesystem, only with force.
 */
export function formatRefusal(drive: DriveObject, force: boolean): string | undefined {
  const status = drive.status?.driveStatus;
  if (status === 'Unavailable') return 'Status is unavailable';
  if (status === 'InUse') return 'Drive in use. Cannot be formatted';
  if (!force && status === 'Ready') return 'Drive already owned and managed. Use force to overwrite';
  if (!force && drive.status?.filesystem) return 'Drive already has a fs. Use force to overwrite';
  return undefined;
}

/**
 * The drive asking DirectCSI to take it and format it as XFS: its node agent acts on the spec. The object
 * keeps its resourceVersion, so an Update over a change made since the list is refused, not applied blind.
 */
export function formatRequested(drive: DriveObject, force: boolean): DriveObject {
  return {
    ...drive,
    spec: { ...drive.spec, directCSIOwned: true, requestedFormat: { filesystem: 'xfs', force } },
  };
}
