import type { CreateTenantRequest, TenantEncryption } from '@granary/contract';
import type { V1Secret } from '@kubernetes/client-node';
import { kesConfiguration, operatorKesIdentity } from './kes-configuration.ts';
import { kesIdentity } from './tenant-certificates.ts';
import { secretBody, tlsSecretBody } from './tenant-secret-body.ts';

/** The names the Tenant's spec refers to the key service's secrets by. */
export type KesSecretNames = {
  /** server-config.yaml (spec.kes.kesSecret). */
  configuration: string;
  /** MinIO's client certificate towards KES (spec.externalClientCertSecret). */
  minioClientCert: string | undefined;
  /** KES's own certificate (spec.kes.externalCertSecret). */
  kesCert: string | undefined;
  /** The key store's TLS files (spec.kes.clientCertSecret). */
  keyStoreFiles: string | undefined;
};

/** The key store's TLS files that were given, by the names the operator mounts them under. */
function keyStoreFiles(encryption: TenantEncryption): Record<string, string> {
  const vault = encryption.vault?.tls;
  const ca = vault?.ca ?? encryption.gemalto?.keysecure.tls?.ca;
  return {
    ...(vault?.crt && { 'client.crt': vault.crt }),
    ...(vault?.key && { 'client.key': vault.key }),
    ...(ca && { 'ca.crt': ca }),
  };
}

/**
 * The key service's secrets, when encryption is asked for: MinIO's client certificate and KES's own when
 * given, the key store's TLS files when any, and KES's configuration, whose admin is MinIO's client
 * certificate's identity, else the one the operator gives KES for the certificate it makes MinIO.
 */
export function kesSecrets(request: CreateTenantRequest): { secrets: V1Secret[]; names?: KesSecretNames } {
  const { name, encryption } = request;
  if (!encryption) return { secrets: [] };
  const secrets: V1Secret[] = [];
  const names: KesSecretNames = {
    configuration: `${name}-secret-kes-configuration`,
    minioClientCert: undefined,
    kesCert: undefined,
    keyStoreFiles: undefined,
  };
  if (encryption.client) {
    names.minioClientCert = `${name}-secret-tenant-external-client-cert-0`;
    secrets.push(tlsSecretBody(name, names.minioClientCert, encryption.client));
  }
  if (encryption.server) {
    names.kesCert = `${name}-secret-kes-external-cert-0`;
    secrets.push(tlsSecretBody(name, names.kesCert, encryption.server));
  }
  const files = keyStoreFiles(encryption);
  if (Object.keys(files).length > 0) {
    names.keyStoreFiles = `${name}-secret-kes-client-cert`;
    secrets.push(secretBody(name, names.keyStoreFiles, files));
  }
  const admin = encryption.client ? kesIdentity(encryption.client.crt) : operatorKesIdentity;
  const configuration = { 'server-config.yaml': kesConfiguration(encryption, admin) };
  secrets.push(secretBody(name, names.configuration, configuration));
  return { secrets, names };
}
