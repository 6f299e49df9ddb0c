import { apiEndpoints, type ApiError } from '@granary/contract';
import { AdminClient } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import {
  type Harness,
  logIn,
  rootClient,
  startHarness,
  type TestApp,
  tokenCookie,
} from '../../testing/harness.ts';

describe('service accounts and own password against a real MinIO', () => {
  const minio = testMinio();
  const root = rootClient(minio);
  const user = { accessKey: 'acct-int-carol', secretKey: 'carol-secret-1' };
  let t: TestApp;
  let api: Harness['api'];

  beforeAll(async () => {
    await root.addUser(user.accessKey, user.secretKey, 'enabled');
    await root.setPolicy({ policyNames: ['readwrite'], entityName: user.accessKey, isGroup: false });
    ({ t, api } = await startHarness(minio, { user }));
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
    const res = await api(apiEndpoints.account.createServiceAccount, { body: { policy } });
    expect(res.statusCode, res.body).toBe(201);
    const { accessKey, secretKey } = res.json();
    expect(secretKey.length).toBeGreaterThanOrEqual(8);
    const list = await api(apiEndpoints.account.serviceAccounts);
    expect(list.json().serviceAccounts).toContainEqual(
      expect.objectContaining({ accessKey, parentUser: user.accessKey, status: 'on' }),
    );
    const asAccount = new AdminClient({
      endpoint: minio.endpoint,
      credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
    });
    const info = await asAccount.accountInfo();
    expect(info.AccountName).toBe(user.accessKey);
    const byRoot = await api(
      apiEndpoints.users.serviceAccounts,
      { query: { name: user.accessKey } },
      { as: await logIn(t, minio.rootUser, minio.rootPassword) },
    );
    expect(byRoot.json().serviceAccounts.map((a: { accessKey: string }) => a.accessKey)).toContain(accessKey);
    expect((await api(apiEndpoints.account.deleteServiceAccount, { params: { accessKey } })).statusCode).toBe(
      200,
    );
    await expect(asAccount.accountInfo()).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an invalid restricting policy and creates nothing', async () => {
    const before = (await api(apiEndpoints.account.serviceAccounts)).json().serviceAccounts.length;
    const res = await api(apiEndpoints.account.createServiceAccount, { body: { policy: 'not json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain('Policy is not valid JSON');
    expect((await api(apiEndpoints.account.serviceAccounts)).json().serviceAccounts).toHaveLength(before);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const wrong = await api(apiEndpoints.account.changePassword, {
      body: {
        current_secret_key: 'not-my-password',
        new_secret_key: 'carol-secret-2',
      },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ApiError>().message).toBe('The current password is not correct.');
    const short = await api(apiEndpoints.account.changePassword, {
      body: {
        current_secret_key: user.secretKey,
        new_secret_key: 'short',
      },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiError>().message).toContain('Passwords must be at least 8 characters long');
    await expect(logIn(t, user.accessKey, user.secretKey)).resolves.toBeTruthy();
  });

  it('changes the own password and the session goes on with a new cookie', async () => {
    const res = await api(apiEndpoints.account.changePassword, {
      body: {
        current_secret_key: user.secretKey,
        new_secret_key: 'carol-secret-2',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = tokenCookie(res.headers['set-cookie']);
    const session = await api(apiEndpoints.session.session, {}, { as: renewed });
    expect(session.json().accountName).toBe(user.accessKey);
    await expect(logIn(t, user.accessKey, user.secretKey)).rejects.toThrow(/401/);
    await expect(logIn(t, user.accessKey, 'carol-secret-2')).resolves.toBeTruthy();
  });
});
