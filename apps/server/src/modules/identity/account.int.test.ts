import { AdminClient } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '@granary/tools/minio/provided';
import {
  type Harness,
  logIn,
  rootClient,
  startHarness,
  type TestApp,
  tokenCookie,
} from '../../testing/harness.ts';

describe('service accounts and own password against a real MinIO', () => {
  const minio = inject('minio');
  const root = rootClient(minio);
  const user = { accessKey: 'acct-int-carol', secretKey: 'carol-secret-1' };
  let t: TestApp;
  let call: Harness['call'];

  beforeAll(async () => {
    await root.addUser(user.accessKey, user.secretKey, 'enabled');
    await root.setPolicy({ policyNames: ['readwrite'], entityName: user.accessKey, isGroup: false });
    ({ t, call } = await startHarness(minio, { user }));
  });
  afterAll(async () => {
    await root.removeUser(user.accessKey).catch(() => undefined);
    await t.app.close();
  });

  it('creates a restricted service account whose keys work within the policy only', async () => {
    const policy = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
    });
    const res = await call('POST', '/api/v1/service-accounts', { policy });
    expect(res.statusCode, res.body).toBe(201);
    const { accessKey, secretKey } = res.json();
    expect(secretKey.length).toBeGreaterThanOrEqual(8);
    const list = await call('GET', '/api/v1/service-accounts');
    expect(list.json().serviceAccounts).toContainEqual(
      expect.objectContaining({ accessKey, parentUser: user.accessKey, status: 'on' }),
    );
    const asAccount = new AdminClient({
      endpoint: minio.endpoint,
      credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
    });
    const info = await asAccount.accountInfo();
    expect(info.AccountName).toBe(user.accessKey);
    const byRoot = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/service-accounts?name=${user.accessKey}`,
      cookies: { token: await logIn(t, minio.rootUser, minio.rootPassword) },
    });
    expect(byRoot.json().serviceAccounts.map((a: { accessKey: string }) => a.accessKey)).toContain(accessKey);
    expect((await call('DELETE', `/api/v1/service-accounts/${accessKey}`)).statusCode).toBe(200);
    await expect(asAccount.accountInfo()).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an invalid restricting policy and creates nothing', async () => {
    const before = (await call('GET', '/api/v1/service-accounts')).json().serviceAccounts.length;
    const res = await call('POST', '/api/v1/service-accounts', { policy: 'not json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Policy is not valid JSON');
    expect((await call('GET', '/api/v1/service-accounts')).json().serviceAccounts).toHaveLength(before);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const wrong = await call('POST', '/api/v1/account/change-password', {
      current_secret_key: 'not-my-password',
      new_secret_key: 'carol-secret-2',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('The current password is not correct.');
    const short = await call('POST', '/api/v1/account/change-password', {
      current_secret_key: user.secretKey,
      new_secret_key: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Passwords must be at least 8 characters long');
    await expect(logIn(t, user.accessKey, user.secretKey)).resolves.toBeTruthy();
  });

  it('changes the own password and the session goes on with a new cookie', async () => {
    const res = await call('POST', '/api/v1/account/change-password', {
      current_secret_key: user.secretKey,
      new_secret_key: 'carol-secret-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = tokenCookie(res.headers['set-cookie']);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      cookies: { token: renewed },
    });
    expect(session.json().accountName).toBe(user.accessKey);
    await expect(logIn(t, user.accessKey, user.secretKey)).rejects.toThrow(/401/);
    await expect(logIn(t, user.accessKey, 'carol-secret-2')).resolves.toBeTruthy();
  });
});
