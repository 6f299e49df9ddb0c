import { describe, expect, it } from 'vitest';
import { AdminClient } from './admin-client.ts';
import { MadminError } from './errors.ts';
import { assumeRole } from './sts.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';
import type { PolicyDocument } from './types/policy.ts';

const listBucketsOnly: PolicyDocument = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
};

const clientFor = (accessKeyId: string, secretAccessKey: string) =>
  new AdminClient({ endpoint: target().endpoint, credentials: { accessKeyId, secretAccessKey } });

describe('service accounts', () => {
  it('for the root user: created, listed, used, described and deleted', async () => {
    const admin = rootClient();
    const expiration = new Date(Date.now() + 3_600_000);
    const name = uniqueName('rootkey').replace('-', '_');
    const creds = await admin.addServiceAccount({ name, description: 'integration test', expiration });
    try {
      expect(creds.accessKey).toHaveLength(20);
      expect(creds.secretKey).toHaveLength(40);
      expect(creds.sessionToken).toBeUndefined();
      // MinIO truncates the expiration to the second.
      expect(creds.expiration).toBe(
        new Date(Math.floor(expiration.getTime() / 1000) * 1000).toISOString().replace('.000', ''),
      );

      const mine = await admin.listServiceAccounts(); // no user: the caller's own
      expect(mine).toContainEqual({
        accessKey: creds.accessKey,
        parentUser: target().rootUser,
        accountStatus: 'on',
        name,
        description: 'integration test',
        expiration: creds.expiration,
      });

      const svc = clientFor(creds.accessKey, creds.secretKey);
      expect((await svc.accountInfo()).AccountName).toBe(target().rootUser); // the parent user
      expect((await svc.serverInfo()).mode).toBe('online'); // implied policy: root's rights

      const info = await admin.infoServiceAccount(creds.accessKey);
      expect(info).toMatchObject({ parentUser: target().rootUser, accountStatus: 'on', impliedPolicy: true });
      expect(info.policy).toBeUndefined(); // root's implied document is empty
    } finally {
      await admin.deleteServiceAccount(creds.accessKey);
    }
    expect((await admin.listServiceAccounts()).map((a) => a.accessKey)).not.toContain(creds.accessKey);
    await expect(clientFor(creds.accessKey, creds.secretKey).accountInfo()).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
  });

  it('for another user (targetUser), restricted by a policy: calls outside it are denied', async () => {
    const admin = rootClient();
    const user = uniqueName('owner');
    await admin.addUser(user, 'owner-secret-1');
    await admin.setPolicy({ policyNames: ['consoleAdmin'], entityName: user, isGroup: false });
    try {
      const accessKey = uniqueName('svckey');
      const creds = await admin.addServiceAccount({
        targetUser: user,
        policy: listBucketsOnly,
        accessKey,
        secretKey: 'svc-secret-12345',
      });
      expect(creds).toEqual({ accessKey, secretKey: 'svc-secret-12345' });
      expect(await admin.listServiceAccounts(user)).toEqual([
        { accessKey, parentUser: user, accountStatus: 'on' },
      ]);
      const info = await admin.infoServiceAccount(accessKey);
      expect(info).toEqual({
        parentUser: user,
        accountStatus: 'on',
        impliedPolicy: false,
        policy: listBucketsOnly,
      });

      const svc = clientFor(accessKey, 'svc-secret-12345');
      expect((await svc.accountInfo()).AccountName).toBe(user);
      // The parent may (consoleAdmin), the restricted account may not.
      await expect(clientFor(user, 'owner-secret-1').storageInfo()).resolves.toBeDefined();
      await expect(svc.storageInfo()).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });

      await admin.deleteServiceAccount(accessKey);
      expect(await admin.listServiceAccounts(user)).toEqual([]);
    } finally {
      await admin.removeUser(user);
    }
  });

  it('a non-admin user creates, lists, reads and deletes their own with STS credentials', async () => {
    const admin = rootClient();
    const user = uniqueName('plain');
    await admin.addUser(user, 'plain-secret-1');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: user, isGroup: false });
    try {
      const sts = await assumeRole({
        endpoint: target().endpoint,
        credentials: { accessKeyId: user, secretAccessKey: 'plain-secret-1' },
        durationSeconds: 900,
      });
      const self = new AdminClient({ endpoint: target().endpoint, credentials: sts });
      const creds = await self.addServiceAccount({ name: 'laptop', description: 'mine' });
      expect(creds.expiration).toBeUndefined(); // does not inherit the STS expiry
      const listed = await self.listServiceAccounts();
      expect(listed).toEqual([
        {
          accessKey: creds.accessKey,
          parentUser: user,
          accountStatus: 'on',
          name: 'laptop',
          description: 'mine',
        },
      ]);
      // Naming oneself is refused with STS credentials: leave `user` out.
      await expect(self.listServiceAccounts(user)).rejects.toMatchObject({ code: 'AccessDenied' });
      const info = await self.infoServiceAccount(creds.accessKey);
      expect(info).toMatchObject({ parentUser: user, impliedPolicy: true });
      expect(JSON.stringify(info.policy)).toContain('s3:GetObject'); // readonly, the parent's policy

      expect((await clientFor(creds.accessKey, creds.secretKey).accountInfo()).AccountName).toBe(user);
      await expect(self.addServiceAccount({ targetUser: target().rootUser })).rejects.toMatchObject({
        code: 'AccessDenied',
        status: 403,
      });
      await self.deleteServiceAccount(creds.accessKey);
      expect(await admin.listServiceAccounts(user)).toEqual([]);
    } finally {
      await admin.removeUser(user);
    }
  });

  it('error answers', async () => {
    const admin = rootClient();
    const ghost = uniqueName('ghost');
    const unknownTarget = await admin.addServiceAccount({ targetUser: ghost }).catch((e: unknown) => e);
    expect(unknownTarget).toBeInstanceOf(MadminError);
    expect(unknownTarget).toMatchObject({ code: 'XMinioAdminNoSuchUser', status: 404 });
    await expect(admin.infoServiceAccount(ghost)).rejects.toMatchObject({
      code: 'XMinioInvalidIAMCredentials',
      status: 404,
    });
    await expect(admin.deleteServiceAccount(ghost)).rejects.toMatchObject({
      code: 'XMinioInvalidIAMCredentials',
      status: 404,
    });
    expect(await admin.listServiceAccounts(ghost)).toEqual([]);
    await expect(admin.addServiceAccount({ accessKey: 'svc-short', secretKey: 'abc' })).rejects.toMatchObject(
      {
        code: 'XMinioAdminInvalidSecretKey',
        status: 400,
      },
    );
    // A past expiration gets the generic invalid-argument error (and its misleading message).
    await expect(
      admin.addServiceAccount({ expiration: new Date(Date.now() - 60_000) }),
    ).rejects.toMatchObject({ code: 'XMinioInvalidResource', status: 400 });
    await expect(
      admin.addServiceAccount({ policy: { Statement: [{ Effect: 'Maybe' as 'Allow', Action: ['s3:*'] }] } }),
    ).rejects.toMatchObject({ code: 'XMinioMalformedIAMPolicy', status: 400 });
  });

  it('access keys already taken are refused', async () => {
    const admin = rootClient();
    const user = uniqueName('taken');
    await admin.addUser(user, 'taken-secret-1');
    const creds = await admin.addServiceAccount({});
    try {
      await expect(
        admin.addServiceAccount({ accessKey: creds.accessKey, secretKey: 'another-secret-1' }),
      ).rejects.toMatchObject({ code: 'XMinioIAMServiceAccountNotAllowed', status: 400 });
      await expect(
        admin.addServiceAccount({ accessKey: user, secretKey: 'another-secret-1' }),
      ).rejects.toMatchObject({ code: 'XMinioIAMServiceAccountNotAllowed', status: 400 });
      await expect(
        admin.addServiceAccount({ accessKey: target().rootUser, secretKey: 'another-secret-1' }),
      ).rejects.toMatchObject({ code: 'XMinioInvalidIAMCredentials', status: 403 });
      await expect(admin.addUser(creds.accessKey, 'another-secret-1')).rejects.toMatchObject({
        code: 'XMinioInvalidIAMCredentials',
        status: 403,
      });
    } finally {
      await admin.deleteServiceAccount(creds.accessKey);
      await admin.removeUser(user);
    }
  });
});
