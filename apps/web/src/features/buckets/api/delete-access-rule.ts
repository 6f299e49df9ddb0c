import { bucketAccessRuleEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

/** A rule changes the bucket policy, so the header's access level reloads with the rules. */
export const useDeleteAccessRule = (bucket: string) =>
  useBucketChange(bucket, (prefix: string) =>
    callApi(bucketAccessRuleEndpoints.delete, { params: { bucket, '*': prefix } }),
  );
