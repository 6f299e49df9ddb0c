import { byCodeUnits, type CreateUserRequest, type UpdateUserRequest, type User } from '@granary/contract';
import type { AdminClient, UserInfo } from '@granary/madmin';
import {
  alreadyExists,
  cannotDeleteSelf,
  notFound,
  splitPolicies,
  unlessMissing,
} from './identity-errors.ts';

function toUser(accessKey: string, info: UserInfo): User {
  return {
    accessKey,
    status: info.status === 'disabled' ? 'disabled' : 'enabled',
    memberOf: [...(info.memberOf ?? [])].sort(),
    policy: splitPolicies(info.policyName),
  };
}

export async function listUsers(admin: AdminClient): Promise<User[]> {
  const users = await admin.listUsers();
  return Object.entries(users ?? {})
    .map(([accessKey, info]) => toUser(accessKey, info))
    .sort((a, b) => byCodeUnits(a.accessKey, b.accessKey));
}

export async function getUser(admin: AdminClient, accessKey: string): Promise<User> {
  const info = await unlessMissing(admin.userInfo(accessKey));
  if (!info) throw notFound('User', accessKey);
  return toUser(accessKey, info);
}

/** Every named policy must exist before anything changes, so a typo leaves no half-made user. */
async function assertPoliciesExist(admin: AdminClient, policies: string[]): Promise<void> {
  for (const policy of policies) {
    if (!(await unlessMissing(admin.infoCannedPolicy(policy)))) throw notFound('Policy', policy);
  }
}

async function setGroups(
  admin: AdminClient,
  accessKey: string,
  current: string[],
  wanted: string[],
): Promise<void> {
  for (const group of wanted.filter((g) => !current.includes(g)))
    await admin.updateGroupMembers({ group, members: [accessKey], isRemove: false });
  for (const group of current.filter((g) => !wanted.includes(g)))
    await admin.updateGroupMembers({ group, members: [accessKey], isRemove: true });
}

export async function createUser(admin: AdminClient, request: Required<CreateUserRequest>): Promise<User> {
  if (await unlessMissing(admin.userInfo(request.accessKey))) throw alreadyExists('User', request.accessKey);
  await assertPoliciesExist(admin, request.policies);
  await admin.addUser(request.accessKey, request.secretKey, 'enabled');
  await setGroups(admin, request.accessKey, [], request.groups);
  if (request.policies.length > 0)
    await admin.setPolicy({ policyNames: request.policies, entityName: request.accessKey, isGroup: false });
  return getUser(admin, request.accessKey);
}

export async function updateUser(
  admin: AdminClient,
  accessKey: string,
  request: UpdateUserRequest,
): Promise<User> {
  const current = await getUser(admin, accessKey);
  if (request.policies) await assertPoliciesExist(admin, request.policies);
  // Status goes last when disabling: MinIO refuses a disabled user's policy change ("no such user").
  if (current.status === 'disabled' && request.status === 'enabled')
    await admin.setUserStatus(accessKey, 'enabled');
  await setGroups(admin, accessKey, current.memberOf, request.groups);
  if (request.policies)
    await admin.setPolicy({ policyNames: request.policies, entityName: accessKey, isGroup: false });
  if (current.status === 'enabled' && request.status === 'disabled')
    await admin.setUserStatus(accessKey, 'disabled');
  return getUser(admin, accessKey);
}

export async function deleteUser(
  admin: AdminClient,
  accessKey: string,
  self: string | undefined,
): Promise<void> {
  if (accessKey === self) throw cannotDeleteSelf();
  await getUser(admin, accessKey);
  await admin.removeUser(accessKey);
}

export async function addUsersToGroups(admin: AdminClient, users: string[], groups: string[]): Promise<void> {
  for (const user of users) await getUser(admin, user);
  for (const group of groups) await admin.updateGroupMembers({ group, members: users, isRemove: false });
}
