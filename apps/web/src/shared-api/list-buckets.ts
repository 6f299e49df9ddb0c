import { bucketEndpoints, type ListBucketsResponse } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from './bucket-keys';

export function listBuckets(signal?: AbortSignal): Promise<ListBucketsResponse> {
  return callApi(bucketEndpoints.list, {}, { signal });
}

export function listBucketsQueryOptions() {
  return queryOptions({ queryKey: bucketKeys.list(), queryFn: ({ signal }) => listBuckets(signal) });
}

export function useBuckets() {
  return useQuery(listBucketsQueryOptions());
}
