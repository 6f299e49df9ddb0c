import { usePolicyChecks } from '@/lib/has-permission';

/** Why the user's policy refuses each change the Users screens offer (undefined: allowed or not known). */
export function useUserDenials() {
  const deniedBy = usePolicyChecks({
    create: { action: 'admin:CreateUser' },
    delete: { action: 'admin:DeleteUser' },
    enable: { action: 'admin:EnableUser' },
    disable: { action: 'admin:DisableUser' },
    groups: { action: 'admin:AddUserToGroup' },
    policies: { action: 'admin:AttachUserOrGroupPolicy' },
  });
  return {
    /** Creating a user, and setting another user's password (MinIO's add-user). */
    create: deniedBy('create'),
    delete: deniedBy('delete'),
    enable: deniedBy('enable'),
    disable: deniedBy('disable'),
    groups: deniedBy('groups'),
    policies: deniedBy('policies'),
  };
}
