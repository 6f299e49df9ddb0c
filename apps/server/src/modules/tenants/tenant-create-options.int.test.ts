import { apiEndpoints, type ApiError } from '@granary/contract';
import { kubeFixtures, operatorRules, type KubeSecret } from '@granary/tools/kube/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startOperatorApp, testKube, type OperatorApp } from '../../testing/operator-harness.ts';
import { testCertificates } from '@granary/tools/test-certificates';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { kesIdentity } from './tenant-certificates.ts';

// The create-tenant wizard's identity provider, security and encryption choices, against the run's
// kube-apiserver: what the API server holds afterwards. Namespaces of this file start with 'tco-'.
const kube = testKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const { create } = apiEndpoints.tenantCreate;
const certificates = testCertificates();

const decode = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString('utf8');
const secretsOf = (namespace: string, tenant: string) =>
  cluster.listSecrets(namespace, `v1.min.io/tenant=${tenant}`);
const names = (secrets: KubeSecret[]) => secrets.map((secret) => secret.metadata.name);
const byName = (secrets: KubeSecret[], name: string) =>
  secrets.find((secret) => secret.metadata.name === name);
/** config.env's lines other than the root credentials, which are new every time. */
const settingLines = (secrets: KubeSecret[], tenant: string) =>
  decode(byName(secrets, `${tenant}-env-configuration`)?.data?.['config.env'])
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('export MINIO_ROOT_'));

