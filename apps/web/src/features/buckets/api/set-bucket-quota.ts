import { bucketSummaryEndpoints, type BucketQuotaRequest } from '@silo/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useSetQuota = (bucket: string) =>
  useBucketChange(bucket, (body: BucketQuotaRequest) =>
    callApi(bucketSummaryEndpoints.setQuota, { params: { name: bucket }, body }),
  );
