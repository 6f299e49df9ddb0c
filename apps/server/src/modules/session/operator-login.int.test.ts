import { apiEndpoints, type Session } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// Operator Login against a real kube-apiserver: tokens it minted, one it never did, one it let expire.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const namespace = 'op-login-int';

describe('operator login with a Kubernetes token', () => {
  let app: OperatorApp;
  const tokens = { admin: '', reader: '', nobody: '', doomed: '' };
  beforeAll(async () => {
    app = await startOperatorApp(kube);
    tokens.admin = await cluster.serviceAccountToken(namespace, 'admin', operatorRules);
    tokens.reader = await cluster.serviceAccountToken(namespace, 'reader', tenantReaderRules);
    tokens.nobody = await cluster.serviceAccountToken(namespace, 'nobody', []);
    tokens.doomed = await cluster.serviceAccountToken(namespace, 'doomed', tenantReaderRules);
  });
  afterAll(() => app?.close());

  const session = async (as: string) => {
    const res = await app.api(apiEndpoints.session.session, undefined, { as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Session>();
  };

  it('offers Operator Login, and refuses the MinIO login with the way to log in', async () => {
    const strategy = await app.api(apiEndpoints.session.loginStrategy);
    expect(strategy.json()).toEqual({ loginStrategy: 'service-account' });
    const res = await app.api(apiEndpoints.session.login, {
      body: { accessKey: 'minio', secretKey: 'minio123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('log in with a Kubernetes token') });
  });

  it('turns a token the API server minted into a session named after its service account', async () => {
    const res = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: tokens.admin } });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie?.value).toBeTruthy();
    // The token's own expiry (an hour) ends the session, not the twelve-hour default.
    const expiresAt = Date.parse(res.json().expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(cookie?.value).not.toContain(tokens.admin.slice(0, 20));
    const mine = await session(await app.logIn(tokens.admin));
    expect(mine).toMatchObject({
      status: 'ok',
      operator: true,
      accountName: `system:serviceaccount:${namespace}:admin`,
    });
    expect(mine.pages).toEqual([
      '/tenants',
      '/tenants/add',
      '/tenants/delete',
      '/tenants/edit',
      '/tenants/version',
      '/tenants/certificates',
      '/namespaces/:namespace/tenants/:tenant',
      '/tenants/pools/add',
      '/tenants/pods/delete',
      '/storage',
      '/license',
      '/license/activate',
      '/tenants/license',
    ]);
  });

  it('gives pages by RBAC: a reader has the list and detail without Delete, a token without rights still the list', async () => {
    expect((await session(await app.logIn(tokens.reader))).pages).toEqual([
      '/tenants',
      '/namespaces/:namespace/tenants/:tenant',
      '/storage',
      '/license',
    ]);
    expect((await session(await app.logIn(tokens.nobody))).pages).toEqual([
      '/tenants',
      '/storage',
      '/license',
    ]);
  });

  it.each([
    ['a string that is no token', () => 'not-a-token'],
    ['a token of another cluster', () => cluster.forgeToken(namespace, 'admin', { expiresAt: now() + 3600 })],
    [
      'an expired token',
      () =>
        cluster.forgeToken(namespace, 'admin', {
          signingKeyFile: kube.signingKeyFile,
          expiresAt: now() - 60,
        }),
    ],
  ])('refuses %s with 401 and words an operator understands', async (_, token) => {
    const res = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: await token() } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_login',
      message:
        'Kubernetes did not accept this token: it is malformed, expired or revoked, or it belongs to another cluster.',
    });
    expect(res.cookies.find((c) => c.name === 'token' && c.value)).toBeUndefined();
  });

  it('accepts a token forged exactly as the API server signs them, so the refusals above are the expiry and the key', async () => {
    const live = await cluster.forgeToken(namespace, 'admin', {
      signingKeyFile: kube.signingKeyFile,
      expiresAt: now() + 600,
    });
    const res = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: live } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a token with a line break in it, never quoting it', async () => {
    const broken = `${tokens.admin.slice(0, 40)}\n${tokens.admin.slice(40)}`;
    const res = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: broken } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('remove spaces and line breaks') });
    expect(res.body).not.toContain(tokens.admin.slice(0, 40));
  });

  it('refuses a token the API server accepts but a session cookie cannot hold, saying so', async () => {
    expect(kube.longToken).toHaveLength(3_000);
    const res = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: kube.longToken } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message:
        'This token is too long to keep in a session cookie (3,000 characters; about 2,700 fit). ' +
        'Log in with a service account token (kubectl create token).',
    });
    expect(res.cookies.find((c) => c.name === 'token' && c.value)).toBeUndefined();
  });

  it('refuses an empty token before asking Kubernetes', async () => {
    const res = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('jwt is required') });
  });

  it('ends the session once its service account is deleted (the token is revoked with it)', async () => {
    const as = await app.logIn(tokens.doomed);
    await session(as);
    await cluster.deleteServiceAccount(namespace, 'doomed');
    // The API server keeps a token's good answer for ten seconds before it asks again.
    const ask = () => app.api(apiEndpoints.session.session, undefined, { as });
    await expect.poll(async () => (await ask()).statusCode, { timeout: 30_000, interval: 500 }).toBe(401);
    const res = await ask();
    expect(res.json(), res.body).toMatchObject({ code: 'invalid_session' });
    expect(res.headers['set-cookie']).toEqual(expect.stringContaining('token=;'));
  });

  it("keeps an operator's session away from MinIO's screens, and answers no to MinIO's permissions", async () => {
    const as = await app.logIn(tokens.admin);
    const res = await app.api(apiEndpoints.buckets.list, undefined, { as });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.stringContaining("operator's") });
    const asked = await app.api(
      apiEndpoints.session.hasPermission,
      { body: { actions: [{ id: 'restart', action: 'admin:ServiceRestart' }] } },
      { as },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ permissions: [{ id: 'restart', can: false }] });
  });
});

const now = () => Math.floor(Date.now() / 1000);
