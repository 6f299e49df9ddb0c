import { bucketAuditEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function useBucketUsers(bucket: string, enabled: boolean) {
  return useQuery({
    queryKey: bucketKeys.auditUsers(bucket),
    queryFn: ({ signal }) => callApi(bucketAuditEndpoints.users, { params: { bucket } }, { signal }),
    enabled,
  });
}
