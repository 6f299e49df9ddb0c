import {
  okResponseSchema,
  replicationResultSchema,
  replicationRulesResponseSchema,
  type AddReplicationRuleRequest,
} from '@silo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bucketKeys, bucketPath } from '../../api/bucket-keys';

export const replicationRulesKey = (bucket: string) => [...bucketKeys.bucket(bucket), 'replication'] as const;
const rulesPath = (bucket: string) => `${bucketPath(bucket)}/replication`;

export function replicationRulesQueryOptions(bucket: string) {
  return queryOptions({
    queryKey: replicationRulesKey(bucket),
    queryFn: ({ signal }) =>
      apiRequest(rulesPath(bucket), { schema: replicationRulesResponseSchema, signal }),
  });
}

export function useReplicationRules(bucket: string) {
  return useQuery(replicationRulesQueryOptions(bucket));
}

/** The form reads the replicationState itself (spec 1 §8) and shows request errors in the modal. */
export function useAddReplicationRule(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReplicationRuleRequest) =>
      apiRequest(rulesPath(bucket), { method: 'POST', body, schema: replicationResultSchema }),
    meta: { errorDisplay: 'none' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}

export function useDeleteReplicationRule(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      apiRequest(`${rulesPath(bucket)}/${encodeURIComponent(ruleId)}`, {
        method: 'DELETE',
        schema: okResponseSchema,
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}
