import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';
import { publicOrigin } from './proxy-prefix.ts';

const loginFrom = (t: Awaited<ReturnType<typeof makeTestApp>>, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { accessKey: 'x', secretKey: 'y' },
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind a reverse proxy', () => {
  it('with GRANARY_TRUST_PROXY each client has its own login rate limit', async () => {
    const t = await makeTestApp({
      CONSOLE_MINIO_SERVER: 'http://127.0.0.1:1',
      GRANARY_LOGIN_RATE_LIMIT: '2',
      GRANARY_TRUST_PROXY: '10.0.0.2',
    });
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(t, '198.51.100.7')).statusCode).not.toBe(429);
    expect((await loginFrom(t, '198.51.100.7')).statusCode).toBe(429);
    expect((await loginFrom(t, '203.0.113.9')).statusCode).not.toBe(429);
    await t.app.close();
  });

  it('without it, everyone behind the proxy shares one limit (the forwarded address is not believed)', async () => {
    const t = await makeTestApp({
      CONSOLE_MINIO_SERVER: 'http://127.0.0.1:1',
      GRANARY_LOGIN_RATE_LIMIT: '2',
    });
    for (let i = 0; i < 2; i += 1) await loginFrom(t, '198.51.100.7');
    expect((await loginFrom(t, '203.0.113.9')).statusCode).toBe(429);
    await t.app.close();
  });
});

describe('publicOrigin (the base of share links)', () => {
  const request = (headers: { origin?: string }, originalUrl = '/api/v1/buckets/b/objects/share') => ({
    protocol: 'http',
    host: 'attacker.example',
    originalUrl,
    headers,
  });

  it('is GRANARY_PUBLIC_URL when set, with the proxy prefix', () => {
    const publicUrl = new URL('https://console.example/granary/');
    expect(publicOrigin(request({ origin: 'https://other.example' }), publicUrl)).toBe(
      'https://console.example/granary',
    );
    expect(publicOrigin(request({}, '/api/proxy/ns/t/api/v1/x'), publicUrl)).toBe(
      'https://console.example/granary/api/proxy/ns/t',
    );
  });

  it("else the browser's Origin, not the Host header", () => {
    expect(publicOrigin(request({ origin: 'https://console.example:9443' }), undefined)).toBe(
      'https://console.example:9443',
    );
  });

  it('else, for a caller that sent no Origin, the Host it sent', () => {
    expect(publicOrigin(request({}), undefined)).toBe('http://attacker.example');
    expect(publicOrigin(request({ origin: 'null' }), undefined)).toBe('http://attacker.example');
  });
});
