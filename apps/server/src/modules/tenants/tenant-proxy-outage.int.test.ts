import type { AddressInfo } from 'node:net';
import { apiEndpoints, endpointPath, tenantProxyPath } from '@granary/contract';
import { kubeFixtures, operatorRules } from '@granary/tools/kube/fixtures';
import { testMinio } from '@granary/tools/minio/test-servers';
import { startKube, type KubeServer } from '@granary/tools/kube/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../testing/harness.ts';
import { startOperatorApp, type OperatorApp } from '../../testing/operator-harness.ts';
import { tenantWithRootCredentials } from '../../testing/tenant-consoles.ts';

// An API server of this file's own, stopped and started again underneath the tenant proxy and usage; a
// regular-mode Granary on the worker's MinIO (only read) stands in for the tenant's console.
describe('the tenant proxy with its API server stopped underneath', () => {
  const minio = testMinio();
  const ref = { namespace: 'pxo-a', tenant: 'kept' };
  let kube: KubeServer;
  let upstream: TestApp;
  let app: OperatorApp;
  let as = '';
  beforeAll(async () => {
    kube = await startKube();
    const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
    await tenantWithRootCredentials(cluster, ref, { user: minio.rootUser, password: minio.rootPassword });
    upstream = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    await upstream.app.listen({ host: '127.0.0.1', port: 0 });
    const consoleAt = `127.0.0.1:${(upstream.app.server.address() as AddressInfo).port}`;
    app = await startOperatorApp(kube, {
      GRANARY_TENANT_SERVICES: `kept-console.pxo-a:9090=${consoleAt},minio.pxo-a:80=${new URL(minio.endpoint).host}`,
    });
    as = await app.logIn(await cluster.serviceAccountToken('pxo-ops', 'admin', operatorRules));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.app.close();
    await kube?.stop();
  });

  it('says the API server cannot be reached, keeps the session, and serves the tenant again once it is back', async () => {
    const page = () =>
      app.t.app.inject({
        method: 'GET',
        url: tenantProxyPath(ref, endpointPath(apiEndpoints.session.session, {})),
        cookies: { token: as },
      });
    await kube.stopApiServer();
    const usage = await app.api(apiEndpoints.tenantProxy.usage, { params: ref }, { as });
    const login = await app.api(apiEndpoints.tenantProxy.consoleLogin, { params: ref }, { as });
    const proxied = await page();
    for (const res of [usage, login, proxied]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'kubernetes_unreachable',
        message: `The Kubernetes API server at ${kube.url} cannot be reached.`,
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }

    await kube.startApiServer();
    expect((await app.api(apiEndpoints.tenantProxy.usage, { params: ref }, { as })).statusCode).toBe(200);
    const back = await page();
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'ok' });
  });
});
