import { apiEndpoints } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachLdapPolicy } from '@granary/tools/ldap/ldap-policy';
import { minioLdapEnv } from '@granary/tools/ldap/minio-env';
import { startSlapd, type SlapdServer } from '@granary/tools/ldap/slapd';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { apiCaller, makeTestApp } from '../../testing/harness.ts';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const login = (t: TestApp, accessKey: string, secretKey: string) =>
  apiCaller(t.app)(apiEndpoints.session.login, { body: { accessKey, secretKey } });

describe('LDAP login against a real OpenLDAP and MinIO', () => {
  let ldap: SlapdServer | undefined;
  let minio: MinioServer | undefined;
  let t: TestApp;

  beforeAll(async () => {
    ldap = await startSlapd({
      users: [
        { uid: 'ada', password: 'ada-pass' },
        { uid: 'nopolicy', password: 'nopolicy-pass' },
      ],
      groups: [{ cn: 'admins', members: ['ada'] }],
    });
    minio = await startMinio({ drives: 1, name: 'ldap-int', env: minioLdapEnv(ldap) });
    await attachLdapPolicy(minio, { policies: ['consoleAdmin'], group: ldap.groupDn('admins') });
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_LDAP_ENABLED: 'on' });
  });

  afterAll(async () => {
    await t?.app.close();
    await minio?.stop();
    await ldap?.stop();
  });

  it('logs an LDAP user in through AssumeRoleWithLDAPIdentity; Users and Groups are hidden', async () => {
    const res = await login(t, 'ada', 'ada-pass');
    expect(res.statusCode, res.body).toBe(200);
    const token = /token=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    const session = await apiCaller(t.app, token)(apiEndpoints.session.session);
    expect(session.statusCode, session.body).toBe(200);
    const { pages, accountName } = session.json();
    expect(accountName).toContain('ada');
    expect(pages).toContain('/policies');
    expect(pages).not.toContain('/users');
    expect(pages).not.toContain('/groups');
    expect(pages).not.toContain('/account/change-password');
  });

  it('refuses a wrong password and a user without a policy with 401', async () => {
    for (const [user, password] of [
      ['ada', 'wrong'],
      ['nopolicy', 'nopolicy-pass'],
      ['nobody', 'x'],
    ] as const) {
      const res = await login(t, user, password);
      expect(res.statusCode, `${user}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_login' });
    }
  });
});
