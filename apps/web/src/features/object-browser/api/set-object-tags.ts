import { objectDetailEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useObjectChange } from './change-object';
import { targetInput, type ObjectTarget } from './object-target';

/** Replaces the object's whole tag set. */
export function useSetObjectTags(target: ObjectTarget) {
  return useObjectChange(target.bucket, (tags: Record<string, string>) =>
    callApi(objectDetailEndpoints.setTags, { ...targetInput(target), body: { tags } }),
  );
}
