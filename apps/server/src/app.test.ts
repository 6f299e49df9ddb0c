import { parse } from 'parse5';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSessionToken, makeTestApp } from './testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

describe('server without a reachable MinIO', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback is closed: every MinIO call fails to connect.
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:1', GRANARY_LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.app.close());

  it('answers the form login strategy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/login' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loginStrategy: 'form' });
  });

  it.each(['/api/v1/session', '/api/v1/has-permission'])('gives 401 on %s without a cookie', async (url) => {
    const res = await t.app.inject({
      method: url.endsWith('permission') ? 'POST' : 'GET',
      url,
      payload: url.endsWith('permission') ? { actions: [] } : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_session',
      message: expect.stringContaining('Log in again'),
    });
  });

  it('gives 401 and clears the cookie for a tampered token', async () => {
    const token = fakeSessionToken(t.sealingKey);
    // A character in the middle: the last one may only carry padding bits that decoding ignores.
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { token: tampered } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detailedMessage).toBe('The session token is not valid.');
    expect(res.headers['set-cookie']).toMatch(/^token=;/);
  });

  it('gives 401 for an expired token', async () => {
    const token = fakeSessionToken(t.sealingKey, -1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { token } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detailedMessage).toBe('The session expired.');
  });

  it('names the missing field on bad login input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { accessKey: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining('secretKey') });
  });

  it('says MinIO cannot be reached with a 503, without its address before login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { accessKey: 'admin', secretKey: 'password' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'minio_unreachable',
      message: 'MinIO cannot be reached. Try again shortly.',
      detailedMessage: '',
    });
  });

  it('refuses an access key no request can be signed with as a wrong login, without asking MinIO', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { accessKey: 'ad\u00e9min\u{1F600}', secretKey: 'password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_login' });
  });

  it('answers an upload that is not well-formed multipart/form-data with a 400 saying so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/buckets/photos/objects/upload?prefix=',
      cookies: { token: fakeSessionToken(t.sealingKey) },
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'x',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^The upload is not well-formed multipart\/form-data/);
  });

  it('rate-limits login attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { accessKey: 'x', secretKey: 'y' },
        remoteAddress: '10.9.9.9',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    const last = await attempt();
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('too_many_requests');
  });

  it('always clears the cookie on logout', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', cookies: { token: 'garbage' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/login',
        '/api/v1/session',
        '/api/v1/logout',
        '/api/v1/has-permission',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/v1/login'].post)).toContain('#/components/schemas/LoginRequest');
    expect(JSON.stringify(doc.components.schemas)).toContain('secretKey');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the SPA with history fallback at the root', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/buckets/photos/summary' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<base href="/">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the SPA and the API under the /api/proxy prefix', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/proxy/ns-1/tenant-a/buckets' });
    expect(page.body).toContain('<base href="/api/proxy/ns-1/tenant-a/">');
    const asset = await t.app.inject({ method: 'GET', url: '/api/proxy/ns-1/tenant-a/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    const api = await t.app.inject({ method: 'GET', url: '/api/proxy/ns-1/tenant-a/api/v1/login' });
    expect(api.json()).toEqual({ loginStrategy: 'form' });
  });

  it('answers an unknown API path with 401 without a session and a JSON 404 with one, never the SPA', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(anonymous.statusCode).toBe(401);
    const token = fakeSessionToken(t.sealingKey);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', cookies: { token } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      message: 'No such endpoint: GET /api/v1/nothing-here',
    });
  });

  it.each(['/assets/app.js', '/api/proxy/ns-1/tenant-a/assets/app.js'])(
    'sends the precompressed %s to clients that accept gzip',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe('console.log("app");');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('serves the SPA for client routes that end in a file name, and 404 for missing assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/object-browser/photos/2024/report.pdf' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No such file: /assets/missing.js' });
  });

  it('preloads what a deep link needs: the session, the folder listing, then the route chunks', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/object-browser/photos/2024%20q1/~./' })).body;
    const session = '<link rel="preload" as="fetch" crossorigin="" href="/api/v1/session">';
    const listing =
      '<link rel="preload" as="fetch" crossorigin="" ' +
      'href="/api/v1/buckets/photos/objects?prefix=2024+q1%2F.%2F&amp;limit=200">';
    expect(html).toContain(session);
    expect(html).toContain(listing);
    expect(html.indexOf(listing)).toBeLessThan(html.indexOf('<script'));
    const modules = [...html.matchAll(/rel="modulepreload" crossorigin="" href="\.\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    // The entry's own imports are the HTML's already; the shell and the route bring the rest.
    expect(modules.sort()).toEqual(['assets/object-browser.js', 'assets/paper.js', 'assets/shell.js']);
  });

  it('preloads no session on the login page, and keeps the proxy prefix in API preloads', async () => {
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).not.toContain('as="fetch"');
    expect(login).toContain('<link rel="modulepreload" crossorigin="" href="./assets/login.js">');
    expect(login).not.toContain('assets/shell.js');
    const proxied = (
      await t.app.inject({ method: 'GET', url: '/api/proxy/ns-1/tenant-a/object-browser/photos/' })
    ).body;
    expect(proxied).toContain('href="/api/proxy/ns-1/tenant-a/api/v1/session"');
    expect(proxied).toContain(
      'href="/api/proxy/ns-1/tenant-a/api/v1/buckets/photos/objects?prefix=&amp;limit=200"',
    );
  });

  it('keeps a hostile proxy prefix inside the base href, with no element of its own', async () => {
    const prefix = '/api/proxy/a"><script>alert(1)</script><base href="x/t';
    const res = await t.app.inject({ method: 'GET', url: `${prefix}/object-browser/photos/` });
    expect(res.statusCode).toBe(200);
    const head = parse(res.body).childNodes.find((node) => node.nodeName === 'html');
    const headElements = (head && 'childNodes' in head ? head.childNodes : [])
      .flatMap((node) => ('childNodes' in node && node.nodeName === 'head' ? node.childNodes : []))
      .filter((node) => 'tagName' in node)
      .map((node) =>
        'tagName' in node ? `${node.tagName} ${node.attrs.map((a) => a.value).join(' ')}` : '',
      );
    expect(headElements.filter((tag) => tag.startsWith('base '))).toHaveLength(1);
    expect(headElements.filter((tag) => tag.startsWith('script '))).toEqual([
      'script module ./assets/app.js',
    ]);
    expect(headElements.find((tag) => tag.startsWith('base '))).toBe(
      'base /api/proxy/a%22%3E%3Cscript%3Ealert(1)%3C/script%3E%3Cbase%20href=%22x/',
    );
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'answers %s to an unknown path with a JSON 404, not the app',
    async (method) => {
      const res = await t.app.inject({ method, url: '/anything' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'not_found',
        message: `No such endpoint: ${method} /anything`,
      });
    },
  );

  it('does not serve files outside the static directory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/../../../etc/passwd' });
    expect(res.body).not.toContain('root:');
  });
});
