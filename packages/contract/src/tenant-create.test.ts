import { describe, expect, it } from 'vitest';
import { isConfigEnvValue } from './tenant-create-options.ts';
import {
  createTenantRequestSchema,
  requestsAutoCert,
  tlsNeedsCertificates,
  type CreateTenantRequest,
} from './tenant-create.ts';

// The schema only sees that these look like PEM files; the server reads them.
const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const pair = { crt: pem, key: pem.replaceAll('CERTIFICATE', 'PRIVATE KEY') };
const vault = {
  endpoint: 'https://vault.example.com:8200',
  approle: { id: 'role-id', secret: 'role-secret' },
};

const request = (overrides: Partial<CreateTenantRequest> = {}): unknown => ({
  name: 'alpha',
  namespace: 'ns-alpha',
  pools: [{ name: 'pool-0', servers: 4, volumes_per_server: 1, volume_configuration: { size: 2 ** 34 } }],
  erasureCodingParity: 2,
  enable_tls: true,
  enable_console: true,
  enable_prometheus: false,
  expose_minio: true,
  expose_console: true,
  idp: { keys: [{ access_key: 'console-user', secret_key: 'console-secret' }] },
  ...overrides,
});

/** Each refusal as `path: message`. */
const problems = (body: unknown) => {
  const parsed = createTenantRequestSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const directory = {
  url: 'ldap.example.com:636',
  skip_tls_verification: false,
  server_insecure: false,
  server_start_tls: false,
  lookup_bind_dn: 'cn=admin,dc=example,dc=com',
  user_dn_search_base_dn: 'ou=people,dc=example,dc=com',
  user_dn_search_filter: '(uid=%s)',
  user_dns: ['uid=alice,ou=people,dc=example,dc=com'],
};
const openId = {
  url: 'https://id.example.com',
  configuration_url: 'https://id.example.com/.well-known/openid-configuration',
  client_id: 'granary',
  secret_id: 'client-secret',
  claim_name: 'policy',
};

describe('the create payload’s TLS and encryption', () => {
  it('takes automatic certificates, the user’s own, or both, with encryption on either', () => {
    expect(problems(request({ encryption: { vault } }))).toEqual([]);
    expect(
      problems(
        request({
          tls: { auto_cert: false, minio: [pair], ca_certificates: [pem] },
          encryption: { server: pair, client: pair, vault },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses encryption without TLS by automatic certificates or one of the user’s', () => {
    const needsTls =
      'encryption: Encryption needs TLS: turn on automatic certificates or add a server certificate and its key';
    expect(
      problems(request({ tls: { auto_cert: false, minio: [], ca_certificates: [] }, encryption: { vault } })),
    ).toEqual([`tls: ${tlsNeedsCertificates}`, needsTls]);
    expect(problems(request({ enable_tls: false, encryption: { vault } }))).toEqual([needsTls]);
  });

  it('wants the key service’s and MinIO’s client certificates without automatic certificates', () => {
    const tls = { auto_cert: false, minio: [pair], ca_certificates: [] };
    const message =
      "Without automatic certificates, the key service's certificate and key and MinIO's client certificate and key are required";
    expect(problems(request({ tls, encryption: { vault } }))).toEqual([`encryption.server: ${message}`]);
    expect(problems(request({ tls, encryption: { server: pair, vault } }))).toEqual([
      `encryption.client: ${message}`,
    ]);
  });

  it('refuses TLS with neither automatic certificates nor one of the user’s', () => {
    expect(problems(request({ tls: { auto_cert: false, minio: [], ca_certificates: [pem] } }))).toEqual([
      `tls: ${tlsNeedsCertificates}`,
    ]);
  });

  it('refuses certificates with TLS off', () => {
    expect(
      problems(request({ enable_tls: false, tls: { auto_cert: false, minio: [pair], ca_certificates: [] } })),
    ).toEqual(['tls: Certificates need TLS on (enable_tls)']);
  });

  it('asks the operator for certificates with TLS on, unless automatic certificates are switched off', () => {
    expect(requestsAutoCert({ enable_tls: true })).toBe(true);
    expect(requestsAutoCert({ enable_tls: false })).toBe(false);
    expect(
      requestsAutoCert({ enable_tls: true, tls: { auto_cert: false, minio: [], ca_certificates: [] } }),
    ).toBe(false);
  });

  it('wants exactly one key store', () => {
    const choose = 'encryption: Choose one key store: vault, aws, gemalto or gcp';
    expect(problems(request({ encryption: {} }))).toEqual([choose]);
    const aws = {
      secretsmanager: { endpoint: 'secretsmanager.eu-west-1.amazonaws.com', region: 'eu-west-1' },
    };
    expect(
      problems(
        request({
          encryption: {
            vault,
            aws: {
              secretsmanager: { ...aws.secretsmanager, credentials: { accesskey: 'a', secretkey: 's' } },
            },
          },
        }),
      ),
    ).toEqual([choose]);
  });

  it('refuses a negative retry or ping, in the wizard’s words', () => {
    const encryption = {
      vault: { ...vault, approle: { ...vault.approle, retry: -1 }, status: { ping: -5 } },
    };
    expect(problems(request({ encryption }))).toEqual([
      'encryption.vault.approle.retry: Value needs to be 0 or greater',
      'encryption.vault.status.ping: Value needs to be 0 or greater',
    ]);
  });

  it('refuses a file that is no PEM file', () => {
    const tls = {
      auto_cert: true,
      minio: [{ crt: 'not a certificate', key: pair.key }],
      ca_certificates: [],
    };
    expect(problems(request({ tls }))).toEqual(['tls.minio.0.crt: must be a PEM file (-----BEGIN …)']);
  });
});

describe('the create payload’s identity provider', () => {
  it('refuses a built-in user’s key shorter than 8 characters', () => {
    const idp = { keys: [{ access_key: 'short', secret_key: 'long-enough-secret' }] };
    expect(problems(request({ idp }))).toEqual(['idp.keys.0.access_key: Keys must be at least length 8']);
  });

  it('takes OpenID, refusing a scope list with an empty entry', () => {
    expect(problems(request({ idp: { oidc: { ...openId, scopes: 'openid,email' } } }))).toEqual([]);
    expect(problems(request({ idp: { oidc: { ...openId, scopes: 'openid,,email' } } }))).toEqual([
      'idp.oidc.scopes: Separate the scopes by commas, with none of them empty',
    ]);
  });

  it('takes Active Directory, with MinIO’s rules for its search filters', () => {
    expect(problems(request({ idp: { active_directory: directory } }))).toEqual([]);
    const filter = (user_dn_search_filter: string) =>
      problems(request({ idp: { active_directory: { ...directory, user_dn_search_filter } } }));
    expect(filter('(uid=alice)')).toEqual([
      'idp.active_directory.user_dn_search_filter: The user search filter must contain %s, as (uid=%s)',
    ]);
    expect(filter('(&(uid=%s)(memberOf=%d))')).toEqual([
      'idp.active_directory.user_dn_search_filter: The user search filter cannot use %d',
    ]);
    const groups = (group: { group_search_base_dn?: string; group_search_filter?: string }) =>
      problems(request({ idp: { active_directory: { ...directory, ...group } } }));
    expect(
      groups({ group_search_base_dn: 'ou=groups,dc=example,dc=com', group_search_filter: '(member=%d)' }),
    ).toEqual([]);
    expect(groups({ group_search_base_dn: 'ou=groups,dc=example,dc=com' })).toEqual([
      'idp.active_directory.group_search_filter: A group search needs both its base DN and its filter',
    ]);
    expect(groups({ group_search_filter: '(member=%d)' })).toEqual([
      'idp.active_directory.group_search_base_dn: A group search needs both its base DN and its filter',
    ]);
    expect(
      groups({ group_search_base_dn: 'ou=groups,dc=example,dc=com', group_search_filter: '(cn=admins)' }),
    ).toEqual([
      'idp.active_directory.group_search_filter: The group search filter must contain %s (the login name) or %d (the user’s DN)',
    ]);
  });

  it('refuses a setting config.env could not hold as it is', () => {
    expect(isConfigEnvValue('cn=admin,dc=example,dc=com')).toBe(true);
    expect(
      problems(request({ idp: { active_directory: { ...directory, lookup_bind_password: 'pa$$' } } })),
    ).toEqual([
      "idp.active_directory.lookup_bind_password: may hold only printable ASCII other than a double quote, '\\', '$' and '`'",
    ]);
  });
});
