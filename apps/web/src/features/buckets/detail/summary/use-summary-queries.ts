import { useBucketInfo } from '@/features/buckets/api/get-bucket';
import { useSummaryItem } from '@/features/buckets/api/get-summary-item';

/** Every read of the Summary tab, so the tab can tell when they all failed the same way. */
export function useSummaryQueries(bucketName: string, distributedMode: boolean) {
  return {
    info: useBucketInfo(bucketName),
    encryption: useSummaryItem(bucketName, 'encryption'),
    usage: useSummaryItem(bucketName, 'usage'),
    replication: useSummaryItem(bucketName, 'replication', distributedMode),
    versioning: useSummaryItem(bucketName, 'versioning', distributedMode),
    objectLocking: useSummaryItem(bucketName, 'objectLocking', distributedMode),
    quota: useSummaryItem(bucketName, 'quota', distributedMode),
    retention: useSummaryItem(bucketName, 'retention', distributedMode),
  };
}

export type SummaryQueries = ReturnType<typeof useSummaryQueries>;
