import { apiEndpoints, type ApiError, type TenantSecurityUpdate } from '@granary/contract';
import { kubeFixtures, operatorRules, tenantPool, type KubeSecret } from '@granary/tools/kube/fixtures';
import { testCertificates, type PemPair } from '@granary/tools/test-certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';

// The Security tab against the run's kube-apiserver: certificates read from the real Secrets the Tenant
// names, and its Save (new Secrets, the Tenant replaced, a released Secret deleted, undone on failure).
// Namespaces of this file start with 'ps-'.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const { security, updateSecurity } = apiEndpoints.tenantSecurity;
const certs = testCertificates();
const pool = tenantPool(4, 1, '10Gi');

const base64 = (text: string) => Buffer.from(text).toString('base64');
const tlsSecret = (name: string, pair: PemPair, tenant?: string): KubeSecret => ({
  metadata: { name, ...(tenant && { labels: { 'v1.min.io/tenant': tenant } }) },
  type: 'kubernetes.io/tls',
  data: { 'tls.crt': base64(pair.crt), 'tls.key': base64(pair.key) },
});
const caSecret = (name: string, pem: string, tenant?: string): KubeSecret => ({
  metadata: { name, ...(tenant && { labels: { 'v1.min.io/tenant': tenant } }) },
  type: 'Opaque',
  data: { 'public.crt': base64(pem) },
});
const noChange = { secretsToBeDeleted: [], minio: [], minioCAs: [], console: [], consoleCAs: [] };
const tenantSpec = async (namespace: string, name: string) =>
  (await cluster.getTenant(namespace, name))?.spec as Record<string, unknown>;
const secretNames = async (namespace: string) =>
  (await cluster.listSecrets(namespace, 'v1.min.io/tenant')).map((secret) => secret.metadata.name);

