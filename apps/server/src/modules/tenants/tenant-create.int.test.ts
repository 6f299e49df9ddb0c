import { apiEndpoints, type ApiError } from '@granary/contract';
import {
  kubeFixtures,
  operatorRules,
  tenantReaderRules,
  type KubeSecret,
} from '@granary/tools/kube/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';

// The create-tenant wizard's new namespace and the create itself, against the run's kube-apiserver.
// Namespaces of this file start with 'tc-'.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const { create, createNamespace } = apiEndpoints.tenantCreate;

const GiB = 2 ** 30;
const decode = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString('utf8');
const secretsOf = (namespace: string, tenant: string) =>
  cluster.listSecrets(namespace, `v1.min.io/tenant=${tenant}`);
const names = (secrets: KubeSecret[]) => secrets.map((secret) => secret.metadata.name);

describe('the create-tenant wizard’s new namespace', () => {
  let app: OperatorApp;
  let as = '';
  beforeAll(async () => {
    app = await startOperatorApp(kube);
    as = await app.logIn(await cluster.serviceAccountToken('tc-ops', 'admin', operatorRules));
  });
  afterAll(() => app?.close());

  it('creates a namespace, and passes on Kubernetes’ refusal of one that exists', async () => {
    const res = await app.api(createNamespace, { body: { name: 'tc-made' } }, { as });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await cluster.getNamespace('tc-made')).toMatchObject({ metadata: { name: 'tc-made' } });
    const again = await app.api(createNamespace, { body: { name: 'tc-made' } }, { as });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>()).toMatchObject({
      code: 'already_exists',
      message: 'namespaces "tc-made" already exists',
    });
  });

  it('refuses a namespace name Kubernetes could never hold', async () => {
    const res = await app.api(createNamespace, { body: { name: 'Not_A_Name' } }, { as });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain("must be lowercase letters, digits and '-'");
  });
});