describe('creating a tenant with an identity provider, certificates or encryption', () => {
  let app: OperatorApp;
  let as = '';
  beforeAll(async () => {
    app = await startOperatorApp(kube);
    as = await app.logIn(await cluster.serviceAccountToken('tco-ops', 'admin', operatorRules));
  });
  afterAll(async () => {
    await app?.close();
    certificates.remove();
  });

  it('writes OpenID’s settings into config.env, no user secret, and answers that an IDP logs users in', async () => {
    await cluster.createNamespace('tco-oidc');
    const oidc = {
      url: 'https://id.example.com',
      configuration_url: 'https://id.example.com/.well-known/openid-configuration',
      client_id: 'granary',
      secret_id: 'client-secret',
      claim_name: 'policy',
      callback_url: 'https://alpha.example.com/oauth_callback',
    };
    const body = tenantCreateRequest({ namespace: 'tco-oidc', idp: { oidc } });
    const res = await app.api(create, { body }, { as });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ externalIDP: true, console: [] });

    const secrets = await secretsOf('tco-oidc', 'alpha');
    expect(names(secrets)).toEqual(['alpha-env-configuration']);
    expect(settingLines(secrets, 'alpha')).toEqual([
      'export MINIO_BROWSER="on"',
      'export MINIO_IDENTITY_OPENID_CLAIM_NAME="policy"',
      'export MINIO_IDENTITY_OPENID_CLIENT_ID="granary"',
      'export MINIO_IDENTITY_OPENID_CLIENT_SECRET="client-secret"',
      'export MINIO_IDENTITY_OPENID_CONFIG_URL="https://id.example.com/.well-known/openid-configuration"',
      'export MINIO_IDENTITY_OPENID_REDIRECT_URI="https://alpha.example.com/oauth_callback"',
      'export MINIO_IDENTITY_OPENID_SCOPES="openid,profile,email"',
      'export MINIO_STORAGE_CLASS_STANDARD="EC:2"',
    ]);
    expect((await cluster.getTenant('tco-oidc', 'alpha'))?.spec).toMatchObject({ users: [] });
  });

  it('writes the directory’s settings, and one secret per user DN holding the DN alone', async () => {
    await cluster.createNamespace('tco-ad');
    const active_directory = {
      url: 'ldap.example.com:636',
      skip_tls_verification: true,
      server_insecure: false,
      server_start_tls: false,
      lookup_bind_dn: 'cn=admin,dc=example,dc=com',
      lookup_bind_password: 'bind-password',
      user_dn_search_base_dn: 'ou=people,dc=example,dc=com',
      user_dn_search_filter: '(uid=%s)',
      group_search_base_dn: 'ou=groups,dc=example,dc=com',
      group_search_filter: '(&(objectclass=groupOfNames)(member=%d))',
      user_dns: ['uid=alice,ou=people,dc=example,dc=com', 'uid=bob,ou=people,dc=example,dc=com'],
    };
    const body = tenantCreateRequest({ namespace: 'tco-ad', idp: { active_directory } });
    const res = await app.api(create, { body }, { as });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ externalIDP: true, console: [] });

    const secrets = await secretsOf('tco-ad', 'alpha');
    expect(names(secrets)).toEqual(['alpha-env-configuration', 'alpha-user-0', 'alpha-user-1']);
    expect(settingLines(secrets, 'alpha')).toEqual([
      'export MINIO_BROWSER="on"',
      'export MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN="ou=groups,dc=example,dc=com"',
      'export MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER="(&(objectclass=groupOfNames)(member=%d))"',
      'export MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN="cn=admin,dc=example,dc=com"',
      'export MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD="bind-password"',
      'export MINIO_IDENTITY_LDAP_SERVER_ADDR="ldap.example.com:636"',
      'export MINIO_IDENTITY_LDAP_TLS_SKIP_VERIFY="on"',
      'export MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN="ou=people,dc=example,dc=com"',
      'export MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER="(uid=%s)"',
      'export MINIO_STORAGE_CLASS_STANDARD="EC:2"',
    ]);
    const bob = byName(secrets, 'alpha-user-1');
    expect(bob).toMatchObject({ type: 'Opaque', immutable: true });
    expect(Object.keys(bob?.data ?? {})).toEqual(['CONSOLE_ACCESS_KEY']);
    expect(decode(bob?.data?.CONSOLE_ACCESS_KEY)).toBe('uid=bob,ou=people,dc=example,dc=com');
    expect((await cluster.getTenant('tco-ad', 'alpha'))?.spec).toMatchObject({
      users: [{ name: 'alpha-user-0' }, { name: 'alpha-user-1' }],
    });
  });

  it('writes the user’s certificates and CAs as secrets the Tenant lists, without the operator’s', async () => {
    await cluster.createNamespace('tco-tls');
    const [first, second] = [
      certificates.selfSigned('alpha.example.com'),
      certificates.selfSigned('alpha.local'),
    ];
    const ca = certificates.selfSigned('Example CA', 'rsa').crt;
    const tls = { auto_cert: false, minio: [first, second], ca_certificates: [ca] };
    const res = await app.api(create, { body: tenantCreateRequest({ namespace: 'tco-tls', tls }) }, { as });
    expect(res.statusCode, res.body).toBe(200);

    const tenant = await cluster.getTenant('tco-tls', 'alpha');
    expect(tenant?.spec).toMatchObject({
      requestAutoCert: false,
      externalCertSecret: [
        { name: 'alpha-secret-instance-external-certificates-0', type: 'kubernetes.io/tls' },
        { name: 'alpha-secret-instance-external-certificates-1', type: 'kubernetes.io/tls' },
      ],
      externalCaCertSecret: [{ name: 'alpha-ca-certificate-0', type: 'Opaque' }],
    });
    const secrets = await secretsOf('tco-tls', 'alpha');
    expect(names(secrets)).toEqual([
      'alpha-ca-certificate-0',
      'alpha-env-configuration',
      'alpha-secret-instance-external-certificates-0',
      'alpha-secret-instance-external-certificates-1',
      'alpha-user-0',
    ]);
    const server = byName(secrets, 'alpha-secret-instance-external-certificates-1');
    expect(server).toMatchObject({ type: 'kubernetes.io/tls', immutable: true });
    expect(decode(server?.data?.['tls.crt'])).toBe(second.crt);
    expect(decode(server?.data?.['tls.key'])).toBe(second.key);
    const authority = byName(secrets, 'alpha-ca-certificate-0');
    expect(authority).toMatchObject({ type: 'Opaque', immutable: true });
    expect(decode(authority?.data?.['public.crt'])).toBe(ca);
  });

  it('adds KES on Vault: its secrets, spec.kes, and a configuration naming MinIO’s certificate its admin', async () => {
    await cluster.createNamespace('tco-kes');
    const client = certificates.selfSigned('minio-client');
    const vaultCa = certificates.selfSigned('Vault CA').crt;
    const vault = {
      endpoint: 'https://vault.example.com:8200',
      prefix: 'alpha',
      approle: { id: 'role-id', secret: 'role-secret', retry: 30 },
      tls: { ca: vaultCa },
      status: { ping: 20 },
    };
    const body = tenantCreateRequest({ namespace: 'tco-kes', encryption: { client, vault } });
    const res = await app.api(create, { body }, { as });
    expect(res.statusCode, res.body).toBe(200);

    const tenant = await cluster.getTenant('tco-kes', 'alpha');
    expect(tenant?.spec).toMatchObject({
      requestAutoCert: true,
      externalClientCertSecret: {
        name: 'alpha-secret-tenant-external-client-cert-0',
        type: 'kubernetes.io/tls',
      },
      kes: {
        replicas: 1,
        keyName: 'my-minio-key',
        kesSecret: { name: 'alpha-secret-kes-configuration' },
        clientCertSecret: { name: 'alpha-secret-kes-client-cert' },
      },
    });
    expect(tenant?.spec.kes).toHaveProperty('image', 'minio/kes:2025-03-12T09-35-18Z');
    expect(tenant?.spec.kes).not.toHaveProperty('externalCertSecret');
    const secrets = await secretsOf('tco-kes', 'alpha');
    expect(names(secrets)).toEqual([
      'alpha-env-configuration',
      'alpha-secret-kes-client-cert',
      'alpha-secret-kes-configuration',
      'alpha-secret-tenant-external-client-cert-0',
      'alpha-user-0',
    ]);
    const files = byName(secrets, 'alpha-secret-kes-client-cert');
    expect(Object.keys(files?.data ?? {})).toEqual(['ca.crt']);
    expect(decode(files?.data?.['ca.crt'])).toBe(vaultCa);
    const configuration = byName(secrets, 'alpha-secret-kes-configuration');
    expect(configuration).toMatchObject({ type: 'Opaque', immutable: true });
    expect(parse(decode(configuration?.data?.['server-config.yaml']))).toEqual({
      version: 'v1',
      address: '0.0.0.0:7373',
      admin: { identity: kesIdentity(client.crt) },
      tls: { key: '/tmp/kes/server.key', cert: '/tmp/kes/server.crt' },
      cache: { expiry: { any: '5m0s', unused: '20s' } },
      log: { error: 'on', audit: 'off' },
      keystore: {
        vault: {
          endpoint: 'https://vault.example.com:8200',
          prefix: 'alpha',
          approle: { id: 'role-id', secret: 'role-secret', retry: '30s' },
          tls: { ca: '/tmp/kes/ca.crt' },
          status: { ping: '20s' },
        },
      },
    });
  });

  it('removes every secret it wrote (certificates, CAs, KES’s) when a later one is refused', async () => {
    await cluster.createNamespace('tco-rollback');
    // Left by someone else under the name the create would write last before the Tenant.
    await cluster.createSecret('tco-rollback', {
      metadata: { name: 'alpha-secret-kes-configuration' },
      type: 'Opaque',
      data: { kept: Buffer.from('theirs').toString('base64') },
    });
    const [server, ca] = [certificates.selfSigned('alpha.example.com'), certificates.selfSigned('Tenant CA')];
    const body = tenantCreateRequest({
      namespace: 'tco-rollback',
      tls: { auto_cert: true, minio: [server], ca_certificates: [ca.crt] },
      encryption: {
        vault: { endpoint: 'https://vault.example.com:8200', approle: { id: 'role', secret: 'secret' } },
      },
    });
    const res = await app.api(create, { body }, { as });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().message).toBe('secrets "alpha-secret-kes-configuration" already exists');
    expect(await secretsOf('tco-rollback', 'alpha')).toEqual([]);
    expect(await cluster.getTenant('tco-rollback', 'alpha')).toBeUndefined();
    const left = await cluster.listSecrets('tco-rollback', '');
    expect(left.map((secret) => [secret.metadata.name, decode(secret.data?.['kept'])])).toEqual([
      ['alpha-secret-kes-configuration', 'theirs'],
    ]);
  });

  it('refuses a key that is not its certificate’s, naming it, and writes nothing', async () => {
    await cluster.createNamespace('tco-refused');
    const [good, other] = [certificates.selfSigned('good.example.com'), certificates.selfSigned('other')];
    const tls = { auto_cert: true, minio: [good, { crt: good.crt, key: other.key }], ca_certificates: [] };
    const res = await app.api(
      create,
      { body: tenantCreateRequest({ namespace: 'tco-refused', tls }) },
      { as },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({
      code: 'bad_request',
      message: 'Server certificate 2: the key does not belong to the certificate',
    });
    expect(await secretsOf('tco-refused', 'alpha')).toEqual([]);
    expect(await cluster.getTenant('tco-refused', 'alpha')).toBeUndefined();
  });
});
