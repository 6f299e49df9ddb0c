import { objectEndpoints, type ObjectEntry } from '@granary/contract';
import { endpointUrl } from '@/lib/api-client';
import { showSnackbar } from '@/lib/notifications';
import { saveUrl } from '@/lib/save-file';

/** Spec 1 §8/§9: downloads above 100 MB get a notice. */
export const LARGE_DOWNLOAD_BYTES = 104_857_600;

/** 'null' is sent as given: it names the version written while versioning was off, not the current one. */
export function downloadUrl(bucket: string, key: string, versionId?: string): string {
  const query = { prefix: key, ...(versionId ? { version_id: versionId } : {}) };
  return endpointUrl(objectEndpoints.download, { params: { bucket }, query });
}

/**
 * The browser downloads straight to disk from the server's stream (a link, not fetch into memory);
 * the session cookie authenticates it.
 */
export function startDownload(bucket: string, entry: ObjectEntry): void {
  saveUrl(downloadUrl(bucket, entry.name, entry.version_id));
  if (entry.size > LARGE_DOWNLOAD_BYTES)
    showSnackbar('Download process started, it may take a few moments to complete');
}