describe('creating a tenant', () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '', secretWriter: '', noCleanup: '' };
  beforeAll(async () => {
    app = await startOperatorApp(kube);
    const token = (name: string, rules: Parameters<typeof cluster.serviceAccountToken>[2]) =>
      cluster.serviceAccountToken('tc-ops', name, rules);
    const listTenants = { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] };
    as.admin = await app.logIn(await token('admin', operatorRules));
    as.reader = await app.logIn(await token('reader', tenantReaderRules));
    as.secretWriter = await app.logIn(
      await token('secret-writer', [
        listTenants,
        { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'delete'] },
      ]),
    );
    as.noCleanup = await app.logIn(
      await token('no-cleanup', [
        listTenants,
        { apiGroups: [''], resources: ['secrets'], verbs: ['create'] },
      ]),
    );
  });
  afterAll(() => app?.close());

  it('writes the tenant’s secrets, then the Tenant object, and answers the built-in users’ keys', async () => {
    await cluster.createNamespace('tc-create');
    const keys = [
      { access_key: 'first-user', secret_key: 'first-user-secret' },
      { access_key: 'second-user', secret_key: 'second-user-secret' },
    ];
    const body = tenantCreateRequest({
      name: 'alpha',
      namespace: 'tc-create',
      enable_console: false,
      enable_prometheus: true,
      image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z',
      image_registry: { registry: 'registry.example.com', username: 'puller', password: 'pull-secret' },
      idp: { keys },
      logSearchConfiguration: { storageClass: 'tc-logs', storageSize: 8 },
    });
    const res = await app.api(create, { body }, { as: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ externalIDP: false, console: keys });

    const tenant = await cluster.getTenant('tc-create', 'alpha');
    expect(tenant?.spec).toEqual({
      configuration: { name: 'alpha-env-configuration' },
      users: [{ name: 'alpha-user-0' }, { name: 'alpha-user-1' }],
      image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z',
      imagePullSecret: { name: 'alpha-regcred' },
      mountPath: '/export',
      requestAutoCert: true,
      exposeServices: { minio: true, console: false },
      pools: [
        {
          name: 'pool-0',
          servers: 4,
          volumesPerServer: 1,
          volumeClaimTemplate: {
            metadata: { name: 'data' },
            spec: {
              accessModes: ['ReadWriteOnce'],
              resources: { requests: { storage: String(25 * GiB) } },
              storageClassName: 'fast',
            },
          },
          resources: { requests: { memory: '2Gi' }, limits: { memory: '2Gi' } },
        },
      ],
      prometheus: { diskCapacityGB: 5, storageClassName: 'fast' },
      log: {
        audit: { diskCapacityGB: 8 },
        db: {
          volumeClaimTemplate: {
            metadata: { name: 'alpha-log' },
            spec: {
              accessModes: ['ReadWriteOnce'],
              resources: { requests: { storage: String(8 * GiB) } },
              storageClassName: 'tc-logs',
            },
          },
        },
      },
    });
  });

  it('leaves the secrets labelled with the tenant, immutable, holding the configuration and users', async () => {
    const secrets = await secretsOf('tc-create', 'alpha');
    expect(names(secrets)).toEqual([
      'alpha-env-configuration',
      'alpha-regcred',
      'alpha-user-0',
      'alpha-user-1',
    ]);
    for (const secret of secrets) {
      expect(secret.immutable).toBe(true);
      expect(secret.metadata.labels).toEqual({ 'v1.min.io/tenant': 'alpha' });
    }
    const [configuration, regcred, , second] = secrets;
    expect(configuration?.type).toBe('Opaque');
    expect(decode(configuration?.data?.['config.env']).split('\n')).toEqual([
      'export MINIO_BROWSER="off"',
      expect.stringMatching(/^export MINIO_ROOT_PASSWORD="[A-Z0-9]{32}"$/),
      expect.stringMatching(/^export MINIO_ROOT_USER="[A-Z0-9]{16}"$/),
      'export MINIO_STORAGE_CLASS_STANDARD="EC:2"',
      '',
    ]);
    expect(regcred?.type).toBe('kubernetes.io/dockerconfigjson');
    expect(JSON.parse(decode(regcred?.data?.['.dockerconfigjson']))).toEqual({
      auths: {
        'registry.example.com': {
          username: 'puller',
          password: 'pull-secret',
          auth: Buffer.from('puller:pull-secret').toString('base64'),
        },
      },
    });
    expect(second?.type).toBe('Opaque');
    expect(decode(second?.data?.CONSOLE_ACCESS_KEY)).toBe('second-user');
    expect(decode(second?.data?.CONSOLE_SECRET_KEY)).toBe('second-user-secret');

    const changed = await cluster.patchSecretData('tc-create', 'alpha-user-1', {
      CONSOLE_SECRET_KEY: Buffer.from('another').toString('base64'),
    });
    expect(changed.status).toBe(422);
    expect(JSON.stringify(changed.body)).toContain('field is immutable when `immutable` is set');
  });

  it('draws new root credentials for every tenant', async () => {
    await cluster.createNamespace('tc-second');
    const body = tenantCreateRequest({ name: 'alpha', namespace: 'tc-second' });
    expect((await app.api(create, { body }, { as: as.admin })).statusCode).toBe(200);
    const rootOf = async (namespace: string) => {
      const [configuration] = await secretsOf(namespace, 'alpha');
      return /MINIO_ROOT_PASSWORD="(\w+)"/.exec(decode(configuration?.data?.['config.env']))?.[1];
    };
    expect(await rootOf('tc-second')).toMatch(/^[A-Z0-9]{32}$/);
    expect(await rootOf('tc-second')).not.toBe(await rootOf('tc-create'));
  });

  it('refuses a second tenant in a namespace and writes nothing for it', async () => {
    const body = tenantCreateRequest({ name: 'beta', namespace: 'tc-create' });
    const res = await app.api(create, { body }, { as: as.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>()).toMatchObject({
      code: 'already_exists',
      message: 'You can only create one tenant per namespace',
    });
    expect(await secretsOf('tc-create', 'beta')).toEqual([]);
  });

  it('removes the secrets it wrote when the Tenant cannot be created, answering why, and only those', async () => {
    await cluster.createNamespace('tc-rollback');
    // A secret of the tenant's name from elsewhere (an earlier tenant, kubectl) bears the same label.
    await cluster.createSecret('tc-rollback', {
      metadata: { name: 'gamma-kept', labels: { 'v1.min.io/tenant': 'gamma' } },
      type: 'Opaque',
      data: { note: Buffer.from('not the create’s').toString('base64') },
    });
    const body = tenantCreateRequest({ name: 'gamma', namespace: 'tc-rollback' });
    const res = await app.api(create, { body }, { as: as.secretWriter });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes refused: tenants.minio.min.io is forbidden: User "system:serviceaccount:tc-ops:secret-writer" ' +
        'cannot create resource "tenants" in API group "minio.min.io" in the namespace "tc-rollback"',
    );
    expect(names(await secretsOf('tc-rollback', 'gamma'))).toEqual(['gamma-kept']);
    expect(await cluster.getTenant('tc-rollback', 'gamma')).toBeUndefined();
  });

  it('answers the create’s own failure when the secrets cannot be removed either', async () => {
    await cluster.createNamespace('tc-stuck');
    const body = tenantCreateRequest({ name: 'delta', namespace: 'tc-stuck' });
    const res = await app.api(create, { body }, { as: as.noCleanup });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toContain('cannot create resource "tenants"');
    expect(names(await secretsOf('tc-stuck', 'delta'))).toEqual(['delta-env-configuration', 'delta-user-0']);
  });

  it('leaves a deleted tenant’s secrets alone when its name is taken again', async () => {
    await cluster.createNamespace('tc-leftover');
    await cluster.createSecret('tc-leftover', {
      metadata: { name: 'omega-env-configuration', labels: { 'v1.min.io/tenant': 'omega' } },
      type: 'Opaque',
      data: { 'config.env': Buffer.from('export MINIO_ROOT_USER="OLD"\n').toString('base64') },
    });
    const body = tenantCreateRequest({ name: 'omega', namespace: 'tc-leftover' });
    const res = await app.api(create, { body }, { as: as.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().message).toBe('secrets "omega-env-configuration" already exists');
    expect(names(await secretsOf('tc-leftover', 'omega'))).toEqual(['omega-env-configuration']);
  });

  it('lets Kubernetes refuse a token that may only list tenants, naming the verb', async () => {
    await cluster.createNamespace('tc-reader');
    const body = tenantCreateRequest({ name: 'epsilon', namespace: 'tc-reader' });
    const res = await app.api(create, { body }, { as: as.reader });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Kubernetes refused: secrets is forbidden: User "system:serviceaccount:tc-ops:reader" cannot create ' +
        'resource "secrets" in API group "" in the namespace "tc-reader"',
    );
    expect(await cluster.getTenant('tc-reader', 'epsilon')).toBeUndefined();
  });

  it('refuses a name with capitals, and a parity MinIO would not offer, before any call', async () => {
    const capitals = await app.api(
      create,
      { body: tenantCreateRequest({ name: 'Alpha', namespace: 'tc-bad' }) },
      // A token Kubernetes would refuse the secrets: a 400 rather than its 403 shows nothing was asked.
      { as: as.reader },
    );
    expect(capitals.statusCode).toBe(400);
    expect(capitals.json<ApiError>().message).toContain(
      "Name only can contain lowercase letters, numbers and '-'. Min. Length: 3",
    );
    const parity = await app.api(
      create,
      { body: tenantCreateRequest({ name: 'zeta', namespace: 'tc-bad', erasureCodingParity: 3 }) },
      { as: as.reader },
    );
    expect(parity.statusCode).toBe(400);
    expect(parity.json<ApiError>().message).toBe(
      'EC:3 is not offered for 4 servers × 1 drives: choose one of EC:2',
    );
  });
});
