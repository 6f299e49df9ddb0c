import type { AddressInfo } from 'node:net';
import { apiEndpoints, type ApiError, type TenantEventChange } from '@granary/contract';
import type { GranaryServer } from '@granary/tools/granary-server';
import { kubeFixtures, operatorRules, tenantPool } from '@granary/tools/kube/fixtures';
import { podFixtures } from '@granary/tools/kube/pod-fixtures';
import { startKube, type KubeServer } from '@granary/tools/kube/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveSocket } from '../../testing/live-socket.ts';
import { startOperatorApp, type OperatorApp } from '../../testing/operator-harness.ts';

// An API server of this file's own, stopped underneath the calls made over the shared pool itself (a
// pod's log, the events' watch) as well as the generated APIs' (the pods).
describe("a tenant's pods with the API server stopped underneath", () => {
  let kube: KubeServer;
  let app: OperatorApp;
  let granary: GranaryServer;
  let as = '';
  const params = { namespace: 'pp-out', tenant: 'kept' };
  beforeAll(async () => {
    kube = await startKube();
    const access = { url: kube.url, caPem: kube.caPem, token: kube.adminToken };
    const cluster = kubeFixtures(access);
    await cluster.createTenant('pp-out', 'kept', { pools: [tenantPool(4, 1, '10Gi')] });
    const pods = podFixtures(access);
    const uid = await pods.createPod('pp-out', 'kept-pool-0-0', { tenant: 'kept', pool: 'pool-0' });
    await pods.createEvent(
      'pp-out',
      { kind: 'Pod', name: 'kept-pool-0-0', uid },
      { name: 'scheduled', reason: 'Scheduled', message: 'Assigned', lastSeen: new Date() },
    );
    app = await startOperatorApp(kube);
    await app.t.app.listen({ host: '127.0.0.1', port: 0 });
    granary = {
      url: `http://127.0.0.1:${(app.t.app.server.address() as AddressInfo).port}`,
    } as GranaryServer;
    as = await app.logIn(await cluster.serviceAccountToken('pp-out-ops', 'admin', operatorRules));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await kube?.stop();
  });

  it('says the API server cannot be reached, naming it, and answers again once it is back', async () => {
    const { frames, closed } = await openLiveSocket<TenantEventChange>(
      granary,
      '/ws/namespaces/pp-out/tenants/kept/events',
      { cookie: `token=${as}` },
    );
    // Listed: the watch is open.
    await expect.poll(() => frames.length).toBe(1);
    await kube.stopApiServer();
    const unreachable = {
      code: 'kubernetes_unreachable',
      message: `The Kubernetes API server at ${kube.url} cannot be reached.`,
    };
    // The watch open on it ends, saying why (1011: a failure, not a refusal).
    expect((await closed).code).toBe(1011);
    expect(frames.at(-1)).toEqual({ kind: 'error', message: unreachable.message });
    const pods = await app.api(apiEndpoints.tenantPods.pods, { params }, { as });
    expect(pods.statusCode, pods.body).toBe(503);
    expect(pods.json<ApiError>()).toMatchObject(unreachable);
    const log = await app.api(
      apiEndpoints.tenantPods.podLog,
      { params: { ...params, pod: 'kept-pool-0-0' } },
      { as },
    );
    expect(log.statusCode, log.body).toBe(503);

    await kube.startApiServer();
    const back = await app.api(apiEndpoints.tenantPods.pods, { params }, { as });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().pods.map((pod) => pod.name)).toEqual(['kept-pool-0-0']);
    const again = await openLiveSocket<TenantEventChange>(
      granary,
      '/ws/namespaces/pp-out/tenants/kept/events',
      {
        cookie: `token=${as}`,
      },
    );
    await expect.poll(() => again.frames.length).toBe(1);
    again.socket.close(1000);
    expect((await again.closed).code).toBe(1000);
  });
});
