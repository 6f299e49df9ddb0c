import type { AddressInfo } from 'node:net';
import type { TenantEventChange } from '@granary/contract';
import type { GranaryServer } from '@granary/tools/granary-server';
import { kubeFixtures, operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { podFixtures } from '@granary/tools/kube/pod-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveSocket } from '../../testing/live-socket.ts';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// The tenant's events socket against the real kube-apiserver: the events there when it opens, then each
// one Kubernetes records, about the Tenant or its pods only. Namespaces of this file start with 'pp-'.
const kube = testKube();
const admin = { url: kube.url, caPem: kube.caPem, token: kube.adminToken };
const cluster = kubeFixtures(admin);
const pods = podFixtures(admin);

describe("a tenant's live events", () => {
  let app: OperatorApp;
  let granary: GranaryServer;
  let otherUid = '';
  const as = { admin: '', podReader: '' };

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    await app.t.app.listen({ host: '127.0.0.1', port: 0 });
    granary = {
      url: `http://127.0.0.1:${(app.t.app.server.address() as AddressInfo).port}`,
    } as GranaryServer;
    await cluster.createTenant('pp-events', 'alpha', { pools: [tenantPool(4, 1, '10Gi')] });
    const ours = await pods.createPod('pp-events', 'alpha-pool-0-0', { tenant: 'alpha', pool: 'pool-0' });
    otherUid = await pods.createPod('pp-events', 'beta-pool-0-0', { tenant: 'beta', pool: 'pool-0' });
    const earlier = new Date(Date.now() - 60_000);
    await pods.createEvent(
      'pp-events',
      { kind: 'Pod', name: 'alpha-pool-0-0', uid: ours },
      { name: 'e-started', reason: 'Started', message: 'Started container minio', lastSeen: earlier },
    );
    await pods.createEvent(
      'pp-events',
      { kind: 'Pod', name: 'alpha-pool-0-0', uid: ours },
      { name: 'e-backoff', reason: 'BackOff', message: 'Back-off', type: 'Warning', lastSeen: earlier },
    );
    await pods.createEvent(
      'pp-events',
      { kind: 'Pod', name: 'beta-pool-0-0', uid: otherUid },
      { name: 'e-beta', reason: 'Started', message: "beta's", lastSeen: earlier },
    );
    as.admin = await app.logIn(await cluster.serviceAccountToken('pp-events-ops', 'admin', operatorRules));
    as.podReader = await app.logIn(
      await cluster.serviceAccountToken('pp-events-ops', 'pod-reader', [
        ...tenantReaderRules,
        { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list'] },
      ]),
    );
  });
  afterAll(() => app?.close());

  const path = '/ws/namespaces/pp-events/tenants/alpha/events';
  const upserts = (frames: { kind: string; data?: TenantEventChange }[]) =>
    frames.flatMap((frame) =>
      frame.kind === 'data' && frame.data?.change === 'upsert' ? [frame.data.event] : [],
    );

  it("sends the tenant's and its pods' events, then each new one as Kubernetes records it", async () => {
    const { socket, frames } = await openLiveSocket<TenantEventChange>(granary, path, {
      cookie: `token=${as.admin}`,
    });
    await expect
      .poll(() =>
        upserts(frames)
          .map((event) => event.reason)
          .sort(),
      )
      .toEqual(['BackOff', 'Started']);
    const tenant = await cluster.getTenant('pp-events', 'alpha');
    await pods.createEvent(
      'pp-events',
      {
        kind: 'Tenant',
        name: 'alpha',
        uid: (tenant?.metadata as { uid?: string }).uid ?? '',
        apiVersion: 'minio.min.io/v2',
      },
      { name: 'e-tenant', reason: 'PoolAdded', message: 'Pool pool-1 added', lastSeen: new Date() },
    );
    await pods.createEvent(
      'pp-events',
      { kind: 'Pod', name: 'beta-pool-0-0', uid: otherUid },
      { name: 'e-beta-2', reason: 'Killing', message: "beta's again", lastSeen: new Date() },
    );
    await expect
      .poll(() => upserts(frames).find((event) => event.reason === 'PoolAdded'))
      .toMatchObject({ kind: 'Tenant', object: 'alpha', message: 'Pool pool-1 added', count: 1 });
    expect(upserts(frames).map((event) => event.message)).not.toContain("beta's");
    socket.close(1000);
  });

  it("closes with 1008 and Kubernetes' sentence for a token that may not list events", async () => {
    const { frames, closed } = await openLiveSocket<TenantEventChange>(granary, path, {
      cookie: `token=${as.podReader}`,
    });
    expect((await closed).code).toBe(1008);
    expect(frames.at(-1)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Kubernetes refused: .*cannot list resource "events"/) as string,
    });
  });
});
