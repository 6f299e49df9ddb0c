import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestCertificate = { crtPath: string; keyPath: string; crt: string; key: string };

/**
 * A self-signed certificate and its key, made by openssl in a new temporary folder, as files a browser can
 * pick and as their PEM text.
 */
export function makeTestCertificate(commonName: string, fileBase = commonName): TestCertificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'granary-cert-'));
  const crtPath = path.join(dir, `${fileBase}.crt`);
  const keyPath = path.join(dir, `${fileBase}.key`);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '30'],
      ...['-subj', `/CN=${commonName}`, '-addext', `subjectAltName=DNS:${commonName}`],
      ...['-keyout', keyPath, '-out', crtPath],
    ],
    { stdio: 'ignore' },
  );
  return { crtPath, keyPath, crt: readFileSync(crtPath, 'utf8'), key: readFileSync(keyPath, 'utf8') };
}
