import { tierEndpoints, type TierCredentialsRequest, type TierType } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useUpdateTierCredentials() {
  return useMutation({
    mutationFn: (input: { type: TierType; name: string; body: TierCredentialsRequest }) =>
      callApi(tierEndpoints.updateCredentials, {
        params: { type: input.type, name: input.name },
        body: input.body,
      }),
    meta: { errorDisplay: 'none' },
  });
}
