import { describe, expect, it } from 'vitest';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { certificateSecrets } from './tenant-certificate-secrets.ts';

const decode = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString('utf8');
const pem = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
const pair = (n: number) => ({ crt: pem('CERTIFICATE', `crt${n}`), key: pem('PRIVATE KEY', `key${n}`) });

describe('certificateSecrets', () => {
  it('writes none without certificates of the user’s', () => {
    expect(certificateSecrets(tenantCreateRequest())).toEqual({
      secrets: [],
      externalCertSecrets: [],
      caCertSecrets: [],
    });
  });

  it('writes each server certificate with its key as a TLS secret, each CA as public.crt, by the tenant’s name', () => {
    const ca = [pem('CERTIFICATE', 'ca0'), pem('CERTIFICATE', 'ca1')];
    const request = tenantCreateRequest({
      tls: { auto_cert: false, minio: [pair(0), pair(1)], ca_certificates: ca },
    });
    const { secrets, externalCertSecrets, caCertSecrets } = certificateSecrets(request);
    expect(externalCertSecrets).toEqual([
      'alpha-secret-instance-external-certificates-0',
      'alpha-secret-instance-external-certificates-1',
    ]);
    expect(caCertSecrets).toEqual(['alpha-ca-certificate-0', 'alpha-ca-certificate-1']);
    expect(secrets.map((secret) => [secret.metadata?.name, secret.type])).toEqual([
      ['alpha-secret-instance-external-certificates-0', 'kubernetes.io/tls'],
      ['alpha-secret-instance-external-certificates-1', 'kubernetes.io/tls'],
      ['alpha-ca-certificate-0', 'Opaque'],
      ['alpha-ca-certificate-1', 'Opaque'],
    ]);
    for (const secret of secrets) {
      expect(secret.immutable).toBe(true);
      expect(secret.metadata?.labels).toEqual({ 'v1.min.io/tenant': 'alpha' });
    }
    expect(Object.keys(secrets[1]?.data ?? {})).toEqual(['tls.crt', 'tls.key']);
    expect(decode(secrets[1]?.data?.['tls.crt'])).toBe(pair(1).crt);
    expect(decode(secrets[1]?.data?.['tls.key'])).toBe(pair(1).key);
    expect(secrets[3]?.data && Object.keys(secrets[3].data)).toEqual(['public.crt']);
    expect(decode(secrets[3]?.data?.['public.crt'])).toBe(ca[1]);
  });
});
