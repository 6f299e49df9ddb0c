import type { ActiveDirectoryChoice, CreateTenantResponse, OpenIdChoice, TenantIdp } from '@granary/contract';

/** The scopes MinIO asks an OpenID provider for when the wizard names none. */
export const defaultOpenIdScopes = 'openid,profile,email';

function openIdSettings(oidc: OpenIdChoice): Record<string, string> {
  return {
    MINIO_IDENTITY_OPENID_CONFIG_URL: oidc.configuration_url,
    MINIO_IDENTITY_OPENID_CLIENT_ID: oidc.client_id,
    MINIO_IDENTITY_OPENID_CLIENT_SECRET: oidc.secret_id,
    MINIO_IDENTITY_OPENID_CLAIM_NAME: oidc.claim_name,
    ...(oidc.callback_url && { MINIO_IDENTITY_OPENID_REDIRECT_URI: oidc.callback_url }),
    MINIO_IDENTITY_OPENID_SCOPES: oidc.scopes || defaultOpenIdScopes,
  };
}

/**
 * MinIO's LDAP settings. Only keys the pinned MinIO knows: it refuses any other MINIO_IDENTITY_LDAP_*
 * variable and then turns LDAP off (the previous console's USERNAME_FORMAT, USERNAME_SEARCH_FILTER and
 * GROUP_NAME_ATTRIBUTE are such).
 */
function ldapSettings(directory: ActiveDirectoryChoice): Record<string, string> {
  const on = (flag: boolean, key: string) => (flag ? { [key]: 'on' } : {});
  const given = (value: string | undefined, key: string) => (value ? { [key]: value } : {});
  return {
    MINIO_IDENTITY_LDAP_SERVER_ADDR: directory.url,
    ...on(directory.skip_tls_verification, 'MINIO_IDENTITY_LDAP_TLS_SKIP_VERIFY'),
    ...on(directory.server_insecure, 'MINIO_IDENTITY_LDAP_SERVER_INSECURE'),
    ...on(directory.server_start_tls, 'MINIO_IDENTITY_LDAP_SERVER_STARTTLS'),
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: directory.lookup_bind_dn,
    ...given(directory.lookup_bind_password, 'MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD'),
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: directory.user_dn_search_base_dn,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: directory.user_dn_search_filter,
    ...given(directory.group_search_base_dn, 'MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN'),
    ...given(directory.group_search_filter, 'MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER'),
  };
}

/** What config.env holds for the identity provider: nothing for built-in users. */
export function identitySettings(idp: TenantIdp): Record<string, string> {
  if ('oidc' in idp) return openIdSettings(idp.oidc);
  if ('active_directory' in idp) return ldapSettings(idp.active_directory);
  return {};
}

/**
 * The data of each user secret the operator makes a consoleAdmin of: a built-in user's keys, or a
 * directory user's DN alone (its password stays the directory's). None with OpenID.
 */
export function consoleUsers(idp: TenantIdp): Record<string, string>[] {
  if ('keys' in idp)
    return idp.keys.map((keys) => ({
      CONSOLE_ACCESS_KEY: keys.access_key,
      CONSOLE_SECRET_KEY: keys.secret_key,
    }));
  if ('active_directory' in idp)
    return idp.active_directory.user_dns.map((dn) => ({ CONSOLE_ACCESS_KEY: dn }));
  return [];
}

/** The create's answer: the built-in users' keys for the credentials dialog, or that an IDP logs users in. */
export function createAnswer(idp: TenantIdp): CreateTenantResponse {
  if ('keys' in idp)
    return {
      externalIDP: false,
      console: idp.keys.map(({ access_key, secret_key }) => ({ access_key, secret_key })),
    };
  return { externalIDP: true, console: [] };
}
