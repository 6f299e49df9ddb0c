import { sessionEndpoints, type HasPermissionRequest } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const permissionKeys = {
  all: ['has-permission'] as const,
  check: (actions: HasPermissionRequest['actions']) => [...permissionKeys.all, actions] as const,
};

export function hasPermissionQueryOptions(actions: HasPermissionRequest['actions']) {
  return queryOptions({
    queryKey: permissionKeys.check(actions),
    queryFn: ({ signal }) => callApi(sessionEndpoints.hasPermission, { body: { actions } }, { signal }),
    staleTime: 60_000,
  });
}

/** Whether the user's policy allows one action (spec 1 §6); false while unknown. */
export function useCan(id: string, action: string, bucketName?: string): boolean {
  const check = useQuery(
    hasPermissionQueryOptions([{ id, action, ...(bucketName !== undefined && { bucket_name: bucketName }) }]),
  );
  return check.data?.permissions.find((permission) => permission.id === id)?.can ?? false;
}

/** An action a screen offers, as the policy names it: in a bucket, and for object actions under a prefix. */
export type PolicyCheck = { action: string; bucket?: string; prefix?: string };

/** What the user's policy does not let them read, said where the value would be. */
export const notAllowedText = 'Not allowed by your policy';

/** The reason an action is shown disabled: the user's policy does not allow it. */
export const notAllowedBy = (action: string) => `${notAllowedText} (${action})`;

/**
 * The reasons the user's policy refuses a screen's actions, asked in one call: for each key, the text to
 * disable that action with, or undefined while unknown and when allowed (MinIO then decides).
 */
export function usePolicyChecks<Key extends string>(
  checks: Record<Key, PolicyCheck>,
): Record<Key, string | undefined> {
  const entries = Object.entries<PolicyCheck>(checks);
  const actions = entries.map(([id, { action, bucket, prefix }]) => ({
    id,
    action,
    ...(bucket !== undefined && { bucket_name: bucket }),
    ...(bucket !== undefined && prefix !== undefined && { prefix }),
  }));
  const { data } = useQuery(hasPermissionQueryOptions(actions));
  const refused = new Set(data?.permissions.filter((permission) => !permission.can).map(({ id }) => id));
  return Object.fromEntries(
    entries.map(([id, { action }]) => [id, refused.has(id) ? notAllowedBy(action) : undefined]),
  ) as Record<Key, string | undefined>;
}
