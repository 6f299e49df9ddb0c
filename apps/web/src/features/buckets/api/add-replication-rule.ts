import { bucketReplicationEndpoints, type AddReplicationRuleRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/** The form reads the replicationState itself (spec 1 §8) and shows request errors in the modal. */
export function useAddReplicationRule(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReplicationRuleRequest) =>
      callApi(bucketReplicationEndpoints.addRule, { params: { name: bucket }, body }),
    meta: { errorDisplay: 'none' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}
