import { apiEndpoints, type ApiError } from '@granary/contract';
import { kubeFixtures, operatorRules, type KubeFixtures } from '@granary/tools/kube/fixtures';
import { startKube, type KubeServer } from '@granary/tools/kube/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, type OperatorApp } from '../../testing/operator-harness.ts';

// The wizard's questions about the cluster's nodes and storage, against an API server of this file's own:
// the answers depend on every node and storage class there is, and other files register them too.
const GiB = 2 ** 30;
const { parity, maxAllocatableMemory, nodeLabels, storageQuota } = apiEndpoints.tenantCreate;
const suffix = '.storageclass.storage.k8s.io/requests.storage';

describe('the create-tenant wizard’s questions about the cluster', () => {
  let cluster: KubeFixtures;
  let kube: KubeServer;
  let app: OperatorApp;
  const as = { admin: '', nobody: '' };
  beforeAll(async () => {
    kube = await startKube();
    cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
    const zone = (name: string) => ({ 'topology.kubernetes.io/zone': name });
    await cluster.createNode('n-16', { memory: '16Gi', labels: { ...zone('b'), disk: 'ssd' } });
    await cluster.createNode('n-8', { memory: '8Gi', labels: zone('a') });
    await cluster.createNode('n-32', { memory: '32Gi', labels: zone('b') });
    await cluster.createNode('n-4', { memory: '4Gi', labels: zone('a') });
    await cluster.createNode('n-spot', {
      memory: '2Gi',
      labels: zone('c'),
      taints: [{ key: 'spot', effect: 'PreferNoSchedule' }],
    });
    await cluster.createNode('n-control', {
      memory: '128Gi',
      labels: { ...zone('a'), 'node-role.kubernetes.io/control-plane': '' },
      taints: [{ key: 'node-role.kubernetes.io/control-plane', effect: 'NoSchedule' }],
    });
    await cluster.createNode('n-gone', {
      memory: '256Gi',
      labels: zone('c'),
      taints: [{ key: 'node.kubernetes.io/unreachable', effect: 'NoExecute' }],
    });
    app = await startOperatorApp(kube);
    as.admin = await app.logIn(await cluster.serviceAccountToken('cc-ops', 'admin', operatorRules));
    as.nobody = await app.logIn(await cluster.serviceAccountToken('cc-ops', 'nobody', []));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await kube?.stop();
  });

  const memory = (servers: number, session = as.admin) =>
    app.api(maxAllocatableMemory, { query: { num_nodes: servers } }, { as: session });

  it('answers the least memory among the N schedulable nodes with the most, tainted nodes left out', async () => {
    const four = await memory(4);
    expect(four.statusCode, four.body).toBe(200);
    expect(four.json()).toEqual({ max_memory: 4 * GiB });
    expect((await memory(5)).json()).toEqual({ max_memory: 2 * GiB });
  });

  it('refuses fewer than 4 servers, and more than the schedulable nodes, naming the counts', async () => {
    const three = await memory(3);
    expect(three.statusCode).toBe(400);
    expect(three.json<ApiError>().message).toBe('at least 4 nodes are required for a tenant');
    const six = await memory(6);
    expect(six.statusCode).toBe(400);
    expect(six.json<ApiError>().message).toBe(
      'There are not enough schedulable nodes in the cluster for 6 servers: 5 of its 7 nodes take new servers',
    );
  });

  it('lets Kubernetes refuse a token that may not list nodes, naming the verb', async () => {
    const res = await memory(4, as.nobody);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes refused: nodes is forbidden: User "system:serviceaccount:cc-ops:nobody" cannot list ' +
        'resource "nodes" in API group "" at the cluster scope',
    );
  });

  it('lists every node label with its distinct values, sorted', async () => {
    const res = await app.api(nodeLabels, undefined, { as: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      disk: ['ssd'],
      'kubernetes.io/hostname': ['n-16', 'n-32', 'n-4', 'n-8', 'n-control', 'n-gone', 'n-spot'],
      'node-role.kubernetes.io/control-plane': [''],
      'topology.kubernetes.io/zone': ['a', 'b', 'c'],
    });
    const refused = await app.api(nodeLabels, undefined, { as: as.nobody });
    expect(refused.statusCode).toBe(403);
  });

  const quota = (namespace: string, session = as.admin) =>
    app.api(storageQuota, { params: { namespace, quota: `${namespace}-storagequota` } }, { as: session });

  it('answers the quota’s per-class limits and use in bytes', async () => {
    await cluster.createNamespace('quota');
    await cluster.writeQuota(
      'quota',
      'quota-storagequota',
      { [`fast${suffix}`]: '100Gi', [`slow${suffix}`]: '1Ti', 'requests.storage': '2Ti' },
      { [`fast${suffix}`]: '10Gi', [`slow${suffix}`]: '0', 'requests.storage': '10Gi' },
    );
    const res = await quota('quota');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'quota-storagequota',
      elements: [
        { name: `fast${suffix}`, hard: 100 * GiB, used: 10 * GiB },
        { name: `slow${suffix}`, hard: 2 ** 40, used: 0 },
      ],
    });
  });

  it('makes every storage class unlimited in a namespace without the quota', async () => {
    await cluster.createNamespace('free');
    await cluster.createStorageClass('silver');
    await cluster.createStorageClass('gold');
    const res = await quota('free');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'free-storagequota',
      elements: [
        { name: `gold${suffix}`, hard: Number.MAX_SAFE_INTEGER, used: 0 },
        { name: `silver${suffix}`, hard: Number.MAX_SAFE_INTEGER, used: 0 },
      ],
    });
  });

  it('answers 404 for a namespace that does not exist, which is how the wizard offers to create it', async () => {
    const res = await quota('nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes has no such object: namespaces "nowhere" not found',
    );
  });

  it('lets Kubernetes refuse a token that may not read quotas, naming the verb', async () => {
    const res = await quota('quota', as.nobody);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toContain(
      'cannot get resource "resourcequotas" in API group "" in the namespace "quota"',
    );
  });

  it('answers the parities MinIO offers for servers × drives, and refuses what it cannot spread', async () => {
    const offered = async (nodes: string, drivesPerServer: string) => {
      const res = await app.api(parity, { params: { nodes, drivesPerServer } }, { as: as.nobody });
      return { status: res.statusCode, body: res.json<unknown>() };
    };
    expect(await offered('4', '4')).toEqual({
      status: 200,
      body: ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2'],
    });
    expect(await offered('6', '2')).toEqual({
      status: 200,
      body: ['EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2'],
    });
    expect(await offered('1', '3')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'A tenant needs at least 4 drives: 1 × 3 gives 3' }),
    });
    expect(await offered('17', '1')).toEqual({
      status: 400,
      body: expect.objectContaining({
        message:
          '17 drives on 17 servers cannot form erasure sets of 4 to 16 drives spread evenly over the servers',
      }),
    });
    expect((await offered('0', '4')).status).toBe(400);
  });

  it('keeps the wizard’s questions from callers without an operator’s session', async () => {
    const res = await app.api(parity, { params: { nodes: '4', drivesPerServer: '4' } }, { as: null });
    expect(res.statusCode).toBe(401);
    expect((await app.api(nodeLabels, undefined, { as: null })).statusCode).toBe(401);
  });
});
