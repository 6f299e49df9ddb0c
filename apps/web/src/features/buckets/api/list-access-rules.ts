import { bucketAccessRuleEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function useAccessRules(bucket: string) {
  return useQuery({
    queryKey: bucketKeys.accessRules(bucket),
    queryFn: ({ signal }) => callApi(bucketAccessRuleEndpoints.list, { params: { bucket } }, { signal }),
  });
}