describe('a tenant’s Security tab', () => {
  let app: OperatorApp;
  const as = { admin: '', reader: '', noUpdate: '' };
  const server = certs.selfSigned('minio.ps-read.svc', 'ec', 'server', [
    'DNS:*.minio.ps-read.svc',
    'IP:10.0.0.7',
  ]);
  const other = certs.selfSigned('other.example');
  const ca = certs.selfSigned('ca.example');
  const read = (namespace: string, tenant: string, token = as.admin) =>
    app.api(security, { params: { namespace, tenant } }, { as: token });
  const save = (namespace: string, tenant: string, body: TenantSecurityUpdate, token = as.admin) =>
    app.api(updateSecurity, { params: { namespace, tenant }, body }, { as: token });

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    // A TLS Secret, then an Opaque CA: each read by its own key (the previous console stuck to tls.crt).
    await cluster.createTenant('ps-read', 'alpha', {
      requestAutoCert: false,
      externalCertSecret: [
        { name: 'alpha-server', type: 'kubernetes.io/tls' },
        { name: 'alpha-gone', type: 'kubernetes.io/tls' },
      ],
      externalCaCertSecret: [{ name: 'alpha-ca', type: 'Opaque' }],
      pools: [pool],
    });
    await cluster.createSecret('ps-read', tlsSecret('alpha-server', server));
    await cluster.createSecret('ps-read', caSecret('alpha-ca', ca.crt));
    // An operator v4.0 Tenant: a console of its own, with one certificate and its CAs.
    await cluster.createTenant('ps-console', 'beta', {
      console: {
        image: 'minio/console:v0.6.0',
        consoleSecret: { name: 'beta-console' },
        externalCertSecret: { name: 'beta-console-tls', type: 'kubernetes.io/tls' },
        externalCaCertSecret: [{ name: 'beta-console-ca', type: 'Opaque' }],
      },
      pools: [pool],
    });
    await cluster.createSecret('ps-console', tlsSecret('beta-console-tls', other, 'beta'));
    await cluster.createSecret('ps-console', caSecret('beta-console-ca', ca.crt, 'beta'));
    const token = (name: string, rules: Parameters<typeof cluster.serviceAccountToken>[2]) =>
      cluster.serviceAccountToken('ps-ops', name, rules);
    as.admin = await app.logIn(await token('admin', operatorRules));
    as.reader = await app.logIn(
      await token('reader', [
        { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] },
      ]),
    );
    as.noUpdate = await app.logIn(
      await token('no-update', [
        { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] },
        { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'create', 'delete'] },
      ]),
    );
  });
  afterAll(async () => {
    certs.remove();
    await app?.close();
  });

  it('reads each certificate from its Secret: name, DNS then IP names, expiry; a gone Secret says so', async () => {
    const res = await read('ps-read', 'alpha');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.autoCert).toBe(false);
    expect(answer.consoleEnabled).toBe(false);
    const [first, gone] = answer.customCertificates.minio;
    expect(first).toMatchObject({
      state: 'ok',
      name: 'alpha-server',
      domains: ['minio.ps-read.svc', '*.minio.ps-read.svc', '10.0.0.7'],
      expired: false,
    });
    expect(first?.state === 'ok' && first.expiry.slice(0, 10)).toBe(
      new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    );
    expect(gone).toEqual({
      state: 'unreadable',
      name: 'alpha-gone',
      problem: 'The secret alpha-gone is not in the namespace: the servers cannot load it',
    });
    expect(answer.customCertificates.minioCAs).toMatchObject([
      { state: 'ok', name: 'alpha-ca', domains: ['ca.example'] },
    ]);
    expect(answer.customCertificates.console).toEqual([]);
  });

  it('shows the console’s certificate and CAs for a Tenant with a console of its own', async () => {
    const res = await read('ps-console', 'beta');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      autoCert: true,
      consoleEnabled: true,
      customCertificates: {
        minio: [],
        console: [{ state: 'ok', name: 'beta-console-tls', domains: ['other.example'] }],
        consoleCAs: [{ state: 'ok', name: 'beta-console-ca' }],
      },
    });
  });

  it('says which permission is missing, and that a tenant is not there', async () => {
    const refused = await read('ps-read', 'alpha', as.reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().message).toContain('cannot get resource "secrets"');
    const missing = await read('ps-read', 'nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().message).toBe(
      'Kubernetes has no such object: tenants.minio.min.io "nowhere" not found',
    );
  });

  it('adds certificates as immutable Secrets of the tenant’s, then removes one, deleting only its own', async () => {
    await cluster.createTenant('ps-save', 'gamma', {
      externalCertSecret: [{ name: 'gamma-user-made', type: 'kubernetes.io/tls' }],
      pools: [pool],
    });
    await cluster.createSecret('ps-save', tlsSecret('gamma-user-made', other));
    const added = await save('ps-save', 'gamma', {
      autoCert: false,
      customCertificates: { ...noChange, minio: [{ crt: server.crt, key: server.key }], minioCAs: [ca.crt] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ ok: true, kept: [] });
    const spec = await tenantSpec('ps-save', 'gamma');
    expect(spec.requestAutoCert).toBe(false);
    const refs = spec.externalCertSecret as { name: string; type: string }[];
    expect(refs[0]).toEqual({ name: 'gamma-user-made', type: 'kubernetes.io/tls' });
    expect(refs[1]?.name).toMatch(/^gamma-[a-z0-9]{5}-external-certificates-0$/);
    const written = await cluster.listSecrets('ps-save', 'v1.min.io/tenant=gamma');
    expect(written.map((secret) => [secret.type, secret.immutable])).toEqual([
      ['Opaque', true],
      ['kubernetes.io/tls', true],
    ]);
    expect((spec.externalCaCertSecret as { name: string }[])[0]?.name).toMatch(/-ca-certificate-0$/);

    // The user's own Secret is let go but left; the tenant's own one is deleted when removed.
    const removeOwn = await save('ps-save', 'gamma', {
      autoCert: true,
      customCertificates: { ...noChange, secretsToBeDeleted: ['gamma-user-made'] },
    });
    expect(removeOwn.json()).toEqual({
      ok: true,
      kept: [
        {
          name: 'gamma-user-made',
          why: "It is not this tenant's own (no label v1.min.io/tenant=gamma), so it was left",
        },
      ],
    });
    expect((await tenantSpec('ps-save', 'gamma')).externalCertSecret).toEqual([refs[1]]);
    // Now the only server certificate: not removable one by one; switched off, every one goes.
    const only = await save('ps-save', 'gamma', {
      autoCert: true,
      customCertificates: { ...noChange, secretsToBeDeleted: [refs[1]?.name ?? ''] },
    });
    expect(only.statusCode).toBe(400);
    expect(only.json<ApiError>().message).toContain("is the tenant's only server certificate");
    const off = await save('ps-save', 'gamma', { autoCert: true, customCertificates: null });
    expect(off.json()).toEqual({ ok: true, kept: [] });
    const after = await tenantSpec('ps-save', 'gamma');
    expect(after.externalCertSecret).toBeUndefined();
    expect(after.externalCaCertSecret).toBeUndefined();
    expect(await secretNames('ps-save')).toEqual([]);
  });

  it('refuses files the servers could not use, naming them, before writing anything', async () => {
    const expired = certs.expired('old.example');
    const cases: [TenantSecurityUpdate['customCertificates'], string][] = [
      [
        { ...noChange, minio: [{ crt: server.crt, key: other.key }] },
        'Server certificate 1: the key does not belong to the certificate',
      ],
      [
        { ...noChange, minio: [{ crt: expired.crt, key: expired.key }] },
        'Server certificate 1 expired on 2026-01-02',
      ],
      [{ ...noChange, minioCAs: [server.key] }, 'CA certificate 1 is not a PEM certificate'],
      [
        { ...noChange, console: [{ crt: other.crt, key: other.key }] },
        'The tenant has no console of its own to give certificates to',
      ],
      [{ ...noChange, secretsToBeDeleted: ['alpha-ca', 'alpha-server'] }, 'Remove one certificate at a time'],
      [
        { ...noChange, secretsToBeDeleted: ['not-its-own'] },
        "not-its-own is not one of the tenant's certificates",
      ],
    ];
    for (const [customCertificates, message] of cases) {
      const res = await save('ps-read', 'alpha', { autoCert: false, customCertificates });
      expect(res.statusCode, message).toBe(400);
      expect(res.json<ApiError>().message).toContain(message);
    }
    expect(await secretNames('ps-read')).toEqual([]);
  });

  it('changes the console’s certificate: the new one replaces it, whose Secret goes', async () => {
    const res = await save('ps-console', 'beta', {
      autoCert: true,
      customCertificates: { ...noChange, console: [{ crt: server.crt, key: server.key }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const console = (await tenantSpec('ps-console', 'beta')).console as Record<string, unknown>;
    expect(console.image).toBe('minio/console:v0.6.0');
    expect((console.externalCertSecret as { name: string }).name).toMatch(
      /^beta-[a-z0-9]{5}-console-certificate$/,
    );
    expect(console.externalCaCertSecret).toEqual([{ name: 'beta-console-ca', type: 'Opaque' }]);
    expect(await secretNames('ps-console')).not.toContain('beta-console-tls');
  });

  it('leaves no Secret behind when Kubernetes refuses the Tenant’s update, and names the verb', async () => {
    await cluster.createTenant('ps-undo', 'delta', { pools: [pool] });
    const res = await save(
      'ps-undo',
      'delta',
      {
        autoCert: false,
        customCertificates: {
          ...noChange,
          minio: [{ crt: server.crt, key: server.key }],
          minioCAs: [ca.crt],
        },
      },
      as.noUpdate,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toContain('cannot update resource "tenants"');
    expect(await secretNames('ps-undo')).toEqual([]);
    expect((await tenantSpec('ps-undo', 'delta')).externalCertSecret).toBeUndefined();
  });
});
