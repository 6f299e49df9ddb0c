import type { ObjectTargetQuery } from '@granary/contract';

export type ObjectTarget = { bucket: string; key: string; versionId?: string | undefined };

/** The params and query that name one object (or one version) in the detail endpoints. */
export function targetInput(target: ObjectTarget): { params: { bucket: string }; query: ObjectTargetQuery } {
  return {
    params: { bucket: target.bucket },
    query: { prefix: target.key, ...(target.versionId ? { version_id: target.versionId } : {}) },
  };
}
