import { describe, expect, it } from 'vitest';
import { MadminError } from './errors.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

describe('groups', () => {
  it('create → info → add/remove members → status → remove, with memberOf on the user', async () => {
    const admin = rootClient();
    const group = uniqueName('grp');
    const [alice, bob] = [uniqueName('alice'), uniqueName('bob')];
    await admin.addUser(alice, 'alice-secret-1');
    await admin.addUser(bob, 'bob-secret-1');
    try {
      await admin.updateGroupMembers({ group, members: [alice], isRemove: false }); // creates the group
      expect(await admin.listGroups()).toContain(group);
      const created = await admin.groupInfo(group);
      expect(created).toMatchObject({ name: group, status: 'enabled', members: [alice], policy: '' });
      expect(Date.parse(created.updatedAt ?? '')).toBeGreaterThan(0);
      expect((await admin.userInfo(alice)).memberOf).toEqual([group]);

      await admin.updateGroupMembers({ group, members: [bob], isRemove: false });
      expect((await admin.groupInfo(group)).members.sort()).toEqual([alice, bob].sort());
      await admin.setPolicy({ policyNames: ['readonly', 'diagnostics'], entityName: group, isGroup: true });
      expect((await admin.groupInfo(group)).policy.split(',').sort()).toEqual(['diagnostics', 'readonly']);

      const notEmpty = await admin.removeGroup(group).catch((e: unknown) => e);
      expect(notEmpty).toBeInstanceOf(MadminError);
      expect(notEmpty).toMatchObject({ code: 'XMinioAdminGroupNotEmpty', status: 400 });

      await admin.setGroupStatus(group, 'disabled');
      expect((await admin.groupInfo(group)).status).toBe('disabled');
      await admin.setGroupStatus(group, 'enabled');
      expect((await admin.groupInfo(group)).status).toBe('enabled');

      await admin.updateGroupMembers({ group, members: [alice, bob], isRemove: true });
      const emptied = await admin.groupInfo(group);
      expect(emptied.members).toEqual([]); // MinIO sends null here
      expect((await admin.userInfo(alice)).memberOf ?? []).toEqual([]);
      await admin.removeGroup(group);
      expect(await admin.listGroups()).not.toContain(group);
    } finally {
      await admin.removeUser(alice);
      await admin.removeUser(bob);
    }
  });

  it('an empty member list with isRemove=false creates an empty group', async () => {
    const admin = rootClient(target('minioSingle'));
    const group = uniqueName('empty');
    await admin.updateGroupMembers({ group, members: [], isRemove: false });
    expect(await admin.groupInfo(group)).toMatchObject({ name: group, members: [], policy: '' });
    await admin.removeGroup(group);
    expect(await admin.listGroups()).not.toContain(group);
  });

  it('unknown groups are typed 404 errors', async () => {
    const admin = rootClient();
    const ghost = uniqueName('ghost');
    const info = await admin.groupInfo(ghost).catch((e: unknown) => e);
    expect(info).toBeInstanceOf(MadminError);
    expect(info).toMatchObject({ code: 'XMinioAdminNoSuchGroup', status: 404 });
    await expect(admin.removeGroup(ghost)).rejects.toMatchObject({ code: 'XMinioAdminNoSuchGroup' });
    await expect(admin.setGroupStatus(ghost, 'disabled')).rejects.toMatchObject({
      code: 'XMinioAdminNoSuchGroup',
      status: 404,
    });
    await expect(
      admin.setPolicy({ policyNames: ['readonly'], entityName: ghost, isGroup: true }),
    ).rejects.toMatchObject({ code: 'XMinioAdminNoSuchGroup', status: 404 });
  });

  it('refuses unknown users, the root user and reserved characters', async () => {
    const admin = rootClient();
    const group = uniqueName('strict');
    await expect(
      admin.updateGroupMembers({ group, members: [uniqueName('nobody')], isRemove: false }),
    ).rejects.toMatchObject({ code: 'XMinioAdminNoSuchUser', status: 404 });
    await expect(
      admin.updateGroupMembers({ group, members: [target().rootUser], isRemove: false }),
    ).rejects.toMatchObject({ code: 'XMinioIAMActionNotAllowed', status: 403 });
    await expect(
      admin.updateGroupMembers({ group: `${group},x`, members: [], isRemove: false }),
    ).rejects.toMatchObject({ code: 'XMinioInvalidGroupName', status: 400 });
    await expect(
      admin.updateGroupMembers({ group: ` ${group}`, members: [], isRemove: false }),
    ).rejects.toMatchObject({ code: 'XMinioInvalidResource', status: 400 });
    expect(await admin.listGroups()).not.toContain(group);
  });
});
