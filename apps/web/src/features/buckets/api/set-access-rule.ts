import { bucketAccessRuleEndpoints, type SetAccessRuleRequest } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

/** A rule changes the bucket policy, so the header's access level reloads with the rules. */
export const useSetAccessRule = (bucket: string) =>
  useBucketChange(bucket, (body: SetAccessRuleRequest) =>
    callApi(bucketAccessRuleEndpoints.set, { params: { bucket }, body }),
  );
