import { bucketInfoSchema, type BucketInfo } from '@silo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bucketKeys, bucketPath } from './bucket-keys';

export function getBucket(name: string, signal?: AbortSignal): Promise<BucketInfo> {
  return apiRequest(bucketPath(name), { schema: bucketInfoSchema, signal });
}

/** The bucket's name and access, shown in the detail header. */
export function useBucketInfo(name: string) {
  return useQuery({ queryKey: bucketKeys.info(name), queryFn: ({ signal }) => getBucket(name, signal) });
}
