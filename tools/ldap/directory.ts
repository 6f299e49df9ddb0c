// The throwaway directory's configuration (slapd.conf) and contents (LDIF).
import { join } from 'node:path';
import { slapdSchemaDir } from './paths.ts';

export type LdapUser = { uid: string; password: string; name?: string };
export type LdapGroup = { cn: string; members: string[] };

export type Directory = {
  baseDn: string;
  adminDn: string;
  adminPassword: string;
  usersDn: string;
  groupsDn: string;
  users: LdapUser[];
  groups: LdapGroup[];
};

export function userDn(dir: Pick<Directory, 'usersDn'>, uid: string): string {
  return `uid=${uid},${dir.usersDn}`;
}

export function groupDn(dir: Pick<Directory, 'groupsDn'>, cn: string): string {
  return `cn=${cn},${dir.groupsDn}`;
}

export function slapdConf(dir: Directory, stateDir: string): string {
  const schemas = ['core', 'cosine', 'inetorgperson'].map((s) => `include ${join(slapdSchemaDir, s)}.schema`);
  return [
    ...schemas,
    `pidfile ${join(stateDir, 'slapd.pid')}`,
    `argsfile ${join(stateDir, 'slapd.args')}`,
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'database mdb',
    'maxsize 16777216',
    `suffix "${dir.baseDn}"`,
    `rootdn "${dir.adminDn}"`,
    `rootpw ${dir.adminPassword}`,
    `directory ${join(stateDir, 'data')}`,
    'index objectClass eq',
    'index uid,member eq',
    // Passwords only for binding; everything else readable by bound users (MinIO's lookup account).
    'access to attrs=userPassword by self write by anonymous auth by * none',
    'access to * by users read by * none',
    '',
  ].join('\n');
}

function rdnValue(dn: string): string {
  return dn.split(',')[0]?.split('=')[1] ?? '';
}

export function directoryLdif(dir: Directory): string {
  const org = rdnValue(dir.baseDn);
  const entries = [
    [`dn: ${dir.baseDn}`, 'objectClass: dcObject', 'objectClass: organization', `dc: ${org}`, `o: ${org}`],
    [`dn: ${dir.usersDn}`, 'objectClass: organizationalUnit', `ou: ${rdnValue(dir.usersDn)}`],
    [`dn: ${dir.groupsDn}`, 'objectClass: organizationalUnit', `ou: ${rdnValue(dir.groupsDn)}`],
    ...dir.users.map((user) => [
      `dn: ${userDn(dir, user.uid)}`,
      'objectClass: inetOrgPerson',
      `uid: ${user.uid}`,
      `cn: ${user.name ?? user.uid}`,
      `sn: ${user.uid}`,
      `userPassword: ${user.password}`,
    ]),
    ...dir.groups.map((group) => [
      `dn: ${groupDn(dir, group.cn)}`,
      'objectClass: groupOfNames',
      `cn: ${group.cn}`,
      ...group.members.map((uid) => `member: ${userDn(dir, uid)}`),
    ]),
  ];
  return entries.map((lines) => lines.join('\n')).join('\n\n') + '\n';
}
