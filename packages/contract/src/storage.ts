import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { wellFormed } from './names.ts';

/** One persistent volume claim of a tenant (spec 3 §3 "PVC"): claims labelled `v1.min.io/tenant`. */
export const tenantVolumeSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  /** Kubernetes' phase: Pending, Bound or Lost; '' before it reported one. */
  status: z.string(),
  /** The tenant the claim belongs to (its `v1.min.io/tenant` label); '' when the label has no value. */
  tenant: z.string(),
  /** Bytes Kubernetes reports the bound volume holds (status.capacity.storage); absent until bound. */
  capacity: z.number().optional(),
  /** '' : the claim names no storage class (the cluster's default decides). */
  storageClass: z.string(),
});
export type TenantVolume = z.infer<typeof tenantVolumeSchema>;

export const tenantVolumesSchema = z
  .object({ pvcs: z.array(tenantVolumeSchema) })
  .meta({ id: 'TenantVolumes' });
export type TenantVolumes = z.infer<typeof tenantVolumesSchema>;

/**
 * One local drive DirectCSI found (spec 3 §3 "Drive"), from its DirectCSIDrive object. `drive` is the
 * device as the node names it ('/dev/xvdb1'); a drive is `node:drive`, as the format call takes it.
 */
export const directCsiDriveSchema = z.object({
  drive: z.string(),
  node: z.string(),
  /** Bytes: the drive's size, and what DirectCSI has given to volumes of it. */
  capacity: z.number(),
  allocated: z.number(),
  /** DirectCSI volumes placed on the drive. */
  volumes: z.number(),
  /** DirectCSI's drive status: Available, Ready, InUse, Unavailable, Released, Terminating. */
  status: z.string(),
  /**
   * Present when DirectCSI has not owned or initialised the drive (its Owned or Initialized condition is
   * not True): the condition's message, first line, '' when it gives none. The list marks the status '*'.
   */
  message: z.string().optional(),
});
export type DirectCsiDrive = z.infer<typeof directCsiDriveSchema>;

export const directCsiDrivesSchema = z
  .object({ drives: z.array(directCsiDriveSchema) })
  .meta({ id: 'DirectCsiDrives' });
export type DirectCsiDrives = z.infer<typeof directCsiDrivesSchema>;

/** A drive's key in the list and in a format request: its node, ':', its device. */
export const driveKey = (drive: Pick<DirectCsiDrive, 'node' | 'drive'>): string =>
  `${drive.node}:${drive.drive}`;

const driveKeySchema = wellFormed(
  z
    .string()
    .max(600, 'must be at most 600 characters')
    .regex(
      /^[a-z0-9]([-.a-z0-9]*[a-z0-9])?:\/dev\/\S+$/,
      "must be a node name, ':' and a device under /dev/",
    ),
);

export const formatDrivesRequestSchema = z
  .object({
    drives: z.array(driveKeySchema).min(1, 'at least one drive needs to be set').max(10_000),
    /** Format a drive DirectCSI already owns, or one holding a filesystem, all the same. */
    force: z.boolean(),
  })
  .meta({ id: 'FormatDrivesRequest' });
export type FormatDrivesRequest = z.infer<typeof formatDrivesRequestSchema>;

/** A drive that was not formatted (spec 3 §3 "Format issue"), and why. */
export const formatIssueSchema = z.object({ node: z.string(), drive: z.string(), error: z.string() });
export type FormatIssue = z.infer<typeof formatIssueSchema>;

export const formatDrivesResponseSchema = z
  .object({ formatIssuesList: z.array(formatIssueSchema) })
  .meta({ id: 'FormatDrivesResponse' });
export type FormatDrivesResponse = z.infer<typeof formatDrivesResponseSchema>;

/** What the confirmation of a format must be, typed exactly (spec 3 §5). */
export const formatConfirmationPhrase = 'YES, PROCEED';

const tags = ['storage'];

/**
 * Operator mode's Storage screens (spec 3 §7): the tenants' volume claims, and DirectCSI's local drives,
 * each call made with the operator's own Kubernetes token.
 */
export const storageEndpoints = {
  volumes: defineEndpoint({
    method: 'GET',
    path: '/api/v1/list-pvcs',
    summary: "Every tenant's persistent volume claims, in every namespace",
    tags,
    response: tenantVolumesSchema,
  }),
  drives: defineEndpoint({
    method: 'GET',
    path: '/api/v1/direct-csi/drives',
    summary: "DirectCSI's local drives with their volumes (404 direct_csi_not_installed without DirectCSI)",
    tags,
    response: directCsiDrivesSchema,
  }),
  formatDrives: defineEndpoint({
    method: 'POST',
    path: '/api/v1/direct-csi/drives/format',
    summary: 'Have DirectCSI format drives (node:drive) as XFS; answers the drives it refused and why',
    tags,
    body: formatDrivesRequestSchema,
    response: formatDrivesResponseSchema,
  }),
};
