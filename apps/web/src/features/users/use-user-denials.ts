import { usePolicyChecks } from '@/lib/has-permission';

/**
 * Why the user's policy refuses each change the Users screens offer (undefined: allowed or not known).
 * `create` also covers setting another user's password (MinIO's add-user).
 */
export const useUserDenials = () =>
  usePolicyChecks({
    create: { action: 'admin:CreateUser' },
    delete: { action: 'admin:DeleteUser' },
    enable: { action: 'admin:EnableUser' },
    disable: { action: 'admin:DisableUser' },
    groups: { action: 'admin:AddUserToGroup' },
    policies: { action: 'admin:AttachUserOrGroupPolicy' },
  });
