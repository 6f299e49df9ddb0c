import type { TenantEncryption } from '@granary/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testCertificates } from '@granary/tools/test-certificates';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { kesIdentity } from './tenant-certificates.ts';
import { kesSecrets } from './tenant-kes-secrets.ts';

const certificates = testCertificates();
afterAll(() => certificates.remove());
const kes = certificates.selfSigned('kes.example.com');
const minio = certificates.selfSigned('minio.example.com');
const vaultCa = certificates.selfSigned('vault-ca.example.com').crt;

const decode = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString('utf8');
const vault = {
  endpoint: 'https://vault.example.com:8200',
  approle: { id: 'role-id', secret: 'role-secret' },
};
const secretsOf = (encryption: TenantEncryption | undefined) =>
  kesSecrets(tenantCreateRequest({ encryption }));
const configurationOf = (result: ReturnType<typeof kesSecrets>) =>
  parse(decode(result.secrets.at(-1)?.data?.['server-config.yaml'])) as { admin: { identity: string } };

describe('kesSecrets', () => {
  it('writes nothing without encryption', () => {
    expect(secretsOf(undefined)).toEqual({ secrets: [] });
  });

  it('writes only the configuration with the operator’s certificates, its admin the operator’s identity', () => {
    const result = secretsOf({ vault });
    expect(result.names).toEqual({
      configuration: 'alpha-secret-kes-configuration',
      minioClientCert: undefined,
      kesCert: undefined,
      keyStoreFiles: undefined,
    });
    expect(result.secrets.map((secret) => [secret.metadata?.name, secret.type])).toEqual([
      ['alpha-secret-kes-configuration', 'Opaque'],
    ]);
    expect(Object.keys(result.secrets[0]?.data ?? {})).toEqual(['server-config.yaml']);
    expect(configurationOf(result).admin.identity).toBe('${MINIO_KES_IDENTITY}');
  });

  it('writes MinIO’s and KES’s certificates, the key store’s files, then the configuration with MinIO as admin', () => {
    const tls = { crt: minio.crt, key: minio.key, ca: vaultCa };
    const result = secretsOf({ server: kes, client: minio, vault: { ...vault, tls } });
    expect(result.names).toEqual({
      configuration: 'alpha-secret-kes-configuration',
      minioClientCert: 'alpha-secret-tenant-external-client-cert-0',
      kesCert: 'alpha-secret-kes-external-cert-0',
      keyStoreFiles: 'alpha-secret-kes-client-cert',
    });
    const [client, server, files] = result.secrets;
    expect(result.secrets.map((secret) => [secret.metadata?.name, secret.type])).toEqual([
      ['alpha-secret-tenant-external-client-cert-0', 'kubernetes.io/tls'],
      ['alpha-secret-kes-external-cert-0', 'kubernetes.io/tls'],
      ['alpha-secret-kes-client-cert', 'Opaque'],
      ['alpha-secret-kes-configuration', 'Opaque'],
    ]);
    for (const secret of result.secrets) {
      expect(secret.immutable).toBe(true);
      expect(secret.metadata?.labels).toEqual({ 'v1.min.io/tenant': 'alpha' });
    }
    expect(decode(client?.data?.['tls.crt'])).toBe(minio.crt);
    expect(decode(server?.data?.['tls.key'])).toBe(kes.key);
    expect(Object.keys(files?.data ?? {})).toEqual(['client.crt', 'client.key', 'ca.crt']);
    expect(decode(files?.data?.['ca.crt'])).toBe(vaultCa);
    expect(configurationOf(result).admin.identity).toBe(kesIdentity(minio.crt));
  });

  it('keeps KeySecure’s CA as the key store’s only file', () => {
    const gemalto = {
      keysecure: {
        endpoint: 'https://keysecure.example.com',
        credentials: { token: 'token', domain: 'root' },
        tls: { ca: vaultCa },
      },
    };
    const files = secretsOf({ gemalto }).secrets.find(
      (secret) => secret.metadata?.name === 'alpha-secret-kes-client-cert',
    );
    expect(Object.keys(files?.data ?? {})).toEqual(['ca.crt']);
  });
});
