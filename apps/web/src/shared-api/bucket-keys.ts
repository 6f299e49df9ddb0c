/** Every cached answer about buckets: one key per endpoint. */
export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => [...bucketKeys.all, 'list'] as const,
  /** Every query about one bucket starts with this key: the detail's Refresh invalidates it whole. */
  bucket: (name: string) => [...bucketKeys.all, 'bucket', name] as const,
  info: (name: string) => [...bucketKeys.bucket(name), 'info'] as const,
  /** One Summary item: versioning, quota, retention, encryption, objectLocking, replication, usage. */
  summaryItem: (name: string, item: string) => [...bucketKeys.bucket(name), 'summary', item] as const,
  events: (name: string) => [...bucketKeys.bucket(name), 'events'] as const,
  /** Under the bucket's key, so the header's Refresh reloads the ARNs offered by the subscribe modal. */
  notificationArns: (name: string) => [...bucketKeys.bucket(name), 'notification-arns'] as const,
  lifecycle: (name: string) => [...bucketKeys.bucket(name), 'lifecycle'] as const,
  replicationRules: (name: string) => [...bucketKeys.bucket(name), 'replication'] as const,
  accessRules: (name: string) => [...bucketKeys.bucket(name), 'access-rules'] as const,
  auditPolicies: (name: string) => [...bucketKeys.bucket(name), 'audit', 'policies'] as const,
  auditUsers: (name: string) => [...bucketKeys.bucket(name), 'audit', 'users'] as const,
};
