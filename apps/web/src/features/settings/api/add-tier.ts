import { tierEndpoints, type AddTierRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tierKeys } from '@/shared-api/list-tiers';

export function useAddTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTierRequest) => callApi(tierEndpoints.add, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tierKeys.all }),
  });
}
