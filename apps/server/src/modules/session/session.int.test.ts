import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiEndpoints, type ApiError } from '@granary/contract';
import { AdminClient } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
import { sealToken } from '../../lib/token-seal.ts';
import { type Api, apiCaller, logIn, makeTestApp } from '../../testing/harness.ts';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

describe('session against a real 4-drive MinIO', () => {
  const minio = testMinio();
  const root = new AdminClient({
    endpoint: minio.endpoint,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
  const user = { accessKey: 'session-int-user', secretKey: 'session-int-secret' };
  const policyName = 'session-int-policy';
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_STS_DURATION: '1h' });
    api = apiCaller(t.app);
    await root.addCannedPolicy(policyName, {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
        { Effect: 'Deny', Action: ['s3:CreateBucket'], Resource: ['arn:aws:s3:::*'] },
        { Effect: 'Deny', Action: ['s3:GetReplicationConfiguration'], Resource: ['arn:aws:s3:::secret'] },
        { Effect: 'Deny', Action: ['s3:DeleteObject'], Resource: ['arn:aws:s3:::open/locked/*'] },
        { Effect: 'Allow', Action: ['admin:ServerInfo'] },
      ],
    });
    await root.addUser(user.accessKey, user.secretKey, 'enabled');
    await root.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
  });

  afterAll(async () => {
    await root.removeUser(user.accessKey).catch(() => undefined);
    await root.removeCannedPolicy(policyName).catch(() => undefined);
    await t.app.close();
  });

  it('logs root in with a sealed HttpOnly cookie that lives as long as the STS credentials', async () => {
    const before = Date.now();
    const res = await api(apiEndpoints.session.login, {
      body: { accessKey: minio.rootUser, secretKey: minio.rootPassword },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toContain(minio.rootPassword);
    const expires = new Date(res.json().expiresAt).getTime();
    expect(expires - before).toBeGreaterThan(59 * 60_000);
    expect(expires - before).toBeLessThan(61 * 60_000);
    expect(new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime()).toBe(
      Math.floor(expires / 1000) * 1000,
    );
  });

  it('answers the session of an administrator', async () => {
    const token = await logIn(t, minio.rootUser, minio.rootPassword);
    const res = await api(apiEndpoints.session.session, {}, { as: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      operator: false,
      distributedMode: true,
      accountName: minio.rootUser,
      // Granary's store (an embedded one not created yet) can take and search audit records.
      features: ['log-search'],
      // MinIO's root password is set where MinIO runs: no Change Password (issue 17, item 6).
      rootAccount: true,
    });
    expect(res.json().pages).not.toContain('/account/change-password');
    const change = await api(
      apiEndpoints.account.changePassword,
      { body: { current_secret_key: minio.rootPassword, new_secret_key: 'another-root-secret' } },
      { as: token },
    );
    expect(change.statusCode, change.body).toBe(400);
    expect(change.json<ApiError>().message).toContain("MinIO's root password is set where MinIO runs");
    expect(res.json().pages).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/buckets',
        '/users',
        '/groups',
        '/policies',
        '/settings',
        '/heal',
      ]),
    );
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const res = await api(apiEndpoints.session.login, {
      body: { accessKey: minio.rootUser, secretKey: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_login',
      message: 'Invalid login: check the username and password.',
    });
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/token=[^;]/);
  });

  it('answers a wrong password and an unknown user alike: nothing tells whether the user exists', async () => {
    const answer = async (accessKey: string) => {
      const res = await api(apiEndpoints.session.login, { body: { accessKey, secretKey: 'wrong-password' } });
      return { status: res.statusCode, body: res.json<unknown>() };
    };
    const unknown = await answer('nobody-by-this-name');
    expect(unknown).toEqual(await answer(minio.rootUser));
    expect(unknown).toEqual({
      status: 401,
      body: {
        code: 'invalid_login',
        message: 'Invalid login: check the username and password.',
        detailedMessage: '',
      },
    });
  });

  it('derives a restricted user pages from the policy, Deny included', async () => {
    const token = await logIn(t, user.accessKey, user.secretKey);
    const res = await api(apiEndpoints.session.session, {}, { as: token });
    expect(res.statusCode).toBe(200);
    const { pages, accountName, rootAccount } = res.json();
    expect(accountName).toBe(user.accessKey);
    expect(rootAccount).toBeUndefined();
    expect(pages).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/buckets',
        '/object-browser',
        '/watch',
        '/account/change-password',
      ]),
    );
    for (const page of ['/users', '/groups', '/policies', '/settings', '/logs', '/heal'])
      expect(pages).not.toContain(page);
  });

  it('evaluates permissions against the bucket resource and a folder of it, Deny included', async () => {
    const token = await logIn(t, user.accessKey, user.secretKey);
    const res = await api(
      apiEndpoints.session.hasPermission,
      {
        body: {
          actions: [
            { id: 'createBucket', action: 's3:CreateBucket' },
            { id: 'getReplicationOpen', action: 's3:GetReplicationConfiguration', bucket_name: 'open' },
            { id: 'getReplicationSecret', action: 's3:GetReplicationConfiguration', bucket_name: 'secret' },
            { id: 'getObject', action: 's3:GetObject', bucket_name: 'secret' },
            { id: 'listUsers', action: 'admin:ListUsers' },
          ],
        },
      },
      { as: token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual([
      { id: 'createBucket', can: false },
      { id: 'getReplicationOpen', can: true },
      { id: 'getReplicationSecret', can: false },
      { id: 'getObject', can: true },
      { id: 'listUsers', can: false },
    ]);

    // Object actions for a folder: refused only where a Deny covers all of it.
    const check = async (prefix: string) => {
      const answer = await api(
        apiEndpoints.session.hasPermission,
        { body: { actions: [{ id: 'delete', action: 's3:DeleteObject', bucket_name: 'open', prefix }] } },
        { as: token },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().permissions[0]?.can;
    };
    expect(await check('')).toBe(true);
    expect(await check('locked/')).toBe(false);
    expect(await check('locked/2026/')).toBe(false);
    expect(await check('lock')).toBe(true);
    const bad = await api(
      apiEndpoints.session.hasPermission,
      {
        body: { actions: [{ id: 'x', action: 's3:DeleteObject', bucket_name: 'open', prefix: 'a\u0000b' }] },
      },
      { as: token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().message).toContain('prefix');
  });

  it('reflects a policy change at the next session call, without logging in again', async () => {
    const token = await logIn(t, user.accessKey, user.secretKey);
    await root.setPolicy({ policyNames: ['consoleAdmin'], entityName: user.accessKey, isGroup: false });
    try {
      const res = await api(apiEndpoints.session.session, {}, { as: token });
      expect(res.json().pages).toContain('/users');
    } finally {
      await root.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
    }
  });

  it('rejects a bad has-permission request with a 400 naming the field', async () => {
    const token = await logIn(t, minio.rootUser, minio.rootPassword);
    const res = await api(
      apiEndpoints.session.hasPermission,
      { body: { actions: [{ id: 'x', action: 'not an action' }] } },
      { as: token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain('actions.0.action');
  });

  it('ends the session with 401 when MinIO refuses its credentials', async () => {
    const forged = sealToken(t.sealingKey, {
      accessKeyId: 'NOSUCHSTSKEY1234567',
      secretAccessKey: 'no-such-secret',
      sessionToken: 'no-such-session',
      expiresAt: Date.now() + 60_000,
    });
    const res = await api(apiEndpoints.session.session, {}, { as: forged });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json<ApiError>().detailedMessage).toMatch(/^InvalidAccessKeyId|^InvalidTokenId|^ExpiredToken/);
    expect(res.headers['set-cookie']).toMatch(/^token=;/);
  });

  it('keeps only the ungated pages once the user is disabled (MinIO then reports no policy)', async () => {
    const token = await logIn(t, user.accessKey, user.secretKey);
    await root.setUserStatus(user.accessKey, 'disabled');
    try {
      const res = await api(apiEndpoints.session.session, {}, { as: token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pages).toEqual([
        '/object-browser',
        '/account',
        '/account/change-password',
        '/license',
      ]);
    } finally {
      await root.setUserStatus(user.accessKey, 'enabled');
    }
  });
});

describe('session against a real single-drive MinIO', () => {
  const minio = testMinioSingle();
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
  });
  afterAll(() => t.app.close());

  it('reports a non-distributed server and offers no Heal page', async () => {
    const token = await logIn(t, minio.rootUser, minio.rootPassword);
    const res = await apiCaller(t.app, token)(apiEndpoints.session.session);
    expect(res.json().distributedMode).toBe(false);
    expect(res.json().pages).not.toContain('/heal');
    expect(res.json().pages).toContain('/users');
  });
});

describe('session cookie under TLS', () => {
  const minio = testMinio();
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'granary-tls-'));
    const [cert, key] = [path.join(dir, 'public.crt'), path.join(dir, 'private.key')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    t = await makeTestApp({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_TLS_CERT: cert,
      CONSOLE_TLS_KEY: key,
    });
  });
  afterAll(() => t.app.close());

  it('marks the token cookie Secure when the console serves TLS', async () => {
    const res = await apiCaller(t.app)(apiEndpoints.session.login, {
      body: { accessKey: minio.rootUser, secretKey: minio.rootPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('sends HSTS under TLS (and only then)', async () => {
    const res = await apiCaller(t.app)(apiEndpoints.session.loginStrategy);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    const plainRes = await apiCaller(plain.app)(apiEndpoints.session.loginStrategy);
    expect(plainRes.headers['strict-transport-security']).toBeUndefined();
    await plain.app.close();
  });
});
