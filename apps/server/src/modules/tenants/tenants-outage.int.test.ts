import { apiEndpoints } from '@granary/contract';
import { kubeFixtures, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { startKube, type KubeServer } from '@granary/tools/kube/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, type OperatorApp } from '../../testing/operator-harness.ts';

// An API server of this file's own, stopped and started again underneath a logged-in operator.
describe('operator mode with its API server stopped underneath', () => {
  let kube: KubeServer;
  let app: OperatorApp;
  let as = '';
  beforeAll(async () => {
    kube = await startKube();
    const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
    await cluster.createTenant(
      'out-a',
      'kept',
      { pools: [] },
      { currentState: 'Initialized', healthStatus: 'green' },
    );
    app = await startOperatorApp(kube);
    as = await app.logIn(await cluster.serviceAccountToken('out-ops', 'reader', tenantReaderRules));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await kube?.stop();
  });

  it('says the API server cannot be reached, naming it, keeps the session, and recovers once it is back', async () => {
    await kube.stopApiServer();
    for (const endpoint of [apiEndpoints.tenants.list, apiEndpoints.session.session]) {
      const res = await app.api(endpoint, undefined, { as });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'kubernetes_unreachable',
        message: `The Kubernetes API server at ${kube.url} cannot be reached.`,
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const login = await app.api(apiEndpoints.session.loginOperator, { body: { jwt: 'any-token' } });
    expect(login.statusCode).toBe(503);
    // Before login, the API server's address is nobody's to learn.
    expect(login.json()).toMatchObject({
      message: 'The Kubernetes API server cannot be reached. Try again shortly.',
    });
    expect(login.body).not.toContain(kube.url);

    await kube.startApiServer();
    const res = await app.api(apiEndpoints.tenants.list, undefined, { as });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tenants.map((t) => t.name)).toEqual(['kept']);
  });
});
