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
