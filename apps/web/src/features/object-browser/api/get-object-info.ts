import { objectDetailEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { objectKeys } from './object-keys';
import { targetInput, type ObjectTarget } from './object-target';

export function useObjectInfo(target: ObjectTarget) {
  return useQuery({
    queryKey: objectKeys.info(target),
    queryFn: ({ signal }) => callApi(objectDetailEndpoints.info, targetInput(target), { signal }),
    retry: false,
    // Spec 1 §8: a failed metadata fetch raises no snackbar; the page says what is missing.
    meta: { errorDisplay: 'none' },
  });
}
