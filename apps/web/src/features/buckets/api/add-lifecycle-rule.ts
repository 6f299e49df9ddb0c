import { bucketLifecycleEndpoints, type AddLifecycleRuleRequest } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useAddLifecycleRule = (bucket: string) =>
  useBucketChange(bucket, (body: AddLifecycleRuleRequest) =>
    callApi(bucketLifecycleEndpoints.add, { params: { name: bucket }, body }),
  );
