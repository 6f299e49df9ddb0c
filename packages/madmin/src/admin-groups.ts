// Groups: /update-group-members, /groups, /group, /set-group-status (all plain JSON).
import type { AdminCaller } from './caller.ts';
import { jsonBytes } from './caller.ts';
import { normaliseGroupInfo, type RawGroupInfo } from './normalise.ts';
import type { AccountStatus, GroupInfo, UpdateGroupMembersOptions } from './types/iam.ts';

export async function listGroups(c: AdminCaller): Promise<string[]> {
  return (await c.json<string[] | null>({ method: 'GET', path: '/groups' })) ?? [];
}

export async function groupInfo(c: AdminCaller, name: string): Promise<GroupInfo> {
  return normaliseGroupInfo(
    await c.json<RawGroupInfo>({ method: 'GET', path: '/group', query: { group: name } }),
  );
}

export function updateGroupMembers(c: AdminCaller, opts: UpdateGroupMembersOptions): Promise<void> {
  const body = jsonBytes({ group: opts.group, members: opts.members, isRemove: opts.isRemove });
  return c.empty({ method: 'PUT', path: '/update-group-members', body, contentType: 'application/json' });
}

export function setGroupStatus(c: AdminCaller, group: string, status: AccountStatus): Promise<void> {
  return c.empty({ method: 'PUT', path: '/set-group-status', query: { group, status } });
}
