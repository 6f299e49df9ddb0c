export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => [...bucketKeys.all, 'list'] as const,
  /** Every query about one bucket starts with this key: the detail's Refresh invalidates it whole. */
  bucket: (name: string) => [...bucketKeys.all, 'bucket', name] as const,
  info: (name: string) => [...bucketKeys.bucket(name), 'info'] as const,
};

export const bucketPath = (name: string) => `/api/v1/buckets/${encodeURIComponent(name)}`;
