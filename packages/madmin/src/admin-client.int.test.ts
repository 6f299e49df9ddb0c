import { describe, expect, it } from 'vitest';
import { AdminClient } from './admin-client.ts';
import { MadminError, MadminUnreachableError } from './errors.ts';
import { assumeRole } from './sts.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';
import type { PolicyDocument } from './types/policy.ts';

describe.each(['minio', 'minioSingle'] as const)('server information as root on %s', (name) => {
  const drives = name === 'minio' ? 4 : 1;

  it('serverInfo reports the drive layout', async () => {
    const info = await rootClient(target(name)).serverInfo();
    expect(info.mode).toBe('online');
    expect(info.backend?.totalDrivesPerSet).toEqual([drives]);
    expect(info.backend?.standardSCParity).toBe(drives === 4 ? 2 : 0);
    expect(info.servers?.[0]?.drives).toHaveLength(drives);
  });

  it('storageInfo lists every drive', async () => {
    const storage = await rootClient(target(name)).storageInfo();
    expect(storage.Disks).toHaveLength(drives);
    expect(storage.Backend.Type).toBe(2);
  });

  it('dataUsageInfo answers with usage counters', async () => {
    const usage = await rootClient(target(name)).dataUsageInfo();
    expect(typeof usage.objectsCount).toBe('number');
    expect(typeof usage.bucketsCount).toBe('number');
  });

  it('accountInfo gives root the consoleAdmin policy as an object', async () => {
    const account = await rootClient(target(name)).accountInfo();
    expect(account.AccountName).toBe(target(name).rootUser);
    expect(Array.isArray(account.Policy.Statement)).toBe(true);
    expect(JSON.stringify(account.Policy)).toContain('admin:*');
    expect(Array.isArray(account.Buckets)).toBe(true);
  });
});

describe('users', () => {
  it('adds a user enabled, disables it and removes it', async () => {
    const admin = rootClient();
    const user = uniqueName('user');
    await admin.addUser(user, 'secret-key-123');
    expect((await admin.listUsers())[user]?.status).toBe('enabled');
    await admin.setUserStatus(user, 'disabled');
    expect((await admin.listUsers())[user]?.status).toBe('disabled');
    await admin.removeUser(user);
    expect((await admin.listUsers())[user]).toBeUndefined();
  });

  it('can create a user disabled', async () => {
    const admin = rootClient();
    const user = uniqueName('off');
    await admin.addUser(user, 'secret-key-123', 'disabled');
    expect((await admin.userInfo(user)).status).toBe('disabled');
    await admin.removeUser(user);
  });

  it('removing an unknown user is a typed 404 error', async () => {
    const error = await rootClient()
      .removeUser(uniqueName('ghost'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminError);
    expect(error).toMatchObject({ code: 'XMinioAdminNoSuchUser', status: 404 });
    expect((error as MadminError).message).not.toBe('');
    expect((error as MadminError).requestId).toBeTruthy();
  });
});

describe('policies and STS credentials', () => {
  const bucketPolicy = (bucket: string): PolicyDocument => ({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`],
      },
    ],
  });

  it('accountInfo as a user (through AssumeRole) returns the policy mapped to that user', async () => {
    const { endpoint } = target();
    const admin = rootClient();
    const user = uniqueName('reader');
    const policyName = uniqueName('policy');
    await admin.addUser(user, 'reader-secret-1');
    await admin.addCannedPolicy(policyName, bucketPolicy(policyName));
    await admin.setPolicy({ policyNames: [policyName], entityName: user, isGroup: false });
    try {
      const sts = await assumeRole({
        endpoint,
        credentials: { accessKeyId: user, secretAccessKey: 'reader-secret-1' },
        durationSeconds: 900,
      });
      expect(sts.sessionToken).not.toBe('');
      expect(sts.expiration.getTime() - Date.now()).toBeGreaterThan(800_000);
      const account = await new AdminClient({ endpoint, credentials: sts }).accountInfo();
      expect(account.AccountName).toBe(user);
      expect(account.Policy.Statement).toEqual([
        expect.objectContaining({
          Effect: 'Allow',
          Resource: expect.arrayContaining([`arn:aws:s3:::${policyName}/*`]),
        }),
      ]);
      const denied = await new AdminClient({ endpoint, credentials: sts })
        .listUsers()
        .catch((e: unknown) => e);
      expect(denied).toMatchObject({ code: 'AccessDenied', status: 403 });
    } finally {
      await admin.removeUser(user);
      await admin.removeCannedPolicy(policyName);
    }
  });

  it('encrypts requests and decrypts responses with the temporary secret key of STS credentials', async () => {
    const t = target();
    const sts = await assumeRole({
      endpoint: t.endpoint,
      credentials: { accessKeyId: t.rootUser, secretAccessKey: t.rootPassword },
    });
    const admin = new AdminClient({ endpoint: t.endpoint, credentials: sts });
    const user = uniqueName('via-sts');
    await admin.addUser(user, 'secret-key-456');
    expect((await admin.listUsers())[user]).toMatchObject({ status: 'enabled' });
    await admin.removeUser(user);
  });

  it('setPolicy with an unknown policy is a typed error', async () => {
    const admin = rootClient();
    const user = uniqueName('nopolicy');
    await admin.addUser(user, 'secret-key-789');
    try {
      const error = await admin
        .setPolicy({ policyNames: [uniqueName('missing')], entityName: user, isGroup: false })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'XMinioAdminNoSuchPolicy', status: 404 });
    } finally {
      await admin.removeUser(user);
    }
  });
});

describe('failures', () => {
  it('a wrong secret key is a 403 MadminError', async () => {
    const t = target();
    const client = new AdminClient({
      endpoint: t.endpoint,
      credentials: { accessKeyId: t.rootUser, secretAccessKey: 'wrong-secret' },
    });
    const error = await client.serverInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminError);
    expect((error as MadminError).status).toBe(403);
    expect(['SignatureDoesNotMatch', 'InvalidAccessKeyId']).toContain((error as MadminError).code);
  });

  it('an unknown access key is InvalidAccessKeyId', async () => {
    const client = new AdminClient({
      endpoint: target().endpoint,
      credentials: { accessKeyId: 'nobody-here', secretAccessKey: 'whatever1' },
    });
    await expect(client.storageInfo()).rejects.toMatchObject({ code: 'InvalidAccessKeyId', status: 403 });
  });

  it('a closed port is MadminUnreachableError', async () => {
    const { freePort } = await import('@granary/tools/minio');
    const client = new AdminClient({
      endpoint: `http://127.0.0.1:${await freePort()}`,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    const error = await client.serverInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminUnreachableError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect((error as Error).cause).toBeDefined();
  });

  it('any signing region is accepted by the admin API', async () => {
    const t = target();
    const client = new AdminClient({
      endpoint: t.endpoint,
      region: 'eu-west-9',
      credentials: { accessKeyId: t.rootUser, secretAccessKey: t.rootPassword },
    });
    await expect(client.storageInfo()).resolves.toMatchObject({ Backend: { Type: 2 } });
  });
});
