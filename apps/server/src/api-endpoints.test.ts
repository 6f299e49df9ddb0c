import { listEndpoints, liveSockets, openApiEndpoint } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** Fastify's path syntax from the OpenAPI document's: `{name}` back to `:name`, the wildcard to `*`. */
const fastifyPath = (openApiPath: string) =>
  openApiPath.replace(/\{\*\}$/, '*').replace(/\{([^}]+)\}/g, ':$1');

describe("the contract's endpoint table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:1' });
    await t.app.ready();
  });
  afterAll(() => t.app.close());

  it('is registered whole: every endpoint answers at its method and path', () => {
    const missing = listEndpoints()
      .filter(({ endpoint }) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('is all there is: every documented route comes from it', () => {
    const described = new Set(listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`),
    );
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((route) => !described.has(route))).toEqual([]);
    expect(described.size).toBe(documented.length + 1);
    expect(described.has(`GET ${openApiEndpoint.path}`)).toBe(true);
  });
});

describe("the contract's socket table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:1' });
    await t.app.ready();
  });
  afterAll(() => t.app.close());

  it('is served whole: every socket descriptor has its route', () => {
    const missing = Object.entries(liveSockets)
      .filter(([, socket]) => !t.app.hasRoute({ method: 'GET', url: socket.path }))
      .map(([name, socket]) => `${name}: ${socket.path}`);
    expect(missing).toEqual([]);
  });

  it('is all there is: every /ws/ route comes from it', () => {
    const described = new Set<string>(Object.values(liveSockets).map((socket) => socket.path));
    const served = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/ws\/\S*)/.exec(line)?.[1])
      .filter((path): path is string => path !== undefined);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((path) => !described.has(path))).toEqual([]);
  });
});
