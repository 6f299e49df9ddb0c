import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSessionToken, makeTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.app.close());

const logout = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/logout',
    headers: { host: 'console.example:9090', ...headers },
  });

describe('state-changing requests only from the console itself', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: 'http://console.example:9090' }],
    [{}],
  ])('lets %o through', async (headers) => {
    expect((await logout(headers)).statusCode).toBe(200);
  });

  it.each([
    [{ 'sec-fetch-site': 'same-site' }, "Sec-Fetch-Site is 'same-site'"],
    [{ 'sec-fetch-site': 'cross-site' }, "Sec-Fetch-Site is 'cross-site'"],
    [
      { 'sec-fetch-site': 'cross-site', origin: 'http://console.example:9090' },
      "Sec-Fetch-Site is 'cross-site'",
    ],
    [{ origin: 'http://evil.example' }, "Origin 'http://evil.example' is not http://console.example:9090"],
    [{ origin: 'http://console.example:9091' }, 'is not http://console.example:9090'],
    [{ origin: 'null' }, "Origin 'null'"],
  ])('refuses %o with a 403 saying why', async (headers, reason) => {
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'cross_site_request',
      message: 'Refused: this request came from another site. Use the console itself.',
    });
    expect(res.json().detailedMessage).toContain(reason);
  });

  it('reads stay open to links from other sites (GET is never state-changing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/login',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it("the specification's GET of a share link answers 405: sharing is a POST", async () => {
    const token = fakeSessionToken(t.sealingKey);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/buckets/photos/objects/share?prefix=a.txt&expires=60000ms',
      cookies: { token },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ code: 'method_not_allowed' });
    expect(res.json().message).toContain('send it as POST');
  });
});
