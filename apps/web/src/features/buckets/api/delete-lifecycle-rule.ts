import { bucketLifecycleEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useDeleteLifecycleRule = (bucket: string) =>
  useBucketChange(bucket, (id: string) =>
    callApi(bucketLifecycleEndpoints.delete, { params: { name: bucket, ruleId: id } }),
  );
