export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => [...bucketKeys.all, 'list'] as const,
};

export const bucketPath = (name: string) => `/api/v1/buckets/${encodeURIComponent(name)}`;
