import { bucketEndpoints, type ListBucketsResponse } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from './bucket-keys';

export function listBuckets(signal?: AbortSignal): Promise<ListBucketsResponse> {
  return callApi(bucketEndpoints.list, {}, { signal });
}

export function listBucketsQueryOptions() {
  // The screens that list buckets say why the list failed where it would be (one error, said once).
  return queryOptions({
    queryKey: bucketKeys.list(),
    queryFn: ({ signal }) => listBuckets(signal),
    meta: { errorDisplay: 'none' },
  });
}

export function useBuckets() {
  return useQuery(listBucketsQueryOptions());
}
