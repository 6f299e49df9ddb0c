import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PemPair = { crt: string; key: string };

const openssl = (cwd: string, args: string[]) => execFileSync('openssl', args, { cwd, stdio: 'ignore' });

const newKey = (kind: 'ec' | 'rsa') =>
  kind === 'ec' ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] : ['-newkey', 'rsa:2048'];

/** A minimal `openssl ca` configuration: any subject, validity given on the command line. */
const caConfig = [
  '[ca]',
  'default_ca = test',
  '[test]',
  'database = index.txt',
  'new_certs_dir = .',
  'serial = serial',
  'default_md = sha256',
  'policy = any',
  '[any]',
  'commonName = supplied',
  '',
].join('\n');

/**
 * Certificates made by the `openssl` command for a test, in a directory of their own: self-signed ones
 * valid for a day, and one a CA signed that expired on 2026-01-02.
 */
export function testCertificates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'granary-test-certs-'));
  let count = 0;
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  return {
    selfSigned(commonName: string, kind: 'ec' | 'rsa' = 'ec'): PemPair {
      const name = `self-${++count}`;
      openssl(dir, [
        ...['req', '-x509', ...newKey(kind), '-nodes', '-days', '1', '-subj', `/CN=${commonName}`],
        ...['-addext', `subjectAltName=DNS:${commonName}`, '-keyout', `${name}.key`, '-out', `${name}.crt`],
      ]);
      return { crt: read(`${name}.crt`), key: read(`${name}.key`) };
    },
    /** Valid from 2025-01-01 to 2026-01-02, signed by a CA of its own. */
    expired(commonName: string): PemPair {
      const name = `expired-${++count}`;
      writeFileSync(path.join(dir, `${name}.conf`), caConfig);
      writeFileSync(path.join(dir, 'index.txt'), '');
      writeFileSync(path.join(dir, 'serial'), '01\n');
      openssl(dir, [
        ...['req', '-x509', ...newKey('ec'), '-nodes', '-days', '1', '-subj', '/CN=Test CA'],
        ...['-keyout', `${name}-ca.key`, '-out', `${name}-ca.crt`],
      ]);
      openssl(dir, [
        ...['req', '-new', ...newKey('ec'), '-nodes', '-subj', `/CN=${commonName}`],
        ...['-keyout', `${name}.key`, '-out', `${name}.csr`],
      ]);
      openssl(dir, [
        ...[
          'ca',
          '-batch',
          '-config',
          `${name}.conf`,
          '-cert',
          `${name}-ca.crt`,
          '-keyfile',
          `${name}-ca.key`,
        ],
        ...['-in', `${name}.csr`, '-out', `${name}.crt`, '-notext'],
        ...['-startdate', '20250101000000Z', '-enddate', '20260102000000Z'],
      ]);
      return { crt: read(`${name}.crt`), key: read(`${name}.key`) };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
