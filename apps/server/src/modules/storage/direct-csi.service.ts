import {
  driveKey,
  type DirectCsiDrives,
  type FormatDrivesRequest,
  type FormatIssue,
} from '@granary/contract';
import pMap from 'p-map';
import { HttpError, httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { listAllPages } from '../../lib/kubernetes/list-pages.ts';
import {
  directCsiDrives,
  directCsiVolumes,
  driveLabel,
  driveRows,
  type DriveObject,
  type VolumeObject,
} from './direct-csi-drives.ts';
import { formatRefusal, formatRequested } from './direct-csi-format.ts';

type Page<Item> = { items?: Item[]; metadata?: { continue?: string } };

/** The API server serves no such resource: DirectCSI's definitions are not installed. */
const notInstalled = (error: unknown) => {
  if (error instanceof HttpError && error.status === 404)
    return httpError(
      'directCsiNotInstalled',
      'DirectCSI is not installed: the Kubernetes API server serves no directcsidrives.direct.csi.min.io.',
      error.detailedMessage,
    );
  return error;
};

async function listObjects<Item>(apis: KubeApis, resource: typeof directCsiDrives | typeof directCsiVolumes) {
  try {
    return await listAllPages(
      (page) => apis.custom.listClusterCustomObject({ ...resource, ...page }) as Promise<Page<Item>>,
    );
  } catch (error) {
    throw notInstalled(error);
  }
}

/** Every drive DirectCSI found, with its volumes counted. */
export async function listDrives(apis: KubeApis): Promise<DirectCsiDrives> {
  const drives = await listObjects<DriveObject>(apis, directCsiDrives);
  const volumes = await listObjects<VolumeObject>(apis, directCsiVolumes);
  return { drives: driveRows(drives, volumes) };
}

/** A failure that is the whole answer: the session gone or the API server away, not one drive's issue. */
const endsTheFormat = (error: unknown) =>
  !(error instanceof HttpError) || error.status === 401 || error.status === 503;

/**
 * Asks DirectCSI to format each drive named: a drive the rules refuse, one not found, or one whose Update
 * Kubernetes refuses (RBAC, a change made since it was read) is an issue; the others are updated.
 */
export async function formatDrives(apis: KubeApis, request: FormatDrivesRequest): Promise<FormatIssue[]> {
  const drives = await listObjects<DriveObject>(apis, directCsiDrives);
  const byKey = new Map(
    drives.map((drive) => [
      driveKey({ node: drive.status?.nodeName ?? '', drive: driveLabel(drive.status?.path ?? '') }),
      drive,
    ]),
  );
  const outcomes = await pMap(
    [...new Set(request.drives)],
    async (key): Promise<FormatIssue | undefined> => {
      const split = key.indexOf(':');
      const [node, label] = [key.slice(0, split), key.slice(split + 1)];
      const drive = byKey.get(key);
      if (!drive) return { node, drive: label, error: `DirectCSI has no drive ${label} on node ${node}` };
      const refusal = formatRefusal(drive, request.force);
      if (refusal) return { node, drive: label, error: refusal };
      try {
        await apis.custom.replaceClusterCustomObject({
          ...directCsiDrives,
          name: drive.metadata.name,
          body: formatRequested(drive, request.force),
        });
        return undefined;
      } catch (error) {
        if (endsTheFormat(error)) throw error;
        return { node, drive: label, error: (error as HttpError).message };
      }
    },
    { concurrency: 4 },
  );
  return outcomes.filter((issue) => issue !== undefined);
}
