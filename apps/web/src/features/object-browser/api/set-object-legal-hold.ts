import { objectDetailEndpoints, type SetLegalHoldBody } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useObjectChange } from './change-object';
import { targetInput, type ObjectTarget } from './object-target';

export function useSetObjectLegalHold(target: ObjectTarget) {
  return useObjectChange(target.bucket, (body: SetLegalHoldBody) =>
    callApi(objectDetailEndpoints.setLegalHold, { ...targetInput(target), body }),
  );
}
