import { bucketAuditEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function useBucketPolicies(bucket: string) {
  return useQuery({
    queryKey: bucketKeys.auditPolicies(bucket),
    queryFn: ({ signal }) => callApi(bucketAuditEndpoints.policies, { params: { bucket } }, { signal }),
  });
}
