import { bucketSummaryEndpoints, type BucketRetention } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useSetRetention = (bucket: string) =>
  useBucketChange(bucket, (body: BucketRetention) =>
    callApi(bucketSummaryEndpoints.setRetention, { params: { name: bucket }, body }),
  );
