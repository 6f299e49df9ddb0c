import {
  GetBucketVersioningCommand,
  ListObjectVersionsCommand,
  type ListObjectVersionsCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { byCodeUnits, maxObjectPageSize, type RewindEntry, type RewindResponse } from '@granary/contract';
import { httpError } from '../../lib/http-error.ts';

export type RewindOptions = {
  bucket: string;
  prefix: string;
  date: Date;
  limit: number;
  token?: string | undefined;
};

/**
 * Where the next page starts. `settledKey` is a key whose version as of the date is already shown:
 * its older versions may continue on the next S3 page and must be skipped there.
 */
type RewindPosition = { keyMarker: string; versionIdMarker: string; settledKey: string };

/** S3 pages read for one answer at most, so a prefix of mostly newer versions cannot hold a request long. */
const MAX_S3_PAGES = 10;

const badRequest = (message: string) => httpError('badRequest', message);

const encodeToken = (position: RewindPosition) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeToken(token: string): RewindPosition {
  try {
    const fields = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { keyMarker, versionIdMarker, settledKey } = fields;
    if (
      typeof keyMarker === 'string' &&
      typeof versionIdMarker === 'string' &&
      typeof settledKey === 'string'
    )
      return { keyMarker, versionIdMarker, settledKey };
  } catch {
    // falls through to the error below
  }
  throw badRequest('token: is not a page token from this rewind listing; start again.');
}

type Version = { key: string; versionId: string; modified: Date; size: number; marker: boolean };

/** A page's versions and delete markers, each key's newest first (S3 returns them as two lists). */
function versionsOf(page: ListObjectVersionsCommandOutput): Version[] {
  const versions = [
    ...(page.Versions ?? []).map((v) => ({ ...v, Size: v.Size ?? 0, marker: false })),
    ...(page.DeleteMarkers ?? []).map((m) => ({ ...m, Size: 0, marker: true })),
  ].flatMap((v): Version[] =>
    v.Key && v.LastModified
      ? [
          {
            key: v.Key,
            versionId: v.VersionId ?? 'null',
            modified: v.LastModified,
            size: v.Size,
            marker: v.marker,
          },
        ]
      : [],
  );
  return versions.sort((a, b) => byCodeUnits(a.key, b.key) || b.modified.getTime() - a.modified.getTime());
}

/** Each key's newest version written at or before the date; keys settled on an earlier page are skipped. */
function pickAsOf(
  versions: Version[],
  date: Date,
  settled: string,
): { files: RewindEntry[]; settled: string } {
  const files: RewindEntry[] = [];
  for (const version of versions) {
    if (version.key === settled || version.modified > date) continue;
    settled = version.key;
    files.push({
      name: version.key,
      size: version.size,
      last_modified: version.modified.toISOString(),
      version_id: version.versionId,
      delete_flag: version.marker,
    });
  }
  return { files, settled };
}

/** Rewind needs version history: a bucket never versioned has none, so say so instead of listing today. */
async function requireVersionHistory(s3: S3Client, bucket: string): Promise<void> {
  const { Status } = await s3.send(new GetBucketVersioningCommand({ Bucket: bucket }));
  if (Status !== 'Enabled' && Status !== 'Suspended')
    throw badRequest(`Bucket '${bucket}' is not versioned, so it has no earlier state to rewind to.`);
}

async function listAsOf(s3: S3Client, options: RewindOptions): Promise<RewindResponse> {
  let position = options.token ? decodeToken(options.token) : undefined;
  const folders: RewindEntry[] = [];
  const files: RewindEntry[] = [];
  for (let read = 0; read < MAX_S3_PAGES && folders.length + files.length < options.limit; read++) {
    const page = await s3.send(
      new ListObjectVersionsCommand({
        Bucket: options.bucket,
        Prefix: options.prefix,
        Delimiter: '/',
        MaxKeys: Math.min(options.limit, maxObjectPageSize),
        ...(position && { KeyMarker: position.keyMarker, VersionIdMarker: position.versionIdMarker }),
      }),
    );
    for (const common of page.CommonPrefixes ?? [])
      if (common.Prefix)
        folders.push({ name: common.Prefix, size: 0, last_modified: '', delete_flag: false });
    const ownMarker = options.prefix.endsWith('/') ? options.prefix : undefined;
    const picked = pickAsOf(versionsOf(page), options.date, position?.settledKey ?? '');
    files.push(...picked.files.filter((file) => file.name !== ownMarker));
    if (!page.IsTruncated || page.NextKeyMarker === undefined)
      return { objects: [...folders, ...files], next_token: null };
    position = {
      keyMarker: page.NextKeyMarker,
      versionIdMarker: page.NextVersionIdMarker ?? '',
      settledKey: picked.settled,
    };
  }
  return { objects: [...folders, ...files], next_token: position ? encodeToken(position) : null };
}

/** A folder as it was at `date`: each key's version current then (delete markers flagged), and the folders. */
export async function rewindObjects(s3: S3Client, options: RewindOptions): Promise<RewindResponse> {
  await requireVersionHistory(s3, options.bucket);
  return await listAsOf(s3, options);
}
