import type { ActiveDirectoryChoice, OpenIdChoice } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { consoleUsers, createAnswer, identitySettings } from './tenant-identity-settings.ts';

const openId: OpenIdChoice = {
  url: 'https://id.example.com',
  configuration_url: 'https://id.example.com/.well-known/openid-configuration',
  client_id: 'granary',
  secret_id: 'client-secret',
  claim_name: 'policy',
};

const directory: ActiveDirectoryChoice = {
  url: 'ldap.example.com:636',
  skip_tls_verification: false,
  server_insecure: false,
  server_start_tls: false,
  lookup_bind_dn: 'cn=admin,dc=example,dc=com',
  user_dn_search_base_dn: 'ou=people,dc=example,dc=com',
  user_dn_search_filter: '(uid=%s)',
  user_dns: ['uid=alice,ou=people,dc=example,dc=com', 'uid=bob,ou=people,dc=example,dc=com'],
};

const keys = [
  { access_key: 'first-user', secret_key: 'first-secret' },
  { access_key: 'second-user', secret_key: 'second-secret' },
];

describe('identitySettings', () => {
  it('adds nothing for built-in users', () => {
    expect(identitySettings({ keys })).toEqual({});
  });

  it('writes OpenID’s provider, client and claim, MinIO’s usual scopes when none are named', () => {
    expect(identitySettings({ oidc: openId })).toEqual({
      MINIO_IDENTITY_OPENID_CONFIG_URL: 'https://id.example.com/.well-known/openid-configuration',
      MINIO_IDENTITY_OPENID_CLIENT_ID: 'granary',
      MINIO_IDENTITY_OPENID_CLIENT_SECRET: 'client-secret',
      MINIO_IDENTITY_OPENID_CLAIM_NAME: 'policy',
      MINIO_IDENTITY_OPENID_SCOPES: 'openid,profile,email',
    });
    expect(identitySettings({ oidc: { ...openId, scopes: '', callback_url: '' } })).not.toHaveProperty(
      'MINIO_IDENTITY_OPENID_REDIRECT_URI',
    );
  });

  it('writes OpenID’s callback and scopes when given', () => {
    const oidc = {
      ...openId,
      callback_url: 'https://tenant.example.com/oauth_callback',
      scopes: 'openid,groups',
    };
    expect(identitySettings({ oidc })).toMatchObject({
      MINIO_IDENTITY_OPENID_REDIRECT_URI: 'https://tenant.example.com/oauth_callback',
      MINIO_IDENTITY_OPENID_SCOPES: 'openid,groups',
    });
  });

  it('writes the directory’s address, lookup and user search, and no switch that is off', () => {
    expect(identitySettings({ active_directory: directory })).toEqual({
      MINIO_IDENTITY_LDAP_SERVER_ADDR: 'ldap.example.com:636',
      MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: 'cn=admin,dc=example,dc=com',
      MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: 'ou=people,dc=example,dc=com',
      MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: '(uid=%s)',
    });
  });

  it('writes the switches that are on, the bind password and the group search when given', () => {
    const settings = identitySettings({
      active_directory: {
        ...directory,
        skip_tls_verification: true,
        server_insecure: true,
        server_start_tls: true,
        lookup_bind_password: 'bind-password',
        group_search_base_dn: 'ou=groups,dc=example,dc=com',
        group_search_filter: '(&(objectclass=groupOfNames)(member=%d))',
      },
    });
    expect(settings).toEqual({
      MINIO_IDENTITY_LDAP_SERVER_ADDR: 'ldap.example.com:636',
      MINIO_IDENTITY_LDAP_TLS_SKIP_VERIFY: 'on',
      MINIO_IDENTITY_LDAP_SERVER_INSECURE: 'on',
      MINIO_IDENTITY_LDAP_SERVER_STARTTLS: 'on',
      MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: 'cn=admin,dc=example,dc=com',
      MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD: 'bind-password',
      MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: 'ou=people,dc=example,dc=com',
      MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: '(uid=%s)',
      MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN: 'ou=groups,dc=example,dc=com',
      MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER: '(&(objectclass=groupOfNames)(member=%d))',
    });
  });
});

describe('consoleUsers and the answer', () => {
  it('gives built-in users their keys, and answers them', () => {
    expect(consoleUsers({ keys })).toEqual([
      { CONSOLE_ACCESS_KEY: 'first-user', CONSOLE_SECRET_KEY: 'first-secret' },
      { CONSOLE_ACCESS_KEY: 'second-user', CONSOLE_SECRET_KEY: 'second-secret' },
    ]);
    expect(createAnswer({ keys })).toEqual({ externalIDP: false, console: keys });
  });

  it('names the directory’s users by DN alone, and answers none', () => {
    expect(consoleUsers({ active_directory: directory })).toEqual([
      { CONSOLE_ACCESS_KEY: 'uid=alice,ou=people,dc=example,dc=com' },
      { CONSOLE_ACCESS_KEY: 'uid=bob,ou=people,dc=example,dc=com' },
    ]);
    expect(createAnswer({ active_directory: directory })).toEqual({ externalIDP: true, console: [] });
  });

  it('has no console users with OpenID', () => {
    expect(consoleUsers({ oidc: openId })).toEqual([]);
    expect(createAnswer({ oidc: openId })).toEqual({ externalIDP: true, console: [] });
  });
});
