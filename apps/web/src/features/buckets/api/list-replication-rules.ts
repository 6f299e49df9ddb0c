import { bucketReplicationEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function replicationRulesQueryOptions(bucket: string) {
  return queryOptions({
    queryKey: bucketKeys.replicationRules(bucket),
    queryFn: ({ signal }) =>
      callApi(bucketReplicationEndpoints.listRules, { params: { name: bucket } }, { signal }),
  });
}

export function useReplicationRules(bucket: string) {
  return useQuery(replicationRulesQueryOptions(bucket));
}
