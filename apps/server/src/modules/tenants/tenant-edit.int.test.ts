import { apiEndpoints, type ApiError, type TenantVersionUpdate } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// Edit YAML and Update version against the run's kube-apiserver. Namespaces of this file start with 'ps-'.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const { yaml, updateYaml, updateVersion } = apiEndpoints.tenantEdit;
const pool = tenantPool(4, 1, '10Gi');

type TenantObject = {
  metadata: {
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    resourceVersion: string;
  };
  spec: Record<string, unknown>;
};
const tenantOf = async (namespace: string, name: string) =>
  (await cluster.getTenant(namespace, name)) as unknown as TenantObject;
const scrape = {
  'prometheus.io/path': '/minio/v2/metrics/cluster',
  'prometheus.io/port': '9000',
  'prometheus.io/scrape': 'true',
};

describe('a tenant’s Edit YAML', () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '' };
  const load = (tenant: string) =>
    app.api(yaml, { params: { namespace: 'ps-yaml', tenant } }, { as: as.admin });
  const save = (tenant: string, text: string, token = as.admin) =>
    app.api(updateYaml, { params: { namespace: 'ps-yaml', tenant }, body: { yaml: text } }, { as: token });

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    await cluster.createTenant(
      'ps-yaml',
      'alpha',
      { image: 'minio/minio:RELEASE.2024-01-01T00-00-00Z', pools: [pool] },
      { currentState: 'Initialized' },
    );
    as.admin = await app.logIn(await cluster.serviceAccountToken('ps-ops', 'admin', operatorRules));
    as.reader = await app.logIn(
      await cluster.serviceAccountToken('ps-ops', 'yaml-reader', tenantReaderRules),
    );
  });
  afterAll(() => app?.close());

  it('answers the Tenant as YAML, with apiVersion and kind and without managed fields', async () => {
    const res = await load('alpha');
    expect(res.statusCode, res.body).toBe(200);
    const object = parse(res.json().yaml) as Record<string, Record<string, unknown>>;
    expect(object.apiVersion).toBe('minio.min.io/v2');
    expect(object.kind).toBe('Tenant');
    expect(object.metadata).toMatchObject({ name: 'alpha', namespace: 'ps-yaml' });
    expect(object.metadata?.managedFields).toBeUndefined();
    expect(object.metadata?.resourceVersion).toBeTruthy();
    expect(object.status).toMatchObject({ currentState: 'Initialized' });
  });

  it('saves labels, annotations and spec at the version loaded; a change made meanwhile is refused', async () => {
    const object = parse((await load('alpha')).json().yaml) as TenantObject & { status: unknown };
    object.metadata.labels = { team: 'storage' };
    object.spec.image = 'minio/minio:RELEASE.2025-01-01T00-00-00Z';
    object.status = { currentState: 'typed by hand' };
    const saved = await save('alpha', stringify(object));
    expect(saved.statusCode, saved.body).toBe(200);
    const live = await tenantOf('ps-yaml', 'alpha');
    expect(live.metadata.labels).toEqual({ team: 'storage' });
    expect(live.spec.image).toBe('minio/minio:RELEASE.2025-01-01T00-00-00Z');
    // Status is the operator's: the text's is not copied.
    expect((live as unknown as { status: { currentState: string } }).status.currentState).toBe('Initialized');
    // The same text again: the tenant changed since it was loaded.
    const stale = await save('alpha', stringify(object));
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiError>().message).toBe(
      'The tenant changed after its YAML was loaded (by the operator or someone else). Reload the YAML and make the change again.',
    );
  });

  it('refuses YAML it cannot read with the line and column, and what the API server refuses with its reason', async () => {
    const broken = await save('alpha', 'apiVersion: minio.min.io/v2\nkind: Tenant\nmetadata: [unclosed\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiError>().message).toMatch(/^The YAML cannot be read at line \d+, column \d+: /);
    const object = parse((await load('alpha')).json().yaml) as TenantObject;
    const notAnObject = await save('alpha', stringify({ ...object, spec: 'text' }));
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json<ApiError>().message).toContain(
      'spec: Invalid value: "string": spec in body must be of type object',
    );
    const renamed = await save(
      'alpha',
      stringify({ ...object, metadata: { ...object.metadata, name: 'beta' } }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<ApiError>().message).toContain('its name and namespace cannot change');
    const empty = await save('alpha', '   ');
    expect(empty.statusCode).toBe(400);
    const refused = await save('alpha', stringify(object), as.reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().message).toContain('cannot update resource "tenants"');
    expect((await tenantOf('ps-yaml', 'alpha')).spec.image).toBe('minio/minio:RELEASE.2025-01-01T00-00-00Z');
  });
});

