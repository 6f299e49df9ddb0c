// Installs Debian's OpenLDAP server and client tools for the LDAP tests when they are missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { aptInstall, isRoot } from './apt.ts';
import { slapdPaths } from './ldap/paths.ts';

const missing = () => Object.values(slapdPaths).filter((bin) => !isExecutable(bin));

function isExecutable(bin: string): boolean {
  try {
    execFileSync('test', ['-x', bin]);
    return true;
  } catch {
    return false;
  }
}

if (missing().length > 0) {
  if (!isRoot()) {
    console.error(
      `OpenLDAP is missing (${missing().join(', ')}). Install it with: sudo apt-get install -y slapd ldap-utils`,
    );
    process.exit(1);
  }
  console.log('Installing OpenLDAP (slapd, ldap-utils) from Debian for the LDAP tests...');
  // The tests run their own slapd with their own configuration: skip the package's default
  // database and keep the system service from starting.
  execFileSync('debconf-set-selections', [], {
    input: 'slapd slapd/no_configuration boolean true\n',
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  aptInstall(['slapd', 'ldap-utils']);
  if (missing().length > 0) {
    console.error(`OpenLDAP installation did not provide ${missing().join(', ')}`);
    process.exit(1);
  }
}
// slapd prints its version on stderr.
const version = spawnSync(slapdPaths.slapd, ['-VV'], { encoding: 'utf8' }).stderr.split('\n')[0]?.trim();
console.log(`OpenLDAP: ${version ?? 'unknown version'}`);
