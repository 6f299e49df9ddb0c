import { useQueryClient } from '@tanstack/react-query';
import pMap from 'p-map';
import { useCallback, useState } from 'react';
import { showSnackbar } from '@/lib/notifications';
import { uploadFileDirect } from './api/direct-upload';
import { objectKeys } from './api/object-keys';
import { uploadFile } from './api/upload-file';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';
export type UploadItem = { id: string; name: string; percent: number; status: UploadStatus; error?: string };

/** Which ended uploads a clear drops: those that went up, or every one that has ended. */
export type ClearedUploads = 'done' | 'finished';
const clearedBy: Record<ClearedUploads, UploadStatus[]> = { done: ['done'], finished: ['done', 'failed'] };

/** Two files travel at once: enough to fill the link without starving the listing. */
const PARALLEL_UPLOADS = 2;
let nextId = 0;

/** A file's name below the folder: its path inside a dropped or chosen folder, else its own name. */
const relativeName = (file: File) => file.webkitRelativePath || file.name;

/**
 * Uploads files to a folder with per-file progress and the spec's messages (spec 1 §8). `direct`: the
 * session's direct transfers are on, so each file goes to MinIO itself in presigned parts.
 */
export function useUploads(bucket: string, folder: string, direct = false) {
  const queryClient = useQueryClient();
  const send = direct ? uploadFileDirect : uploadFile;
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = useCallback(
    async (files: File[]) => {
      const batch = files.map((file) => ({ file, id: String(nextId++) }));
      setItems((current) => [
        ...current,
        ...batch.map(({ file, id }) => ({
          id,
          name: relativeName(file),
          percent: 0,
          status: 'waiting' as const,
        })),
      ]);
      let failures = 0;
      const upload = async ({ file, id }: (typeof batch)[number]) => {
        update(id, { status: 'uploading' });
        try {
          const target = { bucket, folder, relativeName: relativeName(file) };
          await send(target, file, (percent) => update(id, { percent }));
          update(id, { status: 'done', percent: 100 });
        } catch (error) {
          failures++;
          update(id, { status: 'failed', error: (error as Error).message });
        }
      };
      await pMap(batch, upload, { concurrency: PARALLEL_UPLOADS });
      void queryClient.invalidateQueries({ queryKey: objectKeys.bucket(bucket) });
      if (failures === 0) showSnackbar('Object(s) uploaded successfully.');
      else showSnackbar('An error occurred while uploading the file(s).', 'error');
    },
    [bucket, folder, queryClient, send],
  );

  /** Drops the uploads that have ended: the ones that went up, and with 'finished' the failed ones too. */
  const clearFinished = (which: ClearedUploads = 'finished') =>
    setItems((current) => current.filter((item) => !clearedBy[which].includes(item.status)));
  return { items, start, clearFinished };
}