describe('a tenant’s Update version', () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '' };
  const update = (tenant: string, body: TenantVersionUpdate, token = as.admin) =>
    app.api(updateVersion, { params: { namespace: 'ps-version', tenant }, body }, { as: token });
  const regcred = async () =>
    (await cluster.listSecrets('ps-version', 'v1.min.io/tenant=alpha')).find(
      (secret) => secret.metadata.name === 'alpha-regcred',
    );

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    await cluster.createTenant('ps-version', 'alpha', {
      pools: [
        pool,
        {
          ...pool,
          name: 'pool-1',
          volumeClaimTemplate: { ...pool.volumeClaimTemplate, metadata: { annotations: { keep: 'me' } } },
        },
      ],
    });
    await cluster.createTenant('ps-version', 'beta', { pools: [pool] });
    await cluster.createSecret('ps-version', {
      metadata: { name: 'beta-regcred' },
      type: 'Opaque',
      data: {},
    });
    as.admin = await app.logIn(await cluster.serviceAccountToken('ps-ops', 'admin', operatorRules));
    as.reader = await app.logIn(
      await cluster.serviceAccountToken('ps-ops', 'version-reader', tenantReaderRules),
    );
  });
  afterAll(() => app?.close());

  it('writes the image, the registry’s pull secret and the scrape annotations on the tenant and its pools', async () => {
    const registry = { registry: 'registry.example:5000', username: 'puller', password: 'one secret' };
    const res = await update('alpha', {
      image: 'registry.example:5000/minio/minio:RELEASE.2025-01-01T00-00-00Z',
      enable_prometheus: true,
      image_registry: registry,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tenant = await tenantOf('ps-version', 'alpha');
    expect(tenant.spec.image).toBe('registry.example:5000/minio/minio:RELEASE.2025-01-01T00-00-00Z');
    expect(tenant.spec.imagePullSecret).toEqual({ name: 'alpha-regcred' });
    expect(tenant.metadata.annotations).toEqual(scrape);
    const pools = tenant.spec.pools as { volumeClaimTemplate: { metadata?: { annotations?: unknown } } }[];
    expect(pools.map((p) => p.volumeClaimTemplate.metadata?.annotations)).toEqual([
      scrape,
      { keep: 'me', ...scrape },
    ]);
    const detail = await app.api(
      apiEndpoints.tenants.detail,
      { params: { namespace: 'ps-version', tenant: 'alpha' } },
      { as: as.admin },
    );
    expect(detail.json().enable_prometheus).toBe(true);
    const secret = await regcred();
    expect(secret).toMatchObject({ type: 'kubernetes.io/dockerconfigjson', immutable: true });
    const config = JSON.parse(Buffer.from(secret?.data?.['.dockerconfigjson'] ?? '', 'base64').toString());
    expect(config.auths['registry.example:5000']).toMatchObject({
      username: 'puller',
      password: 'one secret',
    });

    // Metrics off really removes them; an empty image is the operator's default; new credentials replace the old.
    const off = await update('alpha', {
      image: '',
      enable_prometheus: false,
      image_registry: { ...registry, password: 'another' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await tenantOf('ps-version', 'alpha');
    expect(after.spec.image).toBeUndefined();
    expect(after.metadata.annotations ?? {}).toEqual({});
    const afterPools = after.spec.pools as {
      volumeClaimTemplate: { metadata?: { annotations?: unknown } };
    }[];
    expect(afterPools.map((p) => p.volumeClaimTemplate.metadata?.annotations)).toEqual([{}, { keep: 'me' }]);
    const replaced = JSON.parse(
      Buffer.from((await regcred())?.data?.['.dockerconfigjson'] ?? '', 'base64').toString(),
    );
    expect(replaced.auths['registry.example:5000'].password).toBe('another');
  });

  it('refuses a malformed image, a half registry, another’s pull secret and a token that may not patch', async () => {
    const badImage = await update('beta', { image: 'minio', enable_prometheus: false });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json<ApiError>().message).toContain("Format must be of form: 'minio/minio:VERSION'");
    const half = await update('beta', {
      image: '',
      enable_prometheus: false,
      image_registry: { registry: 'r.example', username: '', password: 'p' },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json<ApiError>().message).toContain('Field cannot be empty');
    const theirs = await update('beta', {
      image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z',
      enable_prometheus: true,
      image_registry: { registry: 'r.example', username: 'u', password: 'p' },
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json<ApiError>().message).toBe(
      "The namespace has a secret beta-regcred that is not this tenant's: it was left as it is",
    );
    const refused = await update(
      'beta',
      { image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z', enable_prometheus: true },
      as.reader,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().message).toContain('cannot patch resource "tenants"');
    const beta = await tenantOf('ps-version', 'beta');
    expect(beta.spec.image).toBeUndefined();
    expect(beta.metadata.annotations).toBeUndefined();
    const missing = await update('gone', { image: '', enable_prometheus: false });
    expect(missing.statusCode).toBe(404);
  });
});
