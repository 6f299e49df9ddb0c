import { defaultKesImage, requestsAutoCert, type CreateTenantRequest } from '@granary/contract';
import { kesKeyName } from './kes-configuration.ts';
import type { TenantSecrets } from './tenant-secrets.ts';

const tls = 'kubernetes.io/tls';

/** The key service (spec.kes): one replica, an image that reads its configuration, its secrets. */
function kesSpec(image: string | undefined, kes: NonNullable<TenantSecrets['kes']>) {
  return {
    replicas: 1,
    image: image ?? defaultKesImage,
    keyName: kesKeyName,
    kesSecret: { name: kes.configuration },
    ...(kes.kesCert && { externalCertSecret: { name: kes.kesCert, type: tls } }),
    ...(kes.keyStoreFiles && { clientCertSecret: { name: kes.keyStoreFiles } }),
  };
}

/**
 * The Tenant's TLS and encryption: whether the operator makes certificates, the user's own and the CAs
 * the servers trust, MinIO's client certificate towards KES and KES itself, each only when there is one.
 */
export function securitySpec(
  request: CreateTenantRequest,
  secrets: Pick<TenantSecrets, 'externalCertSecrets' | 'caCertSecrets' | 'kes'>,
) {
  const { externalCertSecrets, caCertSecrets, kes } = secrets;
  return {
    requestAutoCert: requestsAutoCert(request),
    ...(externalCertSecrets.length > 0 && {
      externalCertSecret: externalCertSecrets.map((name) => ({ name, type: tls })),
    }),
    ...(caCertSecrets.length > 0 && {
      externalCaCertSecret: caCertSecrets.map((name) => ({ name, type: 'Opaque' })),
    }),
    ...(kes?.minioClientCert && { externalClientCertSecret: { name: kes.minioClientCert, type: tls } }),
    ...(kes && { kes: kesSpec(request.encryption?.image, kes) }),
  };
}
