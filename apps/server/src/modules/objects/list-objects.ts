import { ListObjectsV2Command, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  byCodeUnits,
  isFolder,
  maxObjectPageSize,
  type ListObjectsResponse,
  type ObjectEntry,
} from '@granary/contract';
import { decodePageToken, encodePageToken } from './page-token.ts';

export type ListObjectsOptions = {
  bucket: string;
  prefix: string;
  limit: number;
  token?: string | undefined;
  withVersions: boolean;
};

/** The empty object some tools write to make a folder exist: not a file of that folder. */
const isFolderMarker = (key: string, prefix: string) => prefix.endsWith('/') && key === prefix;

/** The page's common prefixes, as folder rows. */
const foldersOf = (prefixes: { Prefix?: string | undefined }[] | undefined): ObjectEntry[] =>
  (prefixes ?? []).flatMap((entry) =>
    entry.Prefix ? [{ name: entry.Prefix, size: 0, last_modified: '' }] : [],
  );

type S3Entry = {
  Key?: string | undefined;
  Size?: number | undefined;
  LastModified?: Date | undefined;
  ETag?: string | undefined;
};

/** A listed key as a file row; the folder's own marker object is left out. */
const fileOf = (entry: S3Entry, prefix: string): ObjectEntry | undefined =>
  entry.Key && !isFolderMarker(entry.Key, prefix)
    ? {
        name: entry.Key,
        size: entry.Size ?? 0,
        last_modified: entry.LastModified?.toISOString() ?? '',
        ...(entry.ETag && { etag: entry.ETag.replaceAll('"', '') }),
      }
    : undefined;

/** What both listings ask S3 for: one page of the folder under the prefix. */
const folderPage = (options: ListObjectsOptions) => ({
  Bucket: options.bucket,
  Prefix: options.prefix,
  Delimiter: '/',
  MaxKeys: options.limit,
});

/** One page of current objects: folders (common prefixes) first, then files; the folder's own marker is left out. */
async function listCurrent(s3: S3Client, options: ListObjectsOptions): Promise<ListObjectsResponse> {
  const position = options.token ? decodePageToken(options.token, false) : undefined;
  const page = await s3.send(
    new ListObjectsV2Command({
      ...folderPage(options),
      ...(position && 'continuation' in position && { ContinuationToken: position.continuation }),
    }),
  );
  const folders = foldersOf(page.CommonPrefixes);
  const files = (page.Contents ?? []).flatMap((entry) => fileOf(entry, options.prefix) ?? []);
  const next = page.IsTruncated && page.NextContinuationToken;
  return {
    objects: [...folders, ...files],
    next_token: next ? encodePageToken({ continuation: next }) : null,
  };
}

/** One page of every version and delete marker under the prefix, newest first per key. */
async function listVersions(s3: S3Client, options: ListObjectsOptions): Promise<ListObjectsResponse> {
  const position = options.token ? decodePageToken(options.token, true) : undefined;
  const page = await s3.send(
    new ListObjectVersionsCommand({
      ...folderPage(options),
      ...(position &&
        'keyMarker' in position && {
          KeyMarker: position.keyMarker,
          VersionIdMarker: position.versionIdMarker,
        }),
    }),
  );
  const folders = foldersOf(page.CommonPrefixes);
  const versions = [
    ...(page.Versions ?? []).map((version) => ({ ...version, marker: false })),
    ...(page.DeleteMarkers ?? []).map((marker) => ({ ...marker, Size: 0, ETag: undefined, marker: true })),
  ].sort((a, b) => byCodeUnits(a.Key ?? '', b.Key ?? '') || Number(b.LastModified) - Number(a.LastModified));
  const files = versions.flatMap((entry): ObjectEntry[] => {
    const file = fileOf(entry, options.prefix);
    if (!file) return [];
    const versionId = entry.VersionId ?? 'null';
    return [
      { ...file, version_id: versionId, is_latest: entry.IsLatest ?? false, is_delete_marker: entry.marker },
    ];
  });
  const next =
    page.IsTruncated && page.NextKeyMarker !== undefined
      ? encodePageToken({ keyMarker: page.NextKeyMarker, versionIdMarker: page.NextVersionIdMarker ?? '' })
      : null;
  return { objects: [...folders, ...files], next_token: next };
}

/**
 * Up to `limit` rows read as S3's pages of at most 1,000, one after another, each starting where the
 * last ended (no more requests than `limit` needs); the rows are put back in a page's order: its
 * folders first, then its files.
 */
async function joinedPages(
  options: ListObjectsOptions,
  listOne: (options: ListObjectsOptions) => Promise<ListObjectsResponse>,
): Promise<ListObjectsResponse> {
  const objects: ObjectEntry[] = [];
  let token = options.token;
  const requests = Math.ceil(options.limit / maxObjectPageSize);
  for (let request = 1; ; request++) {
    const limit = Math.min(maxObjectPageSize, options.limit - objects.length);
    const page = await listOne({ ...options, token, limit });
    if (request === 1 && (page.next_token === null || page.objects.length >= options.limit)) return page;
    objects.push(...page.objects);
    if (page.next_token === null || objects.length >= options.limit || request >= requests) {
      const folders = objects.filter(isFolder);
      const files = folders.length === 0 ? objects : objects.filter((entry) => !isFolder(entry));
      return { objects: [...folders, ...files], next_token: page.next_token };
    }
    token = page.next_token;
  }
}

/** A page of a bucket's folder or search prefix, with the token of the page after it. */
export async function listObjects(s3: S3Client, options: ListObjectsOptions): Promise<ListObjectsResponse> {
  const listOne = (one: ListObjectsOptions) =>
    one.withVersions ? listVersions(s3, one) : listCurrent(s3, one);
  return await joinedPages(options, listOne);
}
