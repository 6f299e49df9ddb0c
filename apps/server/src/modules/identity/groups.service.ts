import type { Group, UpdateGroupRequest } from '@granary/contract';
import type { AdminClient } from '@granary/madmin';
import { alreadyExists, notFound, splitPolicies, unlessMissing } from './identity-errors.ts';

export async function listGroups(admin: AdminClient): Promise<string[]> {
  return [...(await admin.listGroups())].sort();
}

export async function getGroup(admin: AdminClient, name: string): Promise<Group> {
  const info = await unlessMissing(admin.groupInfo(name));
  if (!info) throw notFound('Group', name);
  // MinIO reports a disabled group's policies as empty, though it keeps them; the mapping still has them.
  const policy =
    info.status === 'disabled'
      ? ((await admin.policyEntities({ groups: [name] })).groupMappings.find((m) => m.group === name)
          ?.policies ?? [])
      : splitPolicies(info.policy);
  return { name, status: info.status, members: [...info.members].sort(), policy: [...policy].sort() };
}

async function assertUsersExist(admin: AdminClient, users: string[]): Promise<void> {
  for (const user of users) if (!(await unlessMissing(admin.userInfo(user)))) throw notFound('User', user);
}

export async function createGroup(admin: AdminClient, name: string, members: string[]): Promise<Group> {
  if (await unlessMissing(admin.groupInfo(name))) throw alreadyExists('Group', name);
  await assertUsersExist(admin, members);
  await admin.updateGroupMembers({ group: name, members, isRemove: false });
  return getGroup(admin, name);
}

export async function updateGroup(
  admin: AdminClient,
  name: string,
  request: UpdateGroupRequest,
): Promise<Group> {
  const current = await getGroup(admin, name);
  await assertUsersExist(admin, request.members);
  const added = request.members.filter((m) => !current.members.includes(m));
  const removed = current.members.filter((m) => !request.members.includes(m));
  if (added.length > 0) await admin.updateGroupMembers({ group: name, members: added, isRemove: false });
  if (removed.length > 0) await admin.updateGroupMembers({ group: name, members: removed, isRemove: true });
  if (current.status !== request.status) await admin.setGroupStatus(name, request.status);
  return getGroup(admin, name);
}

/** MinIO only removes an empty group: the members leave first, as an administrator deleting it expects. */
export async function deleteGroup(admin: AdminClient, name: string): Promise<void> {
  const current = await getGroup(admin, name);
  if (current.members.length > 0)
    await admin.updateGroupMembers({ group: name, members: current.members, isRemove: true });
  await admin.removeGroup(name);
}
