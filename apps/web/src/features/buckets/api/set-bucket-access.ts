import { bucketSummaryEndpoints, type SetBucketPolicyRequest } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useSetAccess = (bucket: string) =>
  useBucketChange(bucket, (body: SetBucketPolicyRequest) =>
    callApi(bucketSummaryEndpoints.setPolicy, { params: { name: bucket }, body }),
  );
