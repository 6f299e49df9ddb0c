import {
  lifecycleResponseSchema,
  okResponseSchema,
  tiersResponseSchema,
  type AddLifecycleRuleRequest,
  type EditLifecycleRuleRequest,
  type LifecycleRule,
  type Tier,
} from '@silo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { bucketKeys, bucketPath } from '../../api/bucket-keys';

export const lifecycleKeys = {
  rules: (bucket: string) => [...bucketKeys.bucket(bucket), 'lifecycle'] as const,
  /** Under the bucket's key so the header's Refresh reloads the tiers too. */
  tiers: (bucket: string) => [...bucketKeys.bucket(bucket), 'tiers'] as const,
};

const lifecyclePath = (bucket: string) => `${bucketPath(bucket)}/lifecycle`;
const rulePath = (bucket: string, id: string) => `${lifecyclePath(bucket)}/${encodeURIComponent(id)}`;

/** Spec 1 §8: a failed load of the rules is only logged; the table then stays empty. */
export function useLifecycleRules(bucket: string) {
  return useQuery({
    queryKey: lifecycleKeys.rules(bucket),
    queryFn: async ({ signal }): Promise<LifecycleRule[]> => {
      try {
        return (await apiRequest(lifecyclePath(bucket), { schema: lifecycleResponseSchema, signal }))
          .lifecycle;
      } catch (error) {
        if (!signal.aborted) console.error(`Lifecycle rules of '${bucket}' could not be loaded`, error);
        throw error;
      }
    },
    meta: { errorDisplay: 'none' },
  });
}

/** Spec 1 §8: a failed tier load is ignored; the storage class list is then empty. */
export function useTiers(bucket: string) {
  return useQuery({
    queryKey: lifecycleKeys.tiers(bucket),
    queryFn: async ({ signal }): Promise<Tier[]> =>
      (await apiRequest('/api/v1/admin/tiers', { schema: tiersResponseSchema, signal })).items,
    meta: { errorDisplay: 'none' },
  });
}

/** "The page reloads after a modal succeeds": every query of the bucket. */
function useBucketMutation<Variables>(bucket: string, run: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}

export const useAddLifecycleRule = (bucket: string) =>
  useBucketMutation(bucket, (body: AddLifecycleRuleRequest) =>
    apiRequest(lifecyclePath(bucket), { method: 'POST', body, schema: z.object({ id: z.string() }) }),
  );

export const useEditLifecycleRule = (bucket: string) =>
  useBucketMutation(bucket, ({ id, body }: { id: string; body: EditLifecycleRuleRequest }) =>
    apiRequest(rulePath(bucket, id), { method: 'PUT', body, schema: okResponseSchema }),
  );

export const useDeleteLifecycleRule = (bucket: string) =>
  useBucketMutation(bucket, (id: string) =>
    apiRequest(rulePath(bucket, id), { method: 'DELETE', schema: okResponseSchema }),
  );
