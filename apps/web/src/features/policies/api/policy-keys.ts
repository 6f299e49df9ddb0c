import { identityKeys } from '../../../lib/identity/identity-keys';

/** Query keys of the policies feature, under the shared identity keys (one cached policy list). */
export const policyKeys = {
  all: identityKeys.policies,
  list: identityKeys.policyList,
  detail: (name: string) => [...identityKeys.policies, 'detail', name] as const,
  entities: (name: string) => [...identityKeys.policies, 'entities', name] as const,
};
