import { objectDetailEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useObjectChange } from './change-object';
import { targetInput, type ObjectTarget } from './object-target';

/** Removes governance retention (compliance cannot be removed). */
export function useClearObjectRetention(target: ObjectTarget) {
  return useObjectChange(target.bucket, () =>
    callApi(objectDetailEndpoints.clearRetention, targetInput(target)),
  );
}
