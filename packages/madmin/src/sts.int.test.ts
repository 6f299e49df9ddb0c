import { describe, expect, it } from 'vitest';
import { MadminError } from './errors.ts';
import {
  assumeRole,
  buildAssumeRoleWithLdapIdentityRequest,
  buildAssumeRoleWithWebIdentityRequest,
  sendStsRequest,
} from './sts.ts';
import { target } from './test-targets.ts';

describe('STS against MinIO', () => {
  it('AssumeRole with a session policy narrows the credentials', async () => {
    const t = target('minioSingle');
    const policy = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
    };
    const sts = await assumeRole({
      endpoint: t.endpoint,
      credentials: { accessKeyId: t.rootUser, secretAccessKey: t.rootPassword },
      policy,
    });
    expect(sts.accessKeyId).not.toBe(t.rootUser);
    const { AdminClient } = await import('./admin-client.ts');
    await expect(
      new AdminClient({ endpoint: t.endpoint, credentials: sts }).serverInfo(),
    ).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
  });

  it('AssumeRole with a wrong secret is an STS MadminError', async () => {
    const t = target();
    const error = await assumeRole({
      endpoint: t.endpoint,
      credentials: { accessKeyId: t.rootUser, secretAccessKey: 'not-the-secret' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminError);
    // MinIO's STS answers AccessDenied (not SignatureDoesNotMatch) with the signature-mismatch message.
    expect(error).toMatchObject({ code: 'AccessDenied', status: 403 });
    expect((error as MadminError).message).toMatch(/signature/i);
  });

  it('AssumeRole refuses STS credentials', async () => {
    const t = target();
    const sts = await assumeRole({
      endpoint: t.endpoint,
      credentials: { accessKeyId: t.rootUser, secretAccessKey: t.rootPassword },
    });
    await expect(assumeRole({ endpoint: t.endpoint, credentials: sts })).rejects.toMatchObject({
      code: 'AccessDenied',
      status: 403,
    });
  });

  it('the LDAP request reaches the STS route (LDAP is not configured here)', async () => {
    const req = buildAssumeRoleWithLdapIdentityRequest({
      endpoint: target().endpoint,
      username: 'alice',
      password: 'pw',
    });
    const error = await sendStsRequest(req).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminError);
    expect((error as MadminError).message).toMatch(/LDAP/i);
  });

  it('the WebIdentity request reaches the STS route (OpenID is not configured here)', async () => {
    const req = buildAssumeRoleWithWebIdentityRequest({ endpoint: target().endpoint, token: 'a.b.c' });
    const error = await sendStsRequest(req).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminError);
    expect((error as MadminError).status).toBeGreaterThanOrEqual(400);
  });
});
