import { apiEndpoints, type ApiError, type TenantDetail } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// The tenant detail against a real kube-apiserver: Tenant objects as the console's create writes them,
// the status an operator would write, and the configuration secret. Namespaces of this file start with 'td-'.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const GiB = 2 ** 30;

const configEnv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`).toString('base64');

/** A pool with each server's memory, in a storage class. */
const sizedPool = (
  servers: number,
  drives: number,
  size: string,
  memory: { request: string; limit: string },
) => {
  const pool = tenantPool(servers, drives, size, `pool-${servers}-${drives}`);
  return {
    ...pool,
    volumeClaimTemplate: { spec: { ...pool.volumeClaimTemplate.spec, storageClassName: 'fast' } },
    resources: { requests: { memory: memory.request }, limits: { memory: memory.limit } },
  };
};

describe('the tenant detail', () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '', lister: '', nobody: '' };
  const detail = (namespace: string, tenant: string, token: string) =>
    app.api(apiEndpoints.tenants.detail, { params: { namespace, tenant } }, { as: token });

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    await cluster.createTenant(
      'td-alpha',
      'alpha',
      {
        image: 'quay.io/minio/minio:RELEASE.2024-01-01T00-00-00Z',
        configuration: { name: 'alpha-env-configuration' },
        pools: [
          sizedPool(4, 2, '100Gi', { request: '2Gi', limit: '4Gi' }),
          tenantPool(4, 1, '107374182400', 'plain'),
        ],
      },
      {
        currentState: 'Initialized',
        healthStatus: 'green',
        drivesOnline: 11,
        drivesOffline: 1,
        writeQuorum: 7,
      },
    );
    await cluster.createSecret('td-alpha', {
      metadata: { name: 'alpha-env-configuration' },
      type: 'Opaque',
      data: {
        'config.env': configEnv([
          'export MINIO_ROOT_USER="ROOTUSER"',
          'export MINIO_IDENTITY_OPENID_CONFIG_URL="https://id.example/.well-known/openid-configuration"',
          'export MINIO_IDENTITY_LDAP_SERVER_ADDR=""',
        ]),
      },
    });
    // Just created: no status yet, no image, TLS switched off, no configuration.
    await cluster.createTenant('td-beta', 'beta', {
      requestAutoCert: false,
      pools: [{ name: 'p', servers: 4 }],
    });
    // Every feature: log search, metrics, KES, certificates of the user's, AD in the spec's env.
    await cluster.createTenant('td-gamma', 'gamma', {
      requestAutoCert: false,
      externalCertSecret: [{ name: 'gamma-tls', type: 'kubernetes.io/tls' }],
      env: [{ name: 'MINIO_IDENTITY_LDAP_SERVER_ADDR', value: 'ldap.example:636' }],
      configuration: { name: 'gamma-missing-configuration' },
      log: { audit: { diskCapacityGB: 5 } },
      prometheus: { diskCapacityGB: 5 },
      kes: { kesSecret: { name: 'gamma-kes' } },
      pools: [tenantPool(4, 4, '1Ti')],
    });
    as.admin = await app.logIn(await cluster.serviceAccountToken('td-ops', 'admin', operatorRules));
    as.reader = await app.logIn(await cluster.serviceAccountToken('td-ops', 'reader', tenantReaderRules));
    as.lister = await app.logIn(
      await cluster.serviceAccountToken('td-ops', 'lister', [
        { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['list'] },
      ]),
    );
    as.nobody = await app.logIn(await cluster.serviceAccountToken('td-ops', 'nobody', []));
  });
  afterAll(() => app?.close());

  it('answers a tenant with the status the operator wrote: pools, drives, quorum and features', async () => {
    const res = await detail('td-alpha', 'alpha', as.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<TenantDetail>({
      name: 'alpha',
      namespace: 'td-alpha',
      creation_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      total_size: 4 * 2 * 100 * GiB + 4 * 1 * 100 * GiB,
      pool_count: 2,
      instance_count: 8,
      volume_count: 12,
      currentState: 'Initialized',
      health_status: 'green',
      image: 'quay.io/minio/minio:RELEASE.2024-01-01T00-00-00Z',
      pools: [
        {
          name: 'pool-4-2',
          servers: 4,
          volumes_per_server: 2,
          volume_configuration: { size: 100 * GiB, storage_class_name: 'fast' },
          resources: { requests: { memory: 2 * GiB }, limits: { memory: 4 * GiB } },
        },
        {
          name: 'plain',
          servers: 4,
          volumes_per_server: 1,
          volume_configuration: { size: 107374182400, storage_class_name: '' },
          resources: { requests: {}, limits: {} },
        },
      ],
      status: { drives_online: 11, drives_offline: 1, write_quorum: 7 },
      logEnabled: false,
      monitoringEnabled: false,
      encryptionEnabled: false,
      enable_prometheus: false,
      minioTLS: true,
      idpOidcEnabled: true,
      idpAdEnabled: false,
    });
  });

  it('answers a tenant the operator has not reported on yet', async () => {
    const res = await detail('td-beta', 'beta', as.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total_size: 0,
      currentState: '',
      health_status: 'unknown',
      image: '',
      pools: [
        {
          name: 'p',
          servers: 4,
          volumes_per_server: 0,
          volume_configuration: { size: 0, storage_class_name: '' },
        },
      ],
      status: {},
      minioTLS: false,
      idpOidcEnabled: false,
      idpAdEnabled: false,
    });
    expect(res.json().configuration_unreadable).toBeUndefined();
  });

  it('says log search, metrics, encryption and TLS by certificates of the user’s are on', async () => {
    const res = await detail('td-gamma', 'gamma', as.admin);
    expect(res.statusCode, res.body).toBe(200);
    const gamma = res.json();
    expect(gamma).toMatchObject({
      logEnabled: true,
      monitoringEnabled: true,
      encryptionEnabled: true,
      minioTLS: true,
      total_size: 16 * 1024 * GiB,
      // The spec's env says AD; its configuration secret is not there, so OpenID cannot be known.
      idpAdEnabled: true,
      idpOidcEnabled: null,
    });
    expect(gamma.configuration_unreadable).toBe(
      'Kubernetes has no such object: secrets "gamma-missing-configuration" not found',
    );
  });

  it('leaves the identity flags unknown, saying why, when the token may not read secrets', async () => {
    const res = await detail('td-alpha', 'alpha', as.reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'alpha', idpOidcEnabled: null, idpAdEnabled: null });
    expect(res.json().configuration_unreadable).toBe(
      'Kubernetes refused: secrets "alpha-env-configuration" is forbidden: User ' +
        '"system:serviceaccount:td-ops:reader" cannot get resource "secrets" in API group "" ' +
        'in the namespace "td-alpha"',
    );
  });

  it('answers a tenant that is not there with Kubernetes’ own words', async () => {
    const res = await detail('td-alpha', 'nowhere', as.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes has no such object: tenants.minio.min.io "nowhere" not found',
    );
  });

  it('lets Kubernetes refuse a token that may list tenants but not get one, naming the verb', async () => {
    const list = await app.api(apiEndpoints.tenants.list, undefined, { as: as.lister });
    expect(list.statusCode, list.body).toBe(200);
    const res = await detail('td-alpha', 'alpha', as.lister);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes refused: tenants.minio.min.io "alpha" is forbidden: User ' +
        '"system:serviceaccount:td-ops:lister" cannot get resource "tenants" in API group "minio.min.io" ' +
        'in the namespace "td-alpha"',
    );
    const nobody = await detail('td-alpha', 'alpha', as.nobody);
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json<ApiError>().message).toContain('cannot get resource "tenants"');
  });

  it('gives the detail’s page only to a token that may get tenants', async () => {
    const page = '/namespaces/:namespace/tenants/:tenant';
    const pages = async (token: string) =>
      (await app.api(apiEndpoints.session.session, undefined, { as: token })).json().pages;
    expect(await pages(as.reader)).toContain(page);
    expect(await pages(as.lister)).not.toContain(page);
  });

  it('refuses a name Kubernetes could never hold, saying the rule', async () => {
    const res = await detail('td-alpha', 'Not_A_Name', as.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain("must be lowercase letters, digits and '-'");
  });
});
