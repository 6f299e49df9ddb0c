import { apiEndpoints, type ApiError, type TenantList } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// The tenant list and delete against a real kube-apiserver, with Tenant objects and the status an
// operator would write. Namespaces of this file start with 'tl-'; other files' tenants may be listed too.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });

const mine = (list: TenantList) => list.tenants.filter((t) => t.namespace.startsWith('tl-'));

describe('the tenant list and delete', () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '', nobody: '' };
  beforeAll(async () => {
    app = await startOperatorApp(kube);
    await cluster.createTenant(
      'tl-alpha',
      'alpha',
      { pools: [tenantPool(4, 2, '100Gi', 'pool-4-2'), tenantPool(4, 1, '1Ti', 'pool-4-1')] },
      {
        currentState: 'Initialized',
        healthStatus: 'green',
      },
    );
    await cluster.createTenant(
      'tl-beta',
      'beta',
      { pools: [tenantPool(8, 4, '500Gi')] },
      {
        currentState: 'Provisioning MinIO Statefulset',
        healthStatus: 'yellow',
      },
    );
    // Just created: no operator has written a status yet, and a pool without its size.
    await cluster.createTenant('tl-gamma', 'gamma', { pools: [{ name: 'p', servers: 4 }] });
    as.admin = await app.logIn(await cluster.serviceAccountToken('tl-ops', 'admin', operatorRules));
    as.reader = await app.logIn(await cluster.serviceAccountToken('tl-ops', 'reader', tenantReaderRules));
    as.nobody = await app.logIn(await cluster.serviceAccountToken('tl-ops', 'nobody', []));
  });
  afterAll(() => app?.close());

  it('lists every namespace’s tenants with sizes summed over their pools and the operator’s status', async () => {
    const res = await app.api(apiEndpoints.tenants.list, undefined, { as: as.reader });
    expect(res.statusCode, res.body).toBe(200);
    const GiB = 2 ** 30;
    expect(mine(res.json())).toEqual([
      expect.objectContaining({
        name: 'alpha',
        namespace: 'tl-alpha',
        total_size: 4 * 2 * 100 * GiB + 4 * 1 * 1024 * GiB,
        pool_count: 2,
        instance_count: 8,
        volume_count: 12,
        currentState: 'Initialized',
        health_status: 'green',
        creation_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
      expect.objectContaining({
        name: 'beta',
        total_size: 8 * 4 * 500 * GiB,
        currentState: 'Provisioning MinIO Statefulset',
        health_status: 'yellow',
      }),
      expect.objectContaining({
        name: 'gamma',
        total_size: 0,
        pool_count: 1,
        currentState: '',
        health_status: 'unknown',
      }),
    ]);
    expect(res.json().total).toBe(res.json().tenants.length);
  });

  it('lists one namespace’s tenants: what the wizard’s one-tenant-per-namespace check asks', async () => {
    const res = await app.api(
      apiEndpoints.tenants.listInNamespace,
      { params: { namespace: 'tl-beta' } },
      { as: as.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tenants.map((t) => t.name)).toEqual(['beta']);
    const empty = await app.api(
      apiEndpoints.tenants.listInNamespace,
      { params: { namespace: 'tl-none' } },
      { as: as.admin },
    );
    expect(empty.json()).toEqual({ tenants: [], total: 0 });
  });

  it('says which permission is missing when the token may not list tenants', async () => {
    const res = await app.api(apiEndpoints.tenants.list, undefined, { as: as.nobody });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes refused: tenants.minio.min.io is forbidden: User "system:serviceaccount:tl-ops:nobody" ' +
        'cannot list resource "tenants" in API group "minio.min.io" at the cluster scope',
    );
  });

  it('lets Kubernetes refuse a reader’s delete, naming the verb, and leaves the tenant', async () => {
    const res = await app.api(
      apiEndpoints.tenants.delete,
      { params: { namespace: 'tl-beta', tenant: 'beta' } },
      { as: as.reader },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toContain(
      'cannot delete resource "tenants" in API group "minio.min.io"',
    );
    expect(await cluster.getTenant('tl-beta', 'beta')).toBeDefined();
  });

  it('deletes a tenant: its object is gone from the API server', async () => {
    await cluster.createTenant('tl-delta', 'delta', { pools: [tenantPool(4, 1, '10Gi')] });
    const res = await app.api(
      apiEndpoints.tenants.delete,
      { params: { namespace: 'tl-delta', tenant: 'delta' } },
      { as: as.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await cluster.getTenant('tl-delta', 'delta')).toBeUndefined();
  });

  it('answers a tenant that is not there with Kubernetes’ own words', async () => {
    const res = await app.api(
      apiEndpoints.tenants.delete,
      { params: { namespace: 'tl-alpha', tenant: 'nowhere' } },
      { as: as.admin },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes has no such object: tenants.minio.min.io "nowhere" not found',
    );
  });

  it('refuses a name Kubernetes could never hold, saying the rule', async () => {
    const res = await app.api(
      apiEndpoints.tenants.delete,
      { params: { namespace: 'Bad_Namespace', tenant: 'alpha' } },
      { as: as.admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain("must be lowercase letters, digits and '-'");
  });

  it('keeps a MinIO session and no session away from tenants', async () => {
    const res = await app.api(apiEndpoints.tenants.list, undefined, { as: null });
    expect(res.statusCode).toBe(401);
  });
});
