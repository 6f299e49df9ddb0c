// Bucket metadata export (GET export-bucket-metadata): NOTES.md "Bucket metadata export".
import type { AdminCaller } from './caller.ts';
import { zipEntries } from './zip.ts';

/** Each bucket's exported files by bucket name, then file name (policy.json, quota.json, ...). */
export type BucketMetadataExport = Map<string, Map<string, string>>;

const decoder = new TextDecoder();

/**
 * One zip of every bucket's configuration (needs admin:ExportBucketMetadata). MinIO writes
 * notification.xml for every bucket, so each bucket is a key even when none of `files` exist for it;
 * only the files named in `files` are inflated.
 */
export async function exportBucketMetadata(c: AdminCaller, files: string[]): Promise<BucketMetadataExport> {
  const response = await c.send({ method: 'GET', path: '/export-bucket-metadata' });
  const wanted = new Set(files);
  const exported: BucketMetadataExport = new Map();
  for (const entry of zipEntries(await response.bytes())) {
    const slash = entry.name.indexOf('/');
    if (slash <= 0) continue;
    const [bucket, file] = [entry.name.slice(0, slash), entry.name.slice(slash + 1)];
    const bucketFiles = exported.get(bucket) ?? new Map<string, string>();
    exported.set(bucket, bucketFiles);
    if (wanted.has(file)) bucketFiles.set(file, decoder.decode(entry.read()));
  }
  return exported;
}
