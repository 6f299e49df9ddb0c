import { bucketSummaryEndpoints, type BucketQuotaRequest } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useSetQuota = (bucket: string) =>
  useBucketChange(bucket, (body: BucketQuotaRequest) =>
    callApi(bucketSummaryEndpoints.setQuota, { params: { name: bucket }, body }),
  );
