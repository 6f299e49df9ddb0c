import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { forwardedPrefix } from '../../plugins/proxy-prefix.ts';
import { sessionCookieOf } from './tenant-console-session.ts';
import {
  answerHeaders,
  pathBelowPrefix,
  proxiedLocation,
  type ProxyUpstream,
} from './tenant-proxy-forward.ts';
import { consoleService, minioService, serviceAddress } from './tenant-services.ts';
import { usageOf } from './tenant-usage.ts';
import { rebasedPage } from './tenant-proxy-page.ts';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';

const services = {
  clusterDomain: 'cluster.local',
  addresses: new Map([['alpha-console.ns:9090', '127.0.0.1:4000']]),
};
const upstream: ProxyUpstream = {
  address: serviceAddress(services, consoleService('ns', 'alpha', false)),
  agent: undefined,
  prefix: '/api/proxy/ns/alpha',
};

describe("the tenant's services", () => {
  it("are the operator's names and ports, mapped where the configuration says", () => {
    expect(upstream.address).toEqual({
      dnsName: 'alpha-console.ns.svc.cluster.local',
      port: 9090,
      tls: false,
      origin: 'http://127.0.0.1:4000',
      mappedTo: '127.0.0.1:4000',
    });
    expect(serviceAddress(services, consoleService('ns', 'alpha', true)).origin).toBe(
      'https://alpha-console.ns.svc.cluster.local:9443',
    );
    expect(
      serviceAddress({ ...services, clusterDomain: 'k8s.example' }, minioService('ns', true)).origin,
    ).toBe('https://minio.ns.svc.k8s.example:443');
    expect(serviceAddress(services, minioService('ns', false)).origin).toBe(
      'http://minio.ns.svc.cluster.local:80',
    );
  });

  it('are configured by GRANARY_TENANT_SERVICES and GRANARY_CLUSTER_DOMAIN, refusing what is no mapping', () => {
    const env = { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:6443' };
    const config = loadConfig(
      {
        ...env,
        GRANARY_TENANT_SERVICES: 'a-console.ns:9090=127.0.0.1:1, minio.ns:80=[::1]:9000',
        CLUSTER_DOMAIN: 'c.local',
      },
      { staticDir: '.' },
    );
    expect(config.tenantServices).toEqual({
      clusterDomain: 'c.local',
      addresses: new Map([
        ['a-console.ns:9090', '127.0.0.1:1'],
        ['minio.ns:80', '[::1]:9000'],
      ]),
    });
    expect(() =>
      loadConfig({ ...env, GRANARY_TENANT_SERVICES: 'a-console.ns=127.0.0.1:1' }, { staticDir: '.' }),
    ).toThrow(/expected <service>\.<namespace>:<port>=<host>:<port>/);
    expect(loadConfig({}, { staticDir: '.' }).tenantServices).toBeUndefined();
  });
});

describe('the proxy', () => {
  it('passes the path below the prefix as the browser wrote it', () => {
    expect(pathBelowPrefix('/api/proxy/ns/alpha/metrics?x=%2F')).toBe('/metrics?x=%2F');
    expect(pathBelowPrefix('/api/proxy/ns/alpha/')).toBe('/');
    expect(pathBelowPrefix('/api/proxy/ns/alpha?x=1')).toBe('/?x=1');
  });

  it("keeps the console's redirects under the prefix, and others as they are", () => {
    expect(proxiedLocation('/login', upstream)).toBe('/api/proxy/ns/alpha/login');
    expect(proxiedLocation('http://127.0.0.1:4000/a?b#c', upstream)).toBe('/api/proxy/ns/alpha/a?b#c');
    expect(proxiedLocation('http://alpha-console.ns.svc.cluster.local:9090/x', upstream)).toBe(
      '/api/proxy/ns/alpha/x',
    );
    expect(proxiedLocation('https://idp.example/auth', upstream)).toBe('https://idp.example/auth');
    expect(proxiedLocation('//evil.example/x', upstream)).toBe('//evil.example/x');
  });

  it('drops hop-by-hop headers, those Connection names and cookies, and frames for this origin only', () => {
    const headers = answerHeaders(
      {
        connection: 'keep-alive, x-private',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-private': '1',
        'set-cookie': ['token=abc; Path=/'],
        'x-frame-options': 'DENY',
        'content-type': 'text/html',
        'content-security-policy': "default-src 'self'",
        location: '/next',
      },
      upstream,
    );
    expect(headers).toEqual({
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'",
      location: '/api/proxy/ns/alpha/next',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it("reads the console's session cookie, its end, and its clearing", () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(sessionCookieOf(['other=1', 'token=abc; Path=/; Max-Age=600; HttpOnly'], now)).toEqual({
      token: 'abc',
      expiresAt: now + 600_000,
    });
    expect(sessionCookieOf(['token="q"; Expires=Tue, 01 Dec 2026 01:00:00 GMT'], now)).toEqual({
      token: 'q',
      expiresAt: now + 3600_000,
    });
    expect(sessionCookieOf(['token=; Path=/; Max-Age=0'], now)).toBeNull();
    expect(sessionCookieOf(['token=old; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], now)).toBeNull();
    expect(sessionCookieOf(['view=1'], now)).toBeUndefined();
  });

  it('lets a proxy name the prefix only in its own shape', () => {
    expect(forwardedPrefix({ 'x-forwarded-prefix': '/api/proxy/ns/alpha' })).toBe('/api/proxy/ns/alpha');
    expect(forwardedPrefix({ 'x-forwarded-prefix': '//evil.example/x/y' })).toBe('');
    expect(forwardedPrefix({ 'x-forwarded-prefix': '/api/proxy/ns/alpha/more' })).toBe('');
    expect(forwardedPrefix({})).toBe('');
  });
});

describe("a console's page", () => {
  const page = (html: string) => Readable.from([Buffer.from(html)]) as unknown as IncomingMessage;
  it('gets its root base under the prefix, and keeps any other', async () => {
    const moved = await rebasedPage(page('<head><base href="/"/><title>x</title>'), '/api/proxy/ns/a');
    expect(moved.toString()).toBe('<head><base href="/api/proxy/ns/a/"><title>x</title>');
    const kept = await rebasedPage(page('<base href="/api/proxy/ns/a/">'), '/api/proxy/ns/a');
    expect(kept.toString()).toBe('<base href="/api/proxy/ns/a/">');
  });
});

describe("a tenant's usage", () => {
  it("is MinIO's data usage and its drives' used space summed", () => {
    expect(
      usageOf({
        usage: { size: 1000 },
        servers: [
          { state: 'online', endpoint: 'a', drives: [{ usedspace: 10 }, { usedspace: 5 }] },
          { state: 'online', endpoint: 'b' },
          { state: 'online', endpoint: 'c', drives: [{ usedspace: 7 }] },
        ],
      } as never),
    ).toEqual({ used: 1000, disk_used: 22 });
    expect(usageOf({})).toEqual({ used: 0, disk_used: 0 });
  });
});
