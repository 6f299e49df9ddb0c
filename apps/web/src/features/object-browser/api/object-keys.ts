export const objectKeys = {
  all: ['object-browser'] as const,
  buckets: () => [...objectKeys.all, 'buckets'] as const,
  bucket: (bucket: string) => [...objectKeys.all, 'bucket', bucket] as const,
  listing: (bucket: string, prefix: string) => [...objectKeys.bucket(bucket), 'listing', prefix] as const,
};
