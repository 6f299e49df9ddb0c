import { usePolicyChecks } from '@/lib/has-permission';

/** Why the user's policy refuses each change the Groups screen offers (undefined: allowed or not known). */
export function useGroupDenials() {
  const deniedBy = usePolicyChecks({
    members: { action: 'admin:AddUserToGroup' },
    remove: { action: 'admin:RemoveUserFromGroup' },
    policies: { action: 'admin:AttachUserOrGroupPolicy' },
  });
  return {
    /** Creating a group and changing its members (MinIO's update-group-members). */
    members: deniedBy('members'),
    /** Deleting a group (MinIO removes it as the last member change). */
    remove: deniedBy('remove'),
    policies: deniedBy('policies'),
  };
}
