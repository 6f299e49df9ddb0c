import {
  bucketAccessPaths,
  bucketPoliciesResponseSchema,
  bucketUsersResponseSchema,
  type BucketPoliciesResponse,
  type BucketUsersResponse,
} from '@silo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bucketKeys } from '../../api/bucket-keys';

const withBucket = (path: string, bucket: string) => path.replace(':bucket', encodeURIComponent(bucket));

export const bucketAuditKeys = {
  policies: (bucket: string) => [...bucketKeys.bucket(bucket), 'audit', 'policies'] as const,
  users: (bucket: string) => [...bucketKeys.bucket(bucket), 'audit', 'users'] as const,
};

export function getBucketPolicies(bucket: string, signal?: AbortSignal): Promise<BucketPoliciesResponse> {
  return apiRequest(withBucket(bucketAccessPaths.policies, bucket), {
    schema: bucketPoliciesResponseSchema,
    signal,
  });
}

export function getBucketUsers(bucket: string, signal?: AbortSignal): Promise<BucketUsersResponse> {
  return apiRequest(withBucket(bucketAccessPaths.users, bucket), {
    schema: bucketUsersResponseSchema,
    signal,
  });
}

export function useBucketPolicies(bucket: string) {
  return useQuery({
    queryKey: bucketAuditKeys.policies(bucket),
    queryFn: ({ signal }) => getBucketPolicies(bucket, signal),
  });
}

export function useBucketUsers(bucket: string, enabled: boolean) {
  return useQuery({
    queryKey: bucketAuditKeys.users(bucket),
    queryFn: ({ signal }) => getBucketUsers(bucket, signal),
    enabled,
  });
}
