import { describe, expect, it } from 'vitest';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { securitySpec } from './tenant-security-spec.ts';

const none = { externalCertSecrets: [], caCertSecrets: [], kes: undefined };
const vault = {
  endpoint: 'https://vault.example.com:8200',
  approle: { id: 'role-id', secret: 'role-secret' },
};
const kesNames = {
  configuration: 'alpha-secret-kes-configuration',
  minioClientCert: undefined,
  kesCert: undefined,
  keyStoreFiles: undefined,
};

describe('securitySpec', () => {
  it('asks for the operator’s certificates with TLS on, unless switched off, and nothing else', () => {
    expect(securitySpec(tenantCreateRequest(), none)).toEqual({ requestAutoCert: true });
    expect(securitySpec(tenantCreateRequest({ enable_tls: false }), none)).toEqual({
      requestAutoCert: false,
    });
    const tls = { auto_cert: false, minio: [], ca_certificates: [] };
    expect(securitySpec(tenantCreateRequest({ tls }), none)).toEqual({ requestAutoCert: false });
  });

  it('lists the user’s certificates and CAs by their secrets’ types', () => {
    const spec = securitySpec(tenantCreateRequest(), {
      ...none,
      externalCertSecrets: ['alpha-secret-instance-external-certificates-0'],
      caCertSecrets: ['alpha-ca-certificate-0', 'alpha-ca-certificate-1'],
    });
    expect(spec).toEqual({
      requestAutoCert: true,
      externalCertSecret: [
        { name: 'alpha-secret-instance-external-certificates-0', type: 'kubernetes.io/tls' },
      ],
      externalCaCertSecret: [
        { name: 'alpha-ca-certificate-0', type: 'Opaque' },
        { name: 'alpha-ca-certificate-1', type: 'Opaque' },
      ],
    });
  });

  it('adds one KES of a release that reads its configuration, with the operator’s certificates, when none are given', () => {
    const spec = securitySpec(tenantCreateRequest({ encryption: { vault } }), { ...none, kes: kesNames });
    expect(spec).toEqual({
      requestAutoCert: true,
      kes: {
        replicas: 1,
        image: 'minio/kes:2025-03-12T09-35-18Z',
        keyName: 'my-minio-key',
        kesSecret: { name: 'alpha-secret-kes-configuration' },
      },
    });
  });

  it('names KES’s image, its certificate, the key store’s files and MinIO’s client certificate when given', () => {
    const request = tenantCreateRequest({
      encryption: { image: 'quay.io/minio/kes:2025-01-01T00-00-00Z', vault },
    });
    const spec = securitySpec(request, {
      ...none,
      kes: {
        configuration: 'alpha-secret-kes-configuration',
        minioClientCert: 'alpha-secret-tenant-external-client-cert-0',
        kesCert: 'alpha-secret-kes-external-cert-0',
        keyStoreFiles: 'alpha-secret-kes-client-cert',
      },
    });
    expect(spec).toEqual({
      requestAutoCert: true,
      externalClientCertSecret: {
        name: 'alpha-secret-tenant-external-client-cert-0',
        type: 'kubernetes.io/tls',
      },
      kes: {
        replicas: 1,
        image: 'quay.io/minio/kes:2025-01-01T00-00-00Z',
        keyName: 'my-minio-key',
        kesSecret: { name: 'alpha-secret-kes-configuration' },
        externalCertSecret: { name: 'alpha-secret-kes-external-cert-0', type: 'kubernetes.io/tls' },
        clientCertSecret: { name: 'alpha-secret-kes-client-cert' },
      },
    });
  });
});
