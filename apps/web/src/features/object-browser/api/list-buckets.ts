import { bucketPaths, listBucketsResponseSchema } from '@silo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { objectKeys } from './object-keys';

/** The buckets the user can browse, with their reported size. */
export function useBrowsableBuckets() {
  return useQuery({
    queryKey: objectKeys.buckets(),
    queryFn: ({ signal }) => apiRequest(bucketPaths.buckets, { schema: listBucketsResponseSchema, signal }),
  });
}
