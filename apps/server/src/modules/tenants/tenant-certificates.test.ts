import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import type { CreateTenantRequest, TenantEncryption } from '@granary/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testCertificates } from '@granary/tools/test-certificates';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { certificatesProblem, kesIdentity, subjectPublicKeyInfo } from './tenant-certificates.ts';

const certificates = testCertificates();
afterAll(() => certificates.remove());

const server = certificates.selfSigned('minio.example.com');
const other = certificates.selfSigned('other.example.com', 'rsa');
const expired = certificates.expired('old.example.com');
const garbage = 'this is not a certificate at all';
const pemGarbage = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n';
const vault = { endpoint: 'https://vault.example.com:8200', approle: { id: 'role', secret: 'secret' } };

const withTls = (minio: { crt: string; key: string }[], ca_certificates: string[] = []) =>
  tenantCreateRequest({ tls: { auto_cert: false, minio, ca_certificates } });
const withEncryption = (encryption: Partial<TenantEncryption>): CreateTenantRequest =>
  tenantCreateRequest({ encryption: { vault, ...encryption } });

describe('certificatesProblem', () => {
  it('takes certificates with their own keys, of either kind, and CAs', () => {
    expect(certificatesProblem(withTls([server, other], [other.crt]))).toBeUndefined();
    expect(certificatesProblem(tenantCreateRequest())).toBeUndefined();
  });

  it('takes a certificate followed by its chain', () => {
    expect(certificatesProblem(withTls([{ crt: server.crt + other.crt, key: server.key }]))).toBeUndefined();
  });

  it('refuses what is no certificate, naming which one', () => {
    expect(certificatesProblem(withTls([{ crt: garbage, key: server.key }]))).toBe(
      'Server certificate 1 is not a PEM certificate',
    );
    expect(certificatesProblem(withTls([server], [other.crt, pemGarbage]))).toBe(
      'CA certificate 2 is not a PEM certificate',
    );
  });

  it('refuses a key that is not a private key, or not the certificate’s', () => {
    expect(certificatesProblem(withTls([{ crt: server.crt, key: garbage }]))).toBe(
      'Server certificate 1: the key is not a PEM private key',
    );
    expect(certificatesProblem(withTls([{ crt: server.crt, key: server.crt }]))).toBe(
      'Server certificate 1: the key is not a PEM private key',
    );
    expect(certificatesProblem(withTls([server, { crt: server.crt, key: other.key }]))).toBe(
      'Server certificate 2: the key does not belong to the certificate',
    );
    const encrypted = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
      cipher: 'aes-256-cbc',
      passphrase: 'secret',
    });
    expect(certificatesProblem(withTls([{ crt: server.crt, key: String(encrypted) }]))).toBe(
      'Server certificate 1: the key is encrypted; give it without its passphrase',
    );
  });

  it('refuses an expired certificate, saying when it expired, also in a chain', () => {
    expect(certificatesProblem(withTls([expired]))).toBe('Server certificate 1 expired on 2026-01-02');
    expect(certificatesProblem(withTls([server], [expired.crt]))).toBe(
      'CA certificate 1 expired on 2026-01-02',
    );
    expect(certificatesProblem(withTls([{ crt: server.crt + expired.crt, key: server.key }]))).toBe(
      'Server certificate 1: certificate 2 of its chain expired on 2026-01-02',
    );
  });

  it('reads the key service’s certificates and its key store’s the same way, by their names', () => {
    expect(certificatesProblem(withEncryption({ server, client: other }))).toBeUndefined();
    expect(certificatesProblem(withEncryption({ server: { crt: server.crt, key: other.key } }))).toBe(
      'Key service certificate: the key does not belong to the certificate',
    );
    expect(certificatesProblem(withEncryption({ client: expired }))).toBe(
      "MinIO's client certificate expired on 2026-01-02",
    );
    const vaultTls = (tls: { crt?: string; key?: string; ca?: string }) =>
      certificatesProblem(withEncryption({ vault: { ...vault, tls } }));
    expect(vaultTls({ crt: server.crt, key: server.key, ca: other.crt })).toBeUndefined();
    expect(vaultTls({ ca: other.crt })).toBeUndefined();
    expect(vaultTls({ crt: server.crt })).toBe(
      'Vault client certificate: the certificate and its key go together',
    );
    expect(vaultTls({ crt: server.crt, key: other.key })).toBe(
      'Vault client certificate: the key does not belong to the certificate',
    );
    expect(vaultTls({ ca: garbage })).toBe('Vault CA certificate is not a PEM certificate');
    const keysecure = (ca: string) => ({
      keysecure: {
        endpoint: 'https://keysecure.example.com',
        credentials: { token: 'token', domain: 'root' },
        tls: { ca },
      },
    });
    expect(certificatesProblem(withEncryption({ vault: undefined, gemalto: keysecure(expired.crt) }))).toBe(
      'KeySecure CA certificate expired on 2026-01-02',
    );
  });

  it('wants the GCP service account’s key to be a private key, when given', () => {
    const gcp = (private_key: string) => ({
      secretmanager: {
        project_id: 'project',
        credentials: { client_email: 'kes@project.iam', client_id: '1', private_key_id: 'k1', private_key },
      },
    });
    expect(certificatesProblem(withEncryption({ vault: undefined, gcp: gcp(server.key) }))).toBeUndefined();
    expect(certificatesProblem(withEncryption({ vault: undefined, gcp: gcp('') }))).toBeUndefined();
    expect(certificatesProblem(withEncryption({ vault: undefined, gcp: gcp(garbage) }))).toBe(
      'The GCP private key is not a PEM private key',
    );
  });
});

describe('kesIdentity', () => {
  it.each([
    ['an EC', server],
    ['an RSA', other],
  ])('is the hex SHA-256 of %s certificate’s SubjectPublicKeyInfo', (_kind, pair) => {
    const certificate = new X509Certificate(pair.crt);
    const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
    expect(subjectPublicKeyInfo(certificate).equals(spki)).toBe(true);
    expect(kesIdentity(pair.crt)).toBe(createHash('sha256').update(spki).digest('hex'));
    expect(kesIdentity(pair.crt)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the holder of a chain by its first certificate', () => {
    expect(kesIdentity(server.crt + other.crt)).toBe(kesIdentity(server.crt));
  });
});
