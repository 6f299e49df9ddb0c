import type { ObjectTarget } from './object-target';

export const objectKeys = {
  all: ['object-browser'] as const,
  /** Every query about one bucket's objects: uploads, deletes and changes invalidate it whole. */
  bucket: (bucket: string) => [...objectKeys.all, 'bucket', bucket] as const,
  listing: (bucket: string, prefix: string) => [...objectKeys.bucket(bucket), 'listing', prefix] as const,
  object: (bucket: string, key: string) => [...objectKeys.bucket(bucket), 'object', key] as const,
  info: (target: ObjectTarget) =>
    [...objectKeys.object(target.bucket, target.key), 'info', target.versionId ?? ''] as const,
  versions: (bucket: string, key: string) => [...objectKeys.object(bucket, key), 'versions'] as const,
  rewind: (bucket: string, prefix: string, date: string) =>
    [...objectKeys.bucket(bucket), 'rewind', date, prefix] as const,
};
