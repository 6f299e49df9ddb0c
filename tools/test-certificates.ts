import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A certificate and its key as PEM text, and the files holding them (for a browser to pick). */
export type PemPair = { crt: string; key: string; crtPath: string; keyPath: string };

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
  const pair = (name: string): PemPair => {
    const [crtPath, keyPath] = [path.join(dir, `${name}.crt`), path.join(dir, `${name}.key`)];
    return { crt: readFileSync(crtPath, 'utf8'), key: readFileSync(keyPath, 'utf8'), crtPath, keyPath };
  };
  return {
    /**
     * `name`: the files' base name (`name.crt`, `name.key`); `altNames`: more subject alternative names
     * after the common name's ('IP:10.0.0.1', 'DNS:b.example').
     */
    selfSigned(
      commonName: string,
      kind: 'ec' | 'rsa' = 'ec',
      name = `self-${++count}`,
      altNames: string[] = [],
    ): PemPair {
      const subjectAltName = [`DNS:${commonName}`, ...altNames].join(',');
      openssl(dir, [
        ...['req', '-x509', ...newKey(kind), '-nodes', '-days', '1', '-subj', `/CN=${commonName}`],
        ...['-addext', `subjectAltName=${subjectAltName}`, '-keyout', `${name}.key`, '-out', `${name}.crt`],
      ]);
      return pair(name);
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
      return pair(name);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
