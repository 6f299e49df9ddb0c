import type { SlapdServer } from './slapd.ts';

/** MinIO's LDAP identity settings for the throwaway directory (plain LDAP on loopback). */
export function minioLdapEnv(ldap: SlapdServer): Record<string, string> {
  return {
    MINIO_IDENTITY_LDAP_SERVER_ADDR: ldap.address,
    MINIO_IDENTITY_LDAP_SERVER_INSECURE: 'on',
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: ldap.adminDn,
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD: ldap.adminPassword,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: ldap.usersDn,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: '(uid=%s)',
    MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN: ldap.groupsDn,
    MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER: '(&(objectClass=groupOfNames)(member=%d))',
  };
}
