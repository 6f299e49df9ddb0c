// Percent-encoded spellings of a path reach the same route as the path itself: they must meet the same checks.
import { listEndpoints, liveSockets } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.app.close());

/** The route with sample params and its first letter after the leading slash percent-encoded. */
function otherSpelling(path: string): string {
  const filled = path.replace(/:[A-Za-z0-9_]+/g, 'some-name').replace(/\/\*$/, '/some-key');
  const first = filled.charCodeAt(1).toString(16);
  return `/%${first}${filled.slice(2)}`;
}

const writes = listEndpoints().filter(({ endpoint }) => endpoint.method !== 'GET');
const guardedReads = listEndpoints().filter(({ endpoint }) => endpoint.method === 'GET' && !endpoint.public);

describe('hooks judge the route, not the raw URL', () => {
  it('spells /api as /%61pi in the samples', () => {
    expect(otherSpelling('/api/v1/buckets/:name')).toBe('/%61pi/v1/buckets/some-name');
  });

  it.each(writes.map(({ name, endpoint }) => [name, endpoint.method, otherSpelling(endpoint.path)]))(
    '%s: a cross-site %s %s is refused as cross-site',
    async (_name, method, url) => {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('cross_site_request');
    },
  );

  it.each(guardedReads.map(({ name, endpoint }) => [name, otherSpelling(endpoint.path)]))(
    '%s: GET %s without a session is refused by the session check',
    async (_name, url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().detailedMessage ?? res.json().message).toContain('No session cookie was sent.');
    },
  );

  it.each(Object.values(liveSockets).map(({ path }) => [otherSpelling(path)]))(
    'the live socket %s opens neither from another site nor without a session',
    async (url) => {
      await expect(
        t.app.injectWS(url, { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } }),
      ).rejects.toThrow('Unexpected server response: 403');
      await expect(t.app.injectWS(url)).rejects.toThrow('Unexpected server response: 401');
    },
  );
});
