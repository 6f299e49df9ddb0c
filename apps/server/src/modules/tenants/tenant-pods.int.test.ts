import { apiEndpoints, type ApiError, type TenantPod } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { podFixtures } from '@granary/tools/kube/pod-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';
import { addTenantPool } from './tenant-pools.service.ts';

// A tenant's pools, pods and events against the real kube-apiserver: pods and events as the operator's
// StatefulSets and a kubelet would write them. Namespaces of this file start with 'pp-'.
const kube = testKube();
const admin = { url: kube.url, caPem: kube.caPem, token: kube.adminToken };
const cluster = kubeFixtures(admin);
const pods = podFixtures(admin);
const GiB = 2 ** 30;
const { tenantPods } = apiEndpoints;

const addPoolBody = (name: string, servers = 4, drives = 2) => ({
  name,
  servers,
  volumes_per_server: drives,
  volume_configuration: { size: 10 * GiB, storage_class_name: 'fast', labels: { tier: 'hot' } },
  resources: { requests: { memory: 2 * GiB }, limits: { memory: 4 * GiB } },
});

describe("a tenant's pools, pods and events", () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '', podReader: '' };
  const alpha = { namespace: 'pp-alpha', tenant: 'alpha' };
  const uids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    await cluster.createTenant(alpha.namespace, 'alpha', { pools: [tenantPool(4, 1, '10Gi')] });
    await cluster.createTenant('pp-pools', 'grow', {
      configuration: { name: 'grow-env-configuration' },
      pools: [tenantPool(4, 2, '10Gi')],
    });
    await cluster.createSecret('pp-pools', {
      metadata: { name: 'grow-env-configuration' },
      type: 'Opaque',
      data: { 'config.env': Buffer.from('export MINIO_STORAGE_CLASS_STANDARD="EC:4"\n').toString('base64') },
    });
    uids.running = await pods.createPod(alpha.namespace, 'alpha-pool-0-0', {
      tenant: 'alpha',
      pool: 'pool-0',
      nodeName: 'node-a',
      containers: ['minio', 'sidecar'],
    });
    await pods.writePodStatus(alpha.namespace, 'alpha-pool-0-0', {
      phase: 'Running',
      podIP: '10.1.2.3',
      restarts: [2, 1],
    });
    uids.pending = await pods.createPod(alpha.namespace, 'alpha-pool-0-1', {
      tenant: 'alpha',
      pool: 'pool-0',
    });
    uids.other = await pods.createPod(alpha.namespace, 'beta-pool-0-0', { tenant: 'beta', pool: 'pool-0' });
    // Named like alpha's, but none of the operator's: not a pod of the tenant.
    uids.stray = await pods.createPod(alpha.namespace, 'alpha-pool-0-9');
    await pods.createEvent(
      alpha.namespace,
      { kind: 'Pod', name: 'alpha-pool-0-0', uid: uids.running },
      {
        name: 'e-later',
        reason: 'Started',
        message: 'Started container minio',
        lastSeen: new Date(2_000_000_000_000),
      },
    );
    await pods.createEvent(
      alpha.namespace,
      { kind: 'Pod', name: 'alpha-pool-0-0', uid: uids.running },
      {
        name: 'e-earlier',
        reason: 'BackOff',
        message: 'Back-off restarting failed container',
        type: 'Warning',
        lastSeen: new Date(1_900_000_000_000),
      },
    );
    await pods.createEvent(
      alpha.namespace,
      { kind: 'Pod', name: 'beta-pool-0-0', uid: uids.other },
      { name: 'e-beta', reason: 'Started', message: "beta's", lastSeen: new Date(2_000_000_000_000) },
    );
    as.admin = await app.logIn(await cluster.serviceAccountToken('pp-ops', 'admin', operatorRules));
    as.reader = await app.logIn(await cluster.serviceAccountToken('pp-ops', 'reader', tenantReaderRules));
    as.podReader = await app.logIn(
      await cluster.serviceAccountToken('pp-ops', 'pod-reader', [
        ...tenantReaderRules,
        { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list'] },
      ]),
    );
  });
  afterAll(() => app?.close());

  it("lists the tenant's pods only, with the kubelet's status: phase, address, restarts, node", async () => {
    const res = await app.api(tenantPods.pods, { params: alpha }, { as: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    const created = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string;
    expect(res.json().pods).toEqual<TenantPod[]>([
      {
        name: 'alpha-pool-0-0',
        namespace: 'pp-alpha',
        tenant: 'alpha',
        pool: 'pool-0',
        status: 'Running',
        timeCreated: created,
        podIP: '10.1.2.3',
        restarts: 3,
        node: 'node-a',
      },
      {
        name: 'alpha-pool-0-1',
        namespace: 'pp-alpha',
        tenant: 'alpha',
        pool: 'pool-0',
        status: 'Pending',
        timeCreated: created,
        podIP: '',
        restarts: 0,
        node: '',
      },
    ]);
  });

  it('answers 404 naming a missing tenant or pod, and a pod of another tenant as none of this one', async () => {
    const missing = await app.api(
      tenantPods.pods,
      { params: { namespace: 'pp-alpha', tenant: 'gone' } },
      { as: as.admin },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().message).toMatch(/^Kubernetes has no such object: .*"gone" not found/);
    for (const pod of ['beta-pool-0-0', 'alpha-pool-0-9']) {
      const res = await app.api(tenantPods.podEvents, { params: { ...alpha, pod } }, { as: as.admin });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>().message).toBe(`Tenant alpha has no pod ${pod} in namespace pp-alpha.`);
    }
    const nowhere = await app.api(
      tenantPods.podLog,
      { params: { ...alpha, pod: 'no-such-pod' } },
      { as: as.admin },
    );
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json<ApiError>().message).toMatch(/pods "no-such-pod" not found/);
  });

  it("gives a pod's events by its uid, oldest first, in the specification's fields", async () => {
    const res = await app.api(
      tenantPods.podEvents,
      { params: { ...alpha, pod: 'alpha-pool-0-0' } },
      { as: as.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events).toEqual([
      {
        namespace: 'pp-alpha',
        last_seen: 1_900_000_000,
        message: 'Back-off restarting failed container',
        event_type: 'Warning',
        reason: 'BackOff',
      },
      {
        namespace: 'pp-alpha',
        last_seen: 2_000_000_000,
        message: 'Started container minio',
        event_type: 'Normal',
        reason: 'Started',
      },
    ]);
  });

  it("says the API server's answer when it cannot serve a log (no kubelet); a pod on no node has none yet", async () => {
    const placed = await app.api(
      tenantPods.podLog,
      { params: { ...alpha, pod: 'alpha-pool-0-0' } },
      { as: as.admin },
    );
    expect(placed.statusCode).toBe(502);
    expect(placed.json<ApiError>().message).toBe(
      'The Kubernetes API server could not get the log of pod alpha-pool-0-0 from its node node-a: pods "node-a" not found',
    );
    const pending = await app.api(
      tenantPods.podLog,
      { params: { ...alpha, pod: 'alpha-pool-0-1' } },
      { as: as.admin },
    );
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({ container: 'minio', log: '' });
  });

  it('refuses, naming the permission, a token that may read tenants but not list pods or delete them', async () => {
    const res = await app.api(tenantPods.pods, { params: alpha }, { as: as.reader });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toMatch(/^Kubernetes refused: .*cannot list resource "pods"/);
    const del = await app.api(
      tenantPods.deletePod,
      { params: { ...alpha, pod: 'alpha-pool-0-1' } },
      { as: as.podReader },
    );
    expect(del.statusCode).toBe(403);
    expect(del.json<ApiError>().message).toMatch(/cannot delete resource "pods"/);
    expect(await pods.getPod('pp-alpha', 'alpha-pool-0-1')).toBeDefined();
  });

  it("deletes a pod of the tenant only: another tenant's stays, and 404 says so", async () => {
    const other = await app.api(
      tenantPods.deletePod,
      { params: { ...alpha, pod: 'beta-pool-0-0' } },
      { as: as.admin },
    );
    expect(other.statusCode).toBe(404);
    expect(await pods.getPod('pp-alpha', 'beta-pool-0-0')).toBeDefined();
    const res = await app.api(
      tenantPods.deletePod,
      { params: { ...alpha, pod: 'alpha-pool-0-1' } },
      { as: as.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await pods.getPod('pp-alpha', 'alpha-pool-0-1')).toBeUndefined();
  });

  it("appends a pool to the Tenant's spec, and refuses a name it has or servers × drives without its parity", async () => {
    const params = { namespace: 'pp-pools', tenant: 'grow' };
    const res = await app.api(tenantPods.addPool, { params, body: addPoolBody('pool-1') }, { as: as.admin });
    expect(res.statusCode, res.body).toBe(201);
    const tenant = await cluster.getTenant('pp-pools', 'grow');
    expect((tenant?.spec.pools as { name: string }[]).map((pool) => pool.name)).toEqual(['pool-0', 'pool-1']);
    expect((tenant?.spec.pools as unknown[])[1]).toEqual({
      name: 'pool-1',
      servers: 4,
      volumesPerServer: 2,
      volumeClaimTemplate: {
        metadata: { name: 'data', labels: { tier: 'hot' } },
        spec: {
          accessModes: ['ReadWriteOnce'],
          resources: { requests: { storage: String(10 * GiB) } },
          storageClassName: 'fast',
        },
      },
      resources: { requests: { memory: '2Gi' }, limits: { memory: '4Gi' } },
    });
    const again = await app.api(
      tenantPods.addPool,
      { params, body: addPoolBody('pool-1') },
      { as: as.admin },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().message).toBe('The tenant already has a pool named pool-1');
    // 4 × 1 drives offer EC:2 only; the tenant's servers run EC:4.
    const parity = await app.api(
      tenantPods.addPool,
      { params, body: addPoolBody('pool-2', 4, 1) },
      { as: as.admin },
    );
    expect(parity.statusCode).toBe(400);
    expect(parity.json<ApiError>().message).toMatch(
      /^The tenant's parity EC:4 is not offered for 4 servers × 1 drives/,
    );
    const small = await app.api(
      tenantPods.addPool,
      { params, body: { ...addPoolBody('pool-3'), resources: { requests: { memory: GiB } } } },
      { as: as.admin },
    );
    expect(small.statusCode).toBe(400);
    expect(small.body).toContain('Memory size must be greater than 2Gi');
    const refused = await app.api(
      tenantPods.addPool,
      { params, body: addPoolBody('pool-4') },
      { as: as.reader },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().message).toMatch(/cannot update resource "tenants"/);
    const after = await cluster.getTenant('pp-pools', 'grow');
    expect((after?.spec.pools as unknown[]).length).toBe(2);
  });

  it('refuses with 409, writing nothing, when the Tenant changed between its read and the patch', async () => {
    await cluster.createTenant('pp-race', 'race', { pools: [tenantPool(4, 1, '10Gi')] });
    const factory = app.t.app.kubeApis;
    if (!factory) throw new Error('not in operator mode');
    const apis = await factory.forToken(kube.adminToken);
    // Another writer changes the Tenant right after the console read it.
    const racing = {
      ...apis,
      custom: new Proxy(apis.custom, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
          if (property !== 'getNamespacedCustomObject') return value;
          return async (...args: unknown[]) => {
            const tenant = await value.apply(target, args);
            await cluster.writeTenantStatus('pp-race', 'race', { currentState: 'Initialized' });
            return tenant;
          };
        },
      }),
    };
    const error = await addTenantPool(racing, 'pp-race', 'race', addPoolBody('pool-1', 4, 1)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, code: 'kubernetes_conflict' });
    const tenant = await cluster.getTenant('pp-race', 'race');
    expect((tenant?.spec.pools as unknown[]).length).toBe(1);
  });
});
