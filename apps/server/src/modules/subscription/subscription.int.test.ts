import { apiEndpoints, type ApiError, type License } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { startKube, type KubeServer } from '@granary/tools/kube/server';
import { licenseClaims, licenseSigner } from '@granary/tools/subnet/licenses';
import { startSubnetStandIn, type SubnetStandIn } from '@granary/tools/subnet/stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, type OperatorApp } from '../../testing/operator-harness.ts';

// Operator mode's license against a kube-apiserver of this file's own (a refresh writes into every tenant of
// the cluster, and the last test stops it), licenses signed with a P-384 key of the test's, and a stand-in
// for the subscription service (SUBNET; this machine has no internet) speaking the calls reference A.6
// documents. Namespaces start with 'lc-'.
const consoleNamespace = 'lc-console';
const signer = licenseSigner();
const standard = signer.sign(licenseClaims({ plan: 'STANDARD', org: 'Acme Standard' }));
const enterprise = signer.sign(licenseClaims({ plan: 'ENTERPRISE', org: 'Acme Enterprise', cap: 1024 }));

describe('operator mode’s license', () => {
  let kube: KubeServer;
  let subnet: SubnetStandIn;
  let app: OperatorApp;
  let offline: OperatorApp;
  let cluster: ReturnType<typeof kubeFixtures>;
  const as = { admin: '', reader: '', secretsOnly: '', noTenants: '', offlineAdmin: '' };
  const storedLicense = async () =>
    (await cluster.readSecretData(consoleNamespace, 'subnet-license'))?.CONSOLE_SUBNET_LICENSE;
  const tenantEnv = async (namespace: string, name: string) =>
    ((await cluster.getTenant(namespace, name))?.spec.env as { name: string; value: string }[] | undefined) ??
    [];

  beforeAll(async () => {
    kube = await startKube();
    cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
    subnet = await startSubnetStandIn({
      accounts: [{ email: 'ops@example.com', password: ' pass word ', license: standard }],
      renew: (license) => (license === standard ? enterprise : undefined),
    });
    const env = { GRANARY_LICENSE_PUBLIC_KEY: signer.publicKeyPem, GRANARY_NAMESPACE: consoleNamespace };
    app = await startOperatorApp(kube, { ...env, CONSOLE_SUBNET_URL: subnet.url });
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    offline = await startOperatorApp(kube, { ...env, CONSOLE_SUBNET_URL: 'http://127.0.0.1:9' });
    await cluster.createNamespace(consoleNamespace);
    await cluster.createTenant('lc-one', 'one', { pools: [tenantPool(4, 1, '100Gi')] });
    await cluster.createTenant('lc-two', 'two', {
      env: [{ name: 'MINIO_BROWSER', value: 'off' }],
      pools: [tenantPool(4, 1, '100Gi')],
    });
    const adminToken = await cluster.serviceAccountToken('lc-ops', 'admin', operatorRules);
    as.admin = await app.logIn(adminToken);
    as.offlineAdmin = await offline.logIn(adminToken);
    as.reader = await app.logIn(await cluster.serviceAccountToken('lc-ops', 'reader', tenantReaderRules));
    as.secretsOnly = await app.logIn(
      await cluster.serviceAccountToken('lc-ops', 'secrets', [
        ...tenantReaderRules,
        { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'create', 'update'] },
      ]),
    );
    as.noTenants = await app.logIn(
      await cluster.serviceAccountToken('lc-ops', 'no-tenants', [
        { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'create', 'update'] },
      ]),
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await offline?.close();
    await subnet?.stop();
    await kube?.stop();
  });

  const info = (token = as.admin) => app.api(apiEndpoints.subscription.info, undefined, { as: token });
  const validate = (body: { license: string } | { email: string; password: string }, on = app) =>
    on.api(apiEndpoints.subscription.validate, { body }, { as: on === app ? as.admin : as.offlineAdmin });

  it('says there is no license until one is activated, refusing keys that do not verify', async () => {
    expect((await info()).json()).toEqual({ state: 'none' });
    const other = await validate({ license: licenseSigner().sign(licenseClaims()) });
    expect(other.statusCode).toBe(400);
    expect(other.json<ApiError>()).toMatchObject({
      code: 'invalid_license',
      message: 'The license key is not signed by a key this console trusts.',
    });
    const expired = await validate({
      license: signer.sign(licenseClaims({ exp: Date.UTC(2026, 0, 31) / 1000 })),
    });
    expect(expired.json<ApiError>().message).toBe('The license expired on 2026-01-31.');
    expect(await storedLicense()).toBeUndefined();
    for (const body of [
      { license: '   ' },
      { email: 'ops@example.com', password: '  ' },
      { email: '', password: 'x' },
    ]) {
      const blank = await validate(body);
      expect(blank.statusCode, JSON.stringify(body)).toBe(400);
      expect(blank.json<ApiError>().message).toContain('Field cannot be empty');
    }
  });

  it('activates a license key: verified, kept in the Secret subnet-license, shown with its claims', async () => {
    const res = await validate({ license: `  ${standard}\n` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      plan_level: 1,
      license: { organization: 'Acme Standard', plan: 'STANDARD' },
    });
    expect(await storedLicense()).toBe(standard);
    expect((await info()).json()).toMatchObject<{ state: string; license: Partial<License> }>({
      state: 'licensed',
      license: {
        organization: 'Acme Standard',
        storage_capacity: 250,
        email: 'ops@example.com',
        account_id: 4242,
      },
    });
  });

  it('activates with the account: the stand-in SUBNET’s login and license, its refusal, and SUBNET unreachable', async () => {
    const wrong = await validate({ email: 'ops@example.com', password: 'pass word' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().message).toBe(
      'The subscription service did not accept this email and password.',
    );
    // The password travels as typed, spaces and all.
    const res = await validate({ email: ' ops@example.com ', password: ' pass word ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(subnet.calls.at(-2)?.body).toEqual({ username: 'ops@example.com', password: ' pass word ' });
    expect(subnet.calls.at(-1)?.bearer).toMatch(/^access-/);
    const away = await validate({ email: 'ops@example.com', password: ' pass word ' }, offline);
    expect(away.statusCode).toBe(502);
    expect(away.json<ApiError>()).toMatchObject({
      code: 'subscription_unreachable',
      message: 'The subscription service at http://127.0.0.1:9 cannot be reached (ECONNREFUSED).',
    });
  });

  it('attaches the license to one tenant, which its detail then shows; a missing tenant is a 404', async () => {
    const before = await app.api(
      apiEndpoints.tenants.detail,
      { params: { namespace: 'lc-one', tenant: 'one' } },
      { as: as.admin },
    );
    expect(before.json().subnet_license).toBeUndefined();
    const res = await app.api(
      apiEndpoints.subscription.activateTenant,
      { params: { namespace: 'lc-one', tenant: 'one' } },
      { as: as.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await tenantEnv('lc-one', 'one')).toEqual([{ name: 'MINIO_SUBNET_LICENSE', value: standard }]);
    const after = await app.api(
      apiEndpoints.tenants.detail,
      { params: { namespace: 'lc-one', tenant: 'one' } },
      { as: as.admin },
    );
    expect(after.json().subnet_license).toMatchObject({ organization: 'Acme Standard', plan: 'STANDARD' });
    const missing = await app.api(
      apiEndpoints.subscription.activateTenant,
      { params: { namespace: 'lc-one', tenant: 'nowhere' } },
      { as: as.admin },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().message).toBe(
      'Kubernetes has no such object: tenants.minio.min.io "nowhere" not found',
    );
  });

  it('refreshes through SUBNET, maps ENTERPRISE to level 2 and copies the renewed license into every tenant', async () => {
    const down = await offline.api(apiEndpoints.subscription.refresh, undefined, { as: as.offlineAdmin });
    expect(down.statusCode).toBe(502);
    expect(down.json<ApiError>().message).toContain('cannot be reached');
    expect(await storedLicense()).toBe(standard);

    const res = await app.api(apiEndpoints.subscription.refresh, undefined, { as: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      plan_level: 2,
      license: { plan: 'ENTERPRISE', storage_capacity: 1024 },
      tenants: [
        { namespace: 'lc-one', name: 'one' },
        { namespace: 'lc-two', name: 'two' },
      ],
    });
    expect(await storedLicense()).toBe(enterprise);
    expect(await tenantEnv('lc-two', 'two')).toEqual([
      { name: 'MINIO_BROWSER', value: 'off' },
      { name: 'MINIO_SUBNET_LICENSE', value: enterprise },
    ]);
    expect(await tenantEnv('lc-one', 'one')).toEqual([{ name: 'MINIO_SUBNET_LICENSE', value: enterprise }]);
    // SUBNET knows no renewal of the enterprise license: its refusal is said, the stored one kept.
    const again = await app.api(apiEndpoints.subscription.refresh, undefined, { as: as.admin });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().message).toBe(
      'The subscription service refused to renew the license (404).',
    );
    expect(await storedLicense()).toBe(enterprise);
  });

  it('lets Kubernetes refuse, naming the permission: reading the license, storing it, updating a tenant', async () => {
    const read = await info(as.reader);
    expect(read.statusCode).toBe(403);
    expect(read.json<ApiError>().message).toContain('cannot get resource "secrets"');
    const store = await app.api(
      apiEndpoints.subscription.validate,
      { body: { license: standard } },
      { as: as.reader },
    );
    expect(store.statusCode).toBe(403);
    // A tenant made after the refresh, which carries no license yet.
    await cluster.createTenant('lc-three', 'three', { pools: [tenantPool(4, 1, '100Gi')] });
    const attach = await app.api(
      apiEndpoints.subscription.activateTenant,
      { params: { namespace: 'lc-three', tenant: 'three' } },
      { as: as.secretsOnly },
    );
    expect(attach.statusCode).toBe(403);
    expect(attach.json<ApiError>().message).toContain('cannot update resource "tenants"');
    const pages = (await app.api(apiEndpoints.session.session, undefined, { as: as.secretsOnly })).json()
      .pages;
    expect(pages).toContain('/license/activate');
    expect(pages).not.toContain('/tenants/license');
    // A token that may renew the license but not list tenants: the license is saved, the copy says why not.
    expect((await validate({ license: standard })).statusCode).toBe(200);
    const renewed = await app.api(apiEndpoints.subscription.refresh, undefined, { as: as.noTenants });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ plan_level: 2, tenants: [] });
    expect(renewed.json().tenants_unlisted).toContain('cannot list resource "tenants"');
    expect(await storedLicense()).toBe(enterprise);
    const adminPages = (await app.api(apiEndpoints.session.session, undefined, { as: as.admin })).json()
      .pages;
    expect(adminPages).toEqual(expect.arrayContaining(['/license/activate', '/tenants/license']));
  });

  it('says a stored license that no longer verifies is invalid, and why', async () => {
    await cluster.patchSecretData(consoleNamespace, 'subnet-license', {
      CONSOLE_SUBNET_LICENSE: Buffer.from(licenseSigner().sign(licenseClaims())).toString('base64'),
    });
    expect((await info()).json()).toEqual({
      state: 'invalid',
      problem: 'The license key is not signed by a key this console trusts.',
    });
    const attach = await app.api(
      apiEndpoints.subscription.activateTenant,
      { params: { namespace: 'lc-two', tenant: 'two' } },
      { as: as.admin },
    );
    expect(attach.statusCode).toBe(400);
  });

  it('says the API server cannot be reached while it is stopped, and answers again once it is back', async () => {
    await kube.stopApiServer();
    try {
      const res = await info();
      expect(res.statusCode).toBe(503);
      expect(res.json<ApiError>().code).toBe('kubernetes_unreachable');
    } finally {
      await kube.startApiServer();
    }
    expect((await info()).json().state).toBe('invalid');
  });
});
