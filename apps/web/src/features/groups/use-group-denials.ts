import { usePolicyChecks } from '@/lib/has-permission';

/**
 * Why the user's policy refuses each change the Groups screen offers (undefined: allowed or not known):
 * `members` creates a group and changes its members, `remove` deletes it (MinIO's last member change).
 */
export const useGroupDenials = () =>
  usePolicyChecks({
    members: { action: 'admin:AddUserToGroup' },
    remove: { action: 'admin:RemoveUserFromGroup' },
    policies: { action: 'admin:AttachUserOrGroupPolicy' },
  });
