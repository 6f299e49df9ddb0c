import { objectDetailEndpoints, type SetRetentionBody } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useObjectChange } from './change-object';
import { targetInput, type ObjectTarget } from './object-target';

export function useSetObjectRetention(target: ObjectTarget) {
  return useObjectChange(target.bucket, (body: SetRetentionBody) =>
    callApi(objectDetailEndpoints.setRetention, { ...targetInput(target), body }),
  );
}
