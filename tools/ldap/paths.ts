/** Where Debian's slapd and ldap-utils put the programs the LDAP tests use. */
export const slapdPaths = {
  slapd: '/usr/sbin/slapd',
  slapadd: '/usr/sbin/slapadd',
  ldapsearch: '/usr/bin/ldapsearch',
} as const;

export const slapdSchemaDir = '/etc/ldap/schema';
