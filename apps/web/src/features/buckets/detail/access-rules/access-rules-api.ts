import {
  accessRulesResponseSchema,
  bucketAccessPaths,
  okResponseSchema,
  type AccessRulesResponse,
  type OkResponse,
  type SetAccessRuleRequest,
} from '@silo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bucketKeys } from '../../api/bucket-keys';

const rulesPath = (bucket: string) =>
  bucketAccessPaths.accessRules.replace(':bucket', encodeURIComponent(bucket));

/** Slashes stay encoded too: the server reads the prefix from the rest of the path either way. */
const rulePath = (bucket: string, prefix: string) => `${rulesPath(bucket)}/${encodeURIComponent(prefix)}`;

export const accessRuleKeys = {
  list: (bucket: string) => [...bucketKeys.bucket(bucket), 'access-rules'] as const,
};

export function listAccessRules(bucket: string, signal?: AbortSignal): Promise<AccessRulesResponse> {
  return apiRequest(rulesPath(bucket), { schema: accessRulesResponseSchema, signal });
}

export function setAccessRule(bucket: string, body: SetAccessRuleRequest): Promise<OkResponse> {
  return apiRequest(rulesPath(bucket), { method: 'PUT', body, schema: okResponseSchema });
}

export function deleteAccessRule(bucket: string, prefix: string): Promise<OkResponse> {
  return apiRequest(rulePath(bucket, prefix), { method: 'DELETE', schema: okResponseSchema });
}

export function useAccessRules(bucket: string) {
  return useQuery({
    queryKey: accessRuleKeys.list(bucket),
    queryFn: ({ signal }) => listAccessRules(bucket, signal),
  });
}

/** A rule changes the bucket policy, so the header's access level reloads with the rules. */
function useInvalidateBucket(bucket: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) });
}

/** The modal shows the error itself. */
export function useSetAccessRule(bucket: string) {
  const invalidate = useInvalidateBucket(bucket);
  return useMutation({
    mutationFn: (body: SetAccessRuleRequest) => setAccessRule(bucket, body),
    meta: { errorDisplay: 'none' },
    onSuccess: invalidate,
  });
}

/** The delete dialog shows the error itself. */
export function useDeleteAccessRule(bucket: string) {
  const invalidate = useInvalidateBucket(bucket);
  return useMutation({
    mutationFn: (prefix: string) => deleteAccessRule(bucket, prefix),
    meta: { errorDisplay: 'none' },
    onSuccess: invalidate,
  });
}
