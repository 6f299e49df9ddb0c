import type { AddressInfo } from 'node:net';
import {
  apiEndpoints,
  endpointPath,
  filledPath,
  liveSockets,
  tenantProxyPath,
  type AnyEndpoint,
  type ApiError,
} from '@granary/contract';
import { kubeFixtures, operatorRules, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { testCertificates } from '@granary/tools/test-certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { unsealToken } from '../../lib/token-seal.ts';
import { makeTestApp, rootS3, type TestApp } from '../../testing/harness.ts';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';
import { tenantWithRootCredentials, type TenantRef } from '../../testing/tenant-consoles.ts';
import { sealConsoleSession } from './tenant-console-session.ts';

// The tenant proxy and usage against a real kube-apiserver, with a regular-mode Granary on a MinIO of
// this file's own standing in for the tenant's console and a MinIO for its `minio` service, both reached
// through GRANARY_TENANT_SERVICES as a deployment reaches `<tenant>-console.<ns>.svc`. Namespaces start 'px-'.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });

type Ref = TenantRef;
const alpha: Ref = { namespace: 'px-alpha', tenant: 'alpha' };
const wrongPassword: Ref = { namespace: 'px-wrong', tenant: 'wrong' };
const noSecret: Ref = { namespace: 'px-nosecret', tenant: 'nosecret' };
const away: Ref = { namespace: 'px-away', tenant: 'away' };
/** Served over TLS, by a certificate for its console's cluster name, and by one for another name. */
const secure: Ref = { namespace: 'px-tls', tenant: 'secure' };
const misnamed: Ref = { namespace: 'px-tls-other', tenant: 'misnamed' };
/** MinIO's own embedded console as the tenant's console. */
const embedded: Ref = { namespace: 'px-embedded', tenant: 'embedded' };

const tenantWith = (ref: Ref, credentials?: { user: string; password: string }, tls = false) =>
  tenantWithRootCredentials(cluster, ref, credentials, { tls });

/** An endpoint of the tenant's console, as its page calls it through the proxy. */
const proxied = (ref: Ref, endpoint: AnyEndpoint, params = {}) =>
  tenantProxyPath(ref, endpointPath(endpoint, { params }));

describe('the tenant proxy and usage', () => {
  let minio: MinioServer;
  let upstream: TestApp;
  let tlsUpstream: TestApp;
  const certificates = testCertificates();
  let app: OperatorApp;
  const as = { admin: '', reader: '' };
  /** The browser's tenant cookie, kept between calls as the browser keeps it. */
  let tenantCookie = '';

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    opts: { token?: string; cookie?: string; body?: object; page?: boolean } = {},
  ) => {
    const res = await app.t.app.inject({
      method,
      url,
      cookies: {
        token: opts.token ?? as.admin,
        ...((opts.cookie ?? tenantCookie) && { granary_tenant: opts.cookie ?? tenantCookie }),
      },
      headers: {
        ...(opts.page && { 'sec-fetch-dest': 'iframe', accept: 'text/html' }),
        ...(opts.body && { 'content-type': 'application/json' }),
      },
      ...(opts.body && { payload: JSON.stringify(opts.body) }),
    });
    const set = res.cookies.find((cookie) => cookie.name === 'granary_tenant');
    return { res, set };
  };

  beforeAll(async () => {
    minio = await startMinio({ drives: 1, name: 'tenant-proxy', env: { MINIO_BROWSER: 'on' } });
    upstream = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    await upstream.app.listen({ host: '127.0.0.1', port: 0 });
    const consoleAt = `127.0.0.1:${(upstream.app.server.address() as AddressInfo).port}`;
    const minioAt = new URL(minio.endpoint).host;
    const certificate = certificates.selfSigned('secure-console.px-tls.svc.cluster.local');
    tlsUpstream = await makeTestApp({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_TLS_CERT: certificate.crtPath,
      CONSOLE_TLS_KEY: certificate.keyPath,
    });
    await tlsUpstream.app.listen({ host: '127.0.0.1', port: 0 });
    const tlsConsoleAt = `127.0.0.1:${(tlsUpstream.app.server.address() as AddressInfo).port}`;
    for (const ref of [secure, misnamed])
      await tenantWith(ref, { user: minio.rootUser, password: minio.rootPassword }, true);
    await tenantWith(alpha, { user: minio.rootUser, password: minio.rootPassword });
    await tenantWith(wrongPassword, { user: minio.rootUser, password: 'not-the-password' });
    await tenantWith(noSecret);
    await tenantWith(away, { user: minio.rootUser, password: minio.rootPassword });
    await tenantWith(embedded, { user: minio.rootUser, password: minio.rootPassword });
    app = await startOperatorApp(kube, {
      GRANARY_TENANT_SERVICES: [
        `alpha-console.px-alpha:9090=${consoleAt}`,
        `minio.px-alpha:80=${minioAt}`,
        `wrong-console.px-wrong:9090=${consoleAt}`,
        `minio.px-wrong:80=${minioAt}`,
        // Nothing listens there.
        'away-console.px-away:9090=127.0.0.1:1',
        'minio.px-away:80=127.0.0.1:1',
        `secure-console.px-tls:9443=${tlsConsoleAt}`,
        `embedded-console.px-embedded:9090=127.0.0.1:${minio.consolePort}`,
        `misnamed-console.px-tls-other:9443=${tlsConsoleAt}`,
      ].join(','),
      GRANARY_TENANT_CA: certificate.crtPath,
    });
    // A socket for the live tools' test.
    await app.t.app.listen({ host: '127.0.0.1', port: 0 });
    as.admin = await app.logIn(await cluster.serviceAccountToken('px-ops', 'admin', operatorRules));
    as.reader = await app.logIn(await cluster.serviceAccountToken('px-ops', 'reader', tenantReaderRules));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.app.close();
    await tlsUpstream?.app.close();
    certificates.remove();
    await minio?.stop();
  });

  it("logs in to the tenant's console with its secret's root credentials, in a cookie of the tenant's path", async () => {
    const { res, set } = await send('GET', proxied(alpha, apiEndpoints.session.session));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', operator: false });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(set).toMatchObject({ path: '/api/proxy/px-alpha/alpha', httpOnly: true, sameSite: 'Strict' });
    // The operator's own session is untouched; the console's token never reaches the browser as it is.
    expect(res.cookies.map((cookie) => cookie.name)).toEqual(['granary_tenant']);
    tenantCookie = set?.value ?? '';
    const direct = await upstream.app.inject({
      method: 'POST',
      url: endpointPath(apiEndpoints.session.login, {}),
      payload: { accessKey: minio.rootUser, secretKey: minio.rootPassword },
    });
    expect(tenantCookie).not.toContain(direct.cookies[0]?.value ?? 'none');

    const again = await send('GET', proxied(alpha, apiEndpoints.dashboard.info));
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect(again.res.json()).toHaveProperty('servers');
    expect(again.set).toBeUndefined();
  });

  it("streams bodies, copies the console's statuses, and logs in again when the console ended its session", async () => {
    const created = await send('POST', proxied(alpha, apiEndpoints.buckets.create), {
      body: { name: 'px-through-proxy' },
    });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const s3 = rootS3(minio);
    const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
    s3.destroy();
    expect(Buckets.map((bucket) => bucket.Name)).toContain('px-through-proxy');

    const missing = await send('GET', `${proxied(alpha, apiEndpoints.session.session)}/no-such-endpoint`);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.json()).toMatchObject({ code: 'not_found' });

    // A session the console no longer accepts (ended there: a logout, a restart of its own).
    const claims = unsealToken(app.t.sealingKey, as.admin);
    if (!claims.ok) throw new Error('the operator session does not unseal');
    const ended = sealConsoleSession(app.t.sealingKey, {
      sid: claims.claims.sid,
      ...alpha,
      token: 'no-longer-valid',
      expiresAt: Date.now() + 3600_000,
    });
    // A request with a body cannot be sent twice: the console's 401 is the answer, and the cookie is dropped.
    const refused = await send('POST', proxied(alpha, apiEndpoints.buckets.create), {
      cookie: ended,
      body: { name: 'px-refused' },
    });
    expect(refused.res.statusCode).toBe(401);
    expect(refused.set?.value).toBe('');
    expect(refused.res.cookies.some((cookie) => cookie.name === 'token')).toBe(false);
    // One without a body is asked again after a new login.
    const relogged = await send('GET', proxied(alpha, apiEndpoints.session.session), { cookie: ended });
    expect(relogged.res.statusCode, relogged.res.body).toBe(200);
    tenantCookie = relogged.set?.value ?? '';
    expect(tenantCookie).not.toBe('');
  });

  it("answers the tenant's usage from its MinIO, and the console's login on its own", async () => {
    const usage = await app.api(apiEndpoints.tenantProxy.usage, { params: alpha }, { as: as.admin });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().disk_used).toBeGreaterThan(0);
    expect(usage.json().used).toBeGreaterThanOrEqual(0);
    const login = await app.api(apiEndpoints.tenantProxy.consoleLogin, { params: alpha }, { as: as.admin });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.cookies.map((cookie) => cookie.name)).toEqual(['granary_tenant']);
  });

  it('says a wrong root password in the secret is refused by the console, without ending the session', async () => {
    const page = await send('GET', tenantProxyPath(wrongPassword, '/metrics'), { page: true, cookie: '' });
    expect(page.res.statusCode).toBe(502);
    expect(page.res.headers['content-type']).toContain('text/html');
    expect(page.res.body).toContain(
      "The tenant's console refused to log in with the root credentials of its configuration secret: 401 Invalid login",
    );
    const login = await app.api(
      apiEndpoints.tenantProxy.consoleLogin,
      { params: wrongPassword },
      { as: as.admin },
    );
    expect(login.statusCode).toBe(502);
    expect(login.json()).toMatchObject({ code: 'tenant_failed' });
    expect(login.headers['set-cookie']).toBeUndefined();
    const usage = await app.api(apiEndpoints.tenantProxy.usage, { params: wrongPassword }, { as: as.admin });
    expect(usage.statusCode).toBe(502);
    expect(usage.json<ApiError>().message).toMatch(
      /^The tenant's MinIO refused to tell its usage to its root credentials: /,
    );
  });

  it('refuses an operator who may not read the secret, naming the permission, and says what is missing', async () => {
    const refused = await send('GET', proxied(alpha, apiEndpoints.session.session), { token: as.reader });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().message).toMatch(
      /^Kubernetes refused: secrets "alpha-env-configuration" is forbidden: User "system:serviceaccount:px-ops:reader" cannot get resource "secrets" in API group "" in the namespace "px-alpha"/,
    );
    const usage = await app.api(apiEndpoints.tenantProxy.usage, { params: alpha }, { as: as.reader });
    expect(usage.statusCode).toBe(403);

    const noConfiguration = await app.api(
      apiEndpoints.tenantProxy.usage,
      { params: noSecret },
      { as: as.admin },
    );
    expect(noConfiguration.statusCode).toBe(404);
    expect(noConfiguration.json<ApiError>().message).toBe(
      "The tenant's configuration secret nosecret-env-configuration is not in the namespace px-nosecret: its root credentials cannot be read.",
    );
    const noTenant = await send('GET', tenantProxyPath({ namespace: 'px-alpha', tenant: 'ghost' }, '/'));
    expect(noTenant.res.statusCode).toBe(404);
    expect(noTenant.res.json().message).toMatch(/^Kubernetes has no such object: .*"ghost" not found/);
    const badName = await send('GET', tenantProxyPath({ namespace: 'PX', tenant: 'alpha' }, '/'));
    expect(badName.res.statusCode).toBe(400);
  });

  it('says which service cannot be reached', async () => {
    const console = await app.api(apiEndpoints.tenantProxy.consoleLogin, { params: away }, { as: as.admin });
    expect(console.statusCode).toBe(503);
    expect(console.json()).toMatchObject({
      code: 'tenant_unreachable',
      message:
        "The tenant's console at away-console.px-away.svc.cluster.local:9090 (mapped to 127.0.0.1:1) cannot be reached.",
    });
    const usage = await app.api(apiEndpoints.tenantProxy.usage, { params: away }, { as: as.admin });
    expect(usage.statusCode).toBe(503);
    expect(usage.json<ApiError>().message).toBe(
      "The tenant's MinIO at minio.px-away.svc.cluster.local:80 (mapped to 127.0.0.1:1) cannot be reached.",
    );
  });

  it("passes the console's live sockets through, and refuses them from another site", async () => {
    const port = (app.t.app.server.address() as AddressInfo).port;
    const open = (query: Record<string, string>, headers: Record<string, string> = {}) => {
      const path = tenantProxyPath(alpha, filledPath(liveSockets.trace.path, { query }));
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
        headers: { cookie: `token=${as.admin}; granary_tenant=${tenantCookie}`, ...headers },
      });
      const frames: { kind: string }[] = [];
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { kind: string }));
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      return { socket, frames, closed };
    };
    const trace = open({ calls: 's3' });
    await new Promise((resolve) => trace.socket.once('open', resolve));
    trace.socket.send('ok');
    const s3 = rootS3(minio);
    await expect
      .poll(async () => {
        await s3.send(new ListBucketsCommand({}));
        return trace.frames.filter((frame) => frame.kind === 'data').length;
      })
      .toBeGreaterThan(0);
    s3.destroy();
    trace.socket.close();
    // The console's own refusal of a query is its close code.
    expect(await open({ calls: 'nothing' }).closed).toBe(1008);
    expect(await open({ calls: 's3' }, { 'sec-fetch-site': 'cross-site' }).closed).toBe(1008);
  });

  it("speaks TLS to a tenant that serves it, checking the certificate against the service's name", async () => {
    const login = await app.api(apiEndpoints.tenantProxy.consoleLogin, { params: secure }, { as: as.admin });
    expect(login.statusCode, login.body).toBe(200);
    const mismatch = await app.api(
      apiEndpoints.tenantProxy.consoleLogin,
      { params: misnamed },
      { as: as.admin },
    );
    expect(mismatch.statusCode).toBe(503);
    expect(mismatch.json<ApiError>()).toMatchObject({
      message: expect.stringMatching(
        /^The tenant's console at misnamed-console\.px-tls-other\.svc\.cluster\.local:9443 /,
      ),
      detailedMessage: 'ERR_TLS_CERT_ALTNAME_INVALID',
    });
  });

  it("serves MinIO's own embedded console: its login, its API, and its page based under the prefix", async () => {
    const page = await send('GET', tenantProxyPath(embedded, '/'), { page: true, cookie: '' });
    expect(page.res.statusCode, page.res.body).toBe(200);
    expect(page.res.body).toContain('<base href="/api/proxy/px-embedded/embedded/">');
    const session = await send('GET', proxied(embedded, apiEndpoints.session.session), {
      cookie: page.set?.value ?? '',
    });
    expect(session.res.statusCode, session.res.body).toBe(200);
    expect(session.res.json()).toMatchObject({ distributedMode: expect.any(Boolean) });
  });

  it("restarts the tenant's MinIO through its console's restart call", async () => {
    const restart = await send('POST', proxied(alpha, apiEndpoints.service.restart));
    expect(restart.res.statusCode, restart.res.body).toBe(200);
    const info = await send('GET', proxied(alpha, apiEndpoints.dashboard.info));
    expect(info.res.statusCode, info.res.body).toBe(200);
  });

  it("copies the console's own failure once its MinIO is away", async () => {
    await minio.stop();
    const info = await send('GET', proxied(alpha, apiEndpoints.dashboard.info));
    expect(info.res.statusCode).toBe(503);
    expect(info.res.json()).toMatchObject({ code: 'minio_unreachable' });
  });
});
