import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys shared by the users, groups and policies screens: a change made on one screen (a group's
 * members, a user's policies) must refresh the lists the others show.
 */
export const identityKeys = {
  users: ['users'] as const,
  userList: () => [...identityKeys.users, 'list'] as const,
  user: (name: string) => [...identityKeys.users, 'detail', name] as const,
  userServiceAccounts: (name: string) => [...identityKeys.users, 'service-accounts', name] as const,
  groups: ['groups'] as const,
  groupList: () => [...identityKeys.groups, 'list'] as const,
  group: (name: string) => [...identityKeys.groups, 'detail', name] as const,
  policies: ['policies'] as const,
  policyList: () => [...identityKeys.policies, 'list'] as const,
  policy: (name: string) => [...identityKeys.policies, 'detail', name] as const,
  policyEntities: (name: string, kind: 'users' | 'groups') =>
    [...identityKeys.policies, 'entities', name, kind] as const,
};

/** After any identity change: users, groups and policies all show parts of each other. */
export function invalidateIdentity(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [identityKeys.users, identityKeys.groups, identityKeys.policies].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
