import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { tenantCreateRequest as createRequest } from '../../testing/tenant-requests.ts';
import { configEnv, dockerConfigJson, envLine, tenantSecrets } from './tenant-secrets.ts';

const root = { user: 'ROOTUSER12345678', password: 'ROOTPASSWORD1234567890ABCDEFGHIJ' };
const decode = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString('utf8');

describe('config.env', () => {
  it('writes one export line per setting, sorted by key, each value in double quotes', () => {
    expect(
      configEnv({ MINIO_ROOT_USER: 'ABC', MINIO_BROWSER: 'on', MINIO_STORAGE_CLASS_STANDARD: 'EC:2' }),
    ).toBe(
      'export MINIO_BROWSER="on"\n' +
        'export MINIO_ROOT_USER="ABC"\n' +
        'export MINIO_STORAGE_CLASS_STANDARD="EC:2"\n',
    );
  });

  it.each(['a"b', 'a\\b', '$HOME', '`id`', 'two\nlines', 'tab\there', 'é'])(
    'refuses a value no reader would take the same way: %j',
    (value) => {
      expect(() => envLine('MINIO_X', value)).toThrow(HttpError);
      expect(() => envLine('MINIO_X', value)).toThrow(/MINIO_X cannot go into the tenant's configuration/);
    },
  );

  it('keeps spaces and the other printable characters as they are', () => {
    expect(envLine('K', "a b=c:d/e'f!~")).toBe('export K="a b=c:d/e\'f!~"');
  });
});

describe('tenantSecrets', () => {
  it('writes the configuration first, with the root credentials, parity and browser switch', () => {
    const { secrets, configuration } = tenantSecrets(createRequest({ enable_console: false }), root);
    expect(configuration).toBe('alpha-env-configuration');
    expect(secrets[0]).toMatchObject({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'alpha-env-configuration', labels: { 'v1.min.io/tenant': 'alpha' } },
      type: 'Opaque',
      immutable: true,
    });
    expect(Object.keys(secrets[0]?.data ?? {})).toEqual(['config.env']);
    expect(decode(secrets[0]?.data?.['config.env'])).toBe(
      'export MINIO_BROWSER="off"\n' +
        'export MINIO_ROOT_PASSWORD="ROOTPASSWORD1234567890ABCDEFGHIJ"\n' +
        'export MINIO_ROOT_USER="ROOTUSER12345678"\n' +
        'export MINIO_STORAGE_CLASS_STANDARD="EC:2"\n',
    );
  });

  it('writes one secret per built-in user, numbered from 0, with its keys', () => {
    const keys = [
      { access_key: 'first-user', secret_key: 'first-secret' },
      { access_key: 'second-user', secret_key: 'second-secret' },
    ];
    const { secrets, users, imagePullSecret } = tenantSecrets(createRequest({ idp: { keys } }), root);
    expect(users).toEqual(['alpha-user-0', 'alpha-user-1']);
    expect(imagePullSecret).toBeUndefined();
    expect(secrets.map((s) => s.metadata?.name)).toEqual([
      'alpha-env-configuration',
      'alpha-user-0',
      'alpha-user-1',
    ]);
    const second = secrets[2];
    expect(second).toMatchObject({ type: 'Opaque', immutable: true });
    expect(second?.metadata?.labels).toEqual({ 'v1.min.io/tenant': 'alpha' });
    expect(decode(second?.data?.CONSOLE_ACCESS_KEY)).toBe('second-user');
    expect(decode(second?.data?.CONSOLE_SECRET_KEY)).toBe('second-secret');
  });

  it('writes the registry’s credentials as a docker config when a registry is given', () => {
    const image_registry = { registry: 'registry.example.com:5000', username: 'puller', password: 'p:ss' };
    const { secrets, imagePullSecret } = tenantSecrets(createRequest({ image_registry }), root);
    expect(imagePullSecret).toBe('alpha-regcred');
    const regcred = secrets.at(-1);
    expect(regcred).toMatchObject({
      metadata: { name: 'alpha-regcred', labels: { 'v1.min.io/tenant': 'alpha' } },
      type: 'kubernetes.io/dockerconfigjson',
      immutable: true,
    });
    expect(JSON.parse(decode(regcred?.data?.['.dockerconfigjson']))).toEqual({
      auths: {
        'registry.example.com:5000': {
          username: 'puller',
          password: 'p:ss',
          auth: Buffer.from('puller:p:ss').toString('base64'),
        },
      },
    });
    expect(dockerConfigJson(image_registry)).toBe(decode(regcred?.data?.['.dockerconfigjson']));
  });
});

