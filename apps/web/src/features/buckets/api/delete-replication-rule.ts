import { bucketReplicationEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useDeleteReplicationRule = (bucket: string) =>
  useBucketChange(bucket, (ruleId: string) =>
    callApi(bucketReplicationEndpoints.deleteRule, { params: { name: bucket, ruleId } }),
  );
