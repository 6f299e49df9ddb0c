import { describe, expect, it } from 'vitest';
import { AdminClient } from './admin-client.ts';
import { MadminError } from './errors.ts';
import { assumeRole } from './sts.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

const clientFor = (accessKeyId: string, secretAccessKey: string) =>
  new AdminClient({ endpoint: target().endpoint, credentials: { accessKeyId, secretAccessKey } });

describe('changeUserPassword', () => {
  it('replaces the secret and keeps status, policies and groups', async () => {
    const admin = rootClient();
    const [user, group] = [uniqueName('pw'), uniqueName('pwg')];
    await admin.addUser(user, 'old-secret-123', 'disabled');
    // A disabled user can join a group but cannot get a policy: MinIO answers as if it did not exist.
    await admin.updateGroupMembers({ group, members: [user], isRemove: false });
    await expect(
      admin.setPolicy({ policyNames: ['readonly'], entityName: user, isGroup: false }),
    ).rejects.toMatchObject({ code: 'XMinioAdminNoSuchUser', status: 404 });
    await admin.setUserStatus(user, 'enabled');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: user, isGroup: false });
    await admin.setUserStatus(user, 'disabled');
    try {
      await admin.changeUserPassword(user, 'new-secret-456');
      expect(await admin.userInfo(user)).toMatchObject({
        status: 'disabled',
        policyName: 'readonly',
        memberOf: [group],
      });
      await admin.setUserStatus(user, 'enabled');
      await expect(clientFor(user, 'old-secret-123').accountInfo()).rejects.toMatchObject({
        code: 'SignatureDoesNotMatch',
        status: 403,
      });
      expect((await clientFor(user, 'new-secret-456').accountInfo()).AccountName).toBe(user);
    } finally {
      await admin.updateGroupMembers({ group, members: [user], isRemove: true });
      await admin.removeGroup(group);
      await admin.removeUser(user);
    }
  });

  it('a regular user may change their own password with long-term keys, not with STS credentials', async () => {
    const admin = rootClient();
    const user = uniqueName('self');
    await admin.addUser(user, 'self-secret-1');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: user, isGroup: false }); // no admin rights
    try {
      const sts = await assumeRole({
        endpoint: target().endpoint,
        credentials: { accessKeyId: user, secretAccessKey: 'self-secret-1' },
      });
      const viaSts = new AdminClient({ endpoint: target().endpoint, credentials: sts });
      // user-info on oneself is denied to STS credentials, and add-user on the parent is refused outright.
      await expect(viaSts.changeUserPassword(user, 'self-secret-2')).rejects.toMatchObject({
        code: 'AccessDenied',
        status: 403,
      });
      await expect(viaSts.addUser(user, 'self-secret-2')).rejects.toMatchObject({
        code: 'XMinioInvalidIAMCredentials',
        status: 403,
      });

      await clientFor(user, 'self-secret-1').changeUserPassword(user, 'self-secret-2');
      expect((await clientFor(user, 'self-secret-2').accountInfo()).AccountName).toBe(user);
      await expect(clientFor(user, 'self-secret-1').accountInfo()).rejects.toMatchObject({ status: 403 });
      expect((await admin.userInfo(user)).status).toBe('enabled');
      // It stays a self-only right: another user's password is out of reach.
      await expect(
        clientFor(user, 'self-secret-2').changeUserPassword(target().rootUser, 'whatever-123'),
      ).rejects.toMatchObject({ status: 403 });
    } finally {
      await admin.removeUser(user);
    }
  });

  it('a user without any policy cannot change their own password', async () => {
    const admin = rootClient();
    const user = uniqueName('bare');
    await admin.addUser(user, 'bare-secret-1');
    try {
      await expect(
        clientFor(user, 'bare-secret-1').changeUserPassword(user, 'bare-secret-2'),
      ).rejects.toMatchObject({
        code: 'AccessDenied',
        status: 403,
      });
    } finally {
      await admin.removeUser(user);
    }
  });

  it('an explicit Deny on admin:CreateUser forbids changing one’s own password', async () => {
    const admin = rootClient();
    const [user, policy] = [uniqueName('denied'), uniqueName('nopw')];
    await admin.addCannedPolicy(policy, {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Deny', Action: ['admin:CreateUser'], Resource: ['arn:aws:s3:::*'] }],
    });
    await admin.addUser(user, 'denied-secret-1');
    await admin.setPolicy({ policyNames: ['readonly', policy], entityName: user, isGroup: false });
    try {
      const self = clientFor(user, 'denied-secret-1');
      expect((await self.userInfo(user)).policyName).toBe(`readonly,${policy}`);
      await expect(self.changeUserPassword(user, 'denied-secret-2')).rejects.toMatchObject({
        code: 'AccessDenied',
        status: 403,
      });
    } finally {
      await admin.removeUser(user);
      await admin.removeCannedPolicy(policy);
    }
  });

  it('error answers: unknown user, short secret, short or reserved access keys', async () => {
    const admin = rootClient();
    const unknown = await admin
      .changeUserPassword(uniqueName('ghost'), 'long-enough-1')
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(MadminError);
    expect(unknown).toMatchObject({ code: 'XMinioAdminNoSuchUser', status: 404 });

    const user = uniqueName('short');
    await admin.addUser(user, 'short-secret-1');
    try {
      await expect(admin.changeUserPassword(user, 'abc1234')).rejects.toMatchObject({
        code: 'XMinioAdminInvalidSecretKey',
        status: 400,
      });
      // add-user on an existing name is no "duplicate" error: it replaces the secret.
      await admin.addUser(user, 'short-secret-2');
      expect((await clientFor(user, 'short-secret-2').accountInfo()).AccountName).toBe(user);
    } finally {
      await admin.removeUser(user);
    }
    await expect(admin.addUser('ab', 'long-enough-1')).rejects.toMatchObject({
      code: 'XMinioAdminInvalidAccessKey',
      status: 400,
    });
    await expect(admin.addUser(target().rootUser, 'long-enough-1')).rejects.toMatchObject({
      code: 'XMinioInvalidIAMCredentials',
      status: 403,
    });
  });
});

describe('disabled groups', () => {
  it('membership of a disabled group withdraws even the user’s own policies', async () => {
    const admin = rootClient(target('minioSingle'));
    const [user, group] = [uniqueName('dg'), uniqueName('dgg')];
    await admin.addUser(user, 'dg-secret-123');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: user, isGroup: false });
    await admin.updateGroupMembers({ group, members: [user], isRemove: false });
    const self = new AdminClient({
      endpoint: target('minioSingle').endpoint,
      credentials: { accessKeyId: user, secretAccessKey: 'dg-secret-123' },
    });
    try {
      expect((await self.accountInfo()).Policy.Statement).not.toEqual([]);
      await admin.setGroupStatus(group, 'disabled');
      expect((await self.accountInfo()).Policy.Statement).toEqual([]); // MinIO sends Statement: null
      await expect(self.userInfo(user)).rejects.toMatchObject({ code: 'AccessDenied' });
    } finally {
      await admin.updateGroupMembers({ group, members: [user], isRemove: true });
      await admin.removeGroup(group);
      await admin.removeUser(user);
    }
  });
});