describe('tenantSecrets with an identity provider, certificates and encryption', () => {
  const directory = {
    url: 'ldap.example.com:636',
    skip_tls_verification: false,
    server_insecure: false,
    server_start_tls: true,
    lookup_bind_dn: 'cn=admin,dc=example,dc=com',
    user_dn_search_base_dn: 'ou=people,dc=example,dc=com',
    user_dn_search_filter: '(uid=%s)',
    user_dns: ['uid=alice,ou=people,dc=example,dc=com'],
  };
  const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
  const pair = { crt: pem, key: pem.replaceAll('CERTIFICATE', 'PRIVATE KEY') };

  it('puts the directory’s settings into config.env and one secret per user DN, its DN alone', () => {
    const { secrets, users } = tenantSecrets(createRequest({ idp: { active_directory: directory } }), root);
    expect(decode(secrets[0]?.data?.['config.env'])).toBe(
      'export MINIO_BROWSER="on"\n' +
        'export MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN="cn=admin,dc=example,dc=com"\n' +
        'export MINIO_IDENTITY_LDAP_SERVER_ADDR="ldap.example.com:636"\n' +
        'export MINIO_IDENTITY_LDAP_SERVER_STARTTLS="on"\n' +
        'export MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN="ou=people,dc=example,dc=com"\n' +
        'export MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER="(uid=%s)"\n' +
        'export MINIO_ROOT_PASSWORD="ROOTPASSWORD1234567890ABCDEFGHIJ"\n' +
        'export MINIO_ROOT_USER="ROOTUSER12345678"\n' +
        'export MINIO_STORAGE_CLASS_STANDARD="EC:2"\n',
    );
    expect(users).toEqual(['alpha-user-0']);
    expect(Object.keys(secrets[1]?.data ?? {})).toEqual(['CONSOLE_ACCESS_KEY']);
    expect(decode(secrets[1]?.data?.CONSOLE_ACCESS_KEY)).toBe('uid=alice,ou=people,dc=example,dc=com');
  });

  it('writes no user secret with OpenID', () => {
    const oidc = {
      url: 'https://id.example.com',
      configuration_url: 'https://id.example.com/.well-known/openid-configuration',
      client_id: 'granary',
      secret_id: 'client-secret',
      claim_name: 'policy',
    };
    const { secrets, users } = tenantSecrets(createRequest({ idp: { oidc } }), root);
    expect(users).toEqual([]);
    expect(secrets.map((s) => s.metadata?.name)).toEqual(['alpha-env-configuration']);
    expect(decode(secrets[0]?.data?.['config.env'])).toContain(
      'export MINIO_IDENTITY_OPENID_SCOPES="openid,profile,email"\n',
    );
  });

  it('writes the configuration first, then users, certificates, the key service’s and the registry’s', () => {
    const request = createRequest({
      tls: { auto_cert: true, minio: [pair], ca_certificates: [pem] },
      encryption: {
        server: pair,
        vault: { endpoint: 'https://vault:8200', approle: { id: 'i', secret: 's' }, tls: { ca: pem } },
      },
      image_registry: { registry: 'registry.example.com', username: 'puller', password: 'pull-secret' },
    });
    const result = tenantSecrets(request, root);
    expect(result.secrets.map((s) => s.metadata?.name)).toEqual([
      'alpha-env-configuration',
      'alpha-user-0',
      'alpha-secret-instance-external-certificates-0',
      'alpha-ca-certificate-0',
      'alpha-secret-kes-external-cert-0',
      'alpha-secret-kes-client-cert',
      'alpha-secret-kes-configuration',
      'alpha-regcred',
    ]);
    expect(result).toMatchObject({
      externalCertSecrets: ['alpha-secret-instance-external-certificates-0'],
      caCertSecrets: ['alpha-ca-certificate-0'],
      kes: { configuration: 'alpha-secret-kes-configuration', kesCert: 'alpha-secret-kes-external-cert-0' },
      imagePullSecret: 'alpha-regcred',
    });
  });

  it('refuses, naming the key, a value that reached it without the contract’s check', () => {
    const request = createRequest({
      idp: { active_directory: { ...directory, lookup_bind_password: 'pa$$word' } },
    });
    expect(() => tenantSecrets(request, root)).toThrow(
      /^MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD cannot go into the tenant's configuration: it may hold only/,
    );
  });
});
