import { apiEndpoints, type ApiError, type TenantVolume } from '@granary/contract';
import { kubeFixtures, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { storageFixtures } from '@granary/tools/kube/storage-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// Storage against the run's shared kube-apiserver: tenants' volume claims (namespaces 'st-'; the list is
// cluster-wide, so only this file's namespaces are read), and DirectCSI's calls on a cluster without it,
// as this one is (its definitions are installed only in direct-csi.int.test.ts's own API server).
const kube = testKube();
const access = { url: kube.url, caPem: kube.caPem, token: kube.adminToken };
const cluster = kubeFixtures(access);
const storage = storageFixtures(access);
const GiB = 2 ** 30;

describe('the tenants’ volumes and a cluster without DirectCSI', () => {
  let app: OperatorApp;
  const as = { reader: '', tenantsOnly: '' };
  const volumes = async (token: string) => {
    const res = await app.api(apiEndpoints.storage.volumes, undefined, { as: token });
    return { res, mine: (res.json().pvcs ?? []).filter((pvc) => pvc.namespace.startsWith('st-')) };
  };

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    for (const namespace of ['st-alpha', 'st-beta']) await cluster.createNamespace(namespace);
    await storage.createClaim('st-alpha', 'data-0-alpha-pool-0-0', {
      tenant: 'alpha',
      storageClass: 'fast',
      size: '10Gi',
      bound: '10Gi',
    });
    await storage.createClaim('st-alpha', 'data-0-alpha-pool-0-1', { tenant: 'alpha' });
    await storage.createClaim('st-beta', 'data-0-beta-pool-0-0', { tenant: 'beta', storageClass: 'slow' });
    await storage.createClaim('st-beta', 'unrelated', { tenant: null, storageClass: 'slow' });
    as.reader = await app.logIn(
      await cluster.serviceAccountToken('st-ops', 'reader', [
        { apiGroups: [''], resources: ['persistentvolumeclaims'], verbs: ['list'] },
        {
          apiGroups: ['direct.csi.min.io'],
          resources: ['directcsidrives', 'directcsivolumes'],
          verbs: ['list'],
        },
      ]),
    );
    as.tenantsOnly = await app.logIn(
      await cluster.serviceAccountToken('st-ops', 'tenants', tenantReaderRules),
    );
  });
  afterAll(() => app?.close());

  it('lists every claim labelled with a tenant, in every namespace: bound or pending, with a class or none', async () => {
    const { res, mine } = await volumes(as.reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(mine).toEqual<TenantVolume[]>([
      {
        name: 'data-0-alpha-pool-0-0',
        namespace: 'st-alpha',
        status: 'Bound',
        tenant: 'alpha',
        capacity: 10 * GiB,
        storageClass: 'fast',
      },
      {
        name: 'data-0-alpha-pool-0-1',
        namespace: 'st-alpha',
        status: 'Pending',
        tenant: 'alpha',
        storageClass: '',
      },
      {
        name: 'data-0-beta-pool-0-0',
        namespace: 'st-beta',
        status: 'Pending',
        tenant: 'beta',
        storageClass: 'slow',
      },
    ]);
  });

  it('lets Kubernetes refuse a token that may not list claims cluster-wide, naming the verb', async () => {
    const { res } = await volumes(as.tenantsOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes refused: persistentvolumeclaims is forbidden: User "system:serviceaccount:st-ops:tenants" ' +
        'cannot list resource "persistentvolumeclaims" in API group "" at the cluster scope',
    );
  });

  it('answers the drives and a format with direct_csi_not_installed when DirectCSI is not installed', async () => {
    const drives = await app.api(apiEndpoints.storage.drives, undefined, { as: as.reader });
    expect(drives.statusCode).toBe(404);
    expect(drives.json()).toMatchObject({
      code: 'direct_csi_not_installed',
      message:
        'DirectCSI is not installed: the Kubernetes API server serves no directcsidrives.direct.csi.min.io.',
    });
    const format = await app.api(
      apiEndpoints.storage.formatDrives,
      { body: { drives: ['node-1:/dev/xvdb'], force: false } },
      { as: as.reader },
    );
    expect(format.statusCode).toBe(404);
    expect(format.json<ApiError>().code).toBe('direct_csi_not_installed');
  });

  it('gives every operator the Storage page, and Format only with update on DirectCSI’s drives', async () => {
    const pages = (await app.api(apiEndpoints.session.session, undefined, { as: as.reader })).json().pages;
    expect(pages).toContain('/storage');
    expect(pages).not.toContain('/storage/drives/format');
  });
});
