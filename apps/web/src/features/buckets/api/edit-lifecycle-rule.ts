import { bucketLifecycleEndpoints, type EditLifecycleRuleRequest } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useEditLifecycleRule = (bucket: string) =>
  useBucketChange(bucket, ({ id, body }: { id: string; body: EditLifecycleRuleRequest }) =>
    callApi(bucketLifecycleEndpoints.edit, { params: { name: bucket, ruleId: id }, body }),
  );
