import type { TenantEncryption } from '@granary/contract';
import { stringify } from 'yaml';

/**
 * The tenant's KES server-config.yaml, in KES's `version: v1` format (KES 0.22 on). The operator mounts
 * this secret, KES's certificate and the key store's TLS files (the `<name>-secret-kes-client-cert`
 * secret) under /tmp/kes; MinIO asks KES for the key `kesKeyName` (spec.kes.keyName).
 */

export const kesKeyName = 'my-minio-key';

/** Where the operator puts the key store's TLS files in KES's container. */
export const kesClientFiles = {
  key: '/tmp/kes/client.key',
  cert: '/tmp/kes/client.crt',
  ca: '/tmp/kes/ca.crt',
};

/** An identity KES expands from its environment, which the operator sets to MinIO's client certificate's. */
export const operatorKesIdentity = '${MINIO_KES_IDENTITY}';

/** Seconds as a Go duration, KES's format: the wizard's value, else the default. */
const duration = (seconds: number | undefined, fallback: number) => `${seconds ?? fallback}s`;
const defaultRetrySeconds = 15;
const defaultPingSeconds = 10;

/** Only the settings given: an empty one is KES's default anyway. */
const given = (settings: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value));

/** The TLS files of the key store that were given, by their place in the container. */
function clientFiles(tls: { key?: string; crt?: string; ca?: string } | undefined) {
  return given({
    key: tls?.key && kesClientFiles.key,
    cert: tls?.crt && kesClientFiles.cert,
    ca: tls?.ca && kesClientFiles.ca,
  });
}

function vaultStore(vault: NonNullable<TenantEncryption['vault']>) {
  const tls = clientFiles(vault.tls);
  return {
    ...given({
      endpoint: vault.endpoint,
      engine: vault.engine,
      namespace: vault.namespace,
      prefix: vault.prefix,
    }),
    approle: {
      ...given({ engine: vault.approle.engine, id: vault.approle.id, secret: vault.approle.secret }),
      retry: duration(vault.approle.retry, defaultRetrySeconds),
    },
    ...(Object.keys(tls).length > 0 && { tls }),
    status: { ping: duration(vault.status?.ping, defaultPingSeconds) },
  };
}

function awsStore({ secretsmanager: aws }: NonNullable<TenantEncryption['aws']>) {
  const { accesskey, secretkey, token } = aws.credentials;
  return {
    secretsmanager: {
      ...given({ endpoint: aws.endpoint, region: aws.region, kmskey: aws.kmskey }),
      credentials: given({ accesskey, secretkey, token }),
    },
  };
}

function gemaltoStore({ keysecure }: NonNullable<TenantEncryption['gemalto']>) {
  const tls = clientFiles({ ca: keysecure.tls?.ca });
  return {
    keysecure: {
      endpoint: keysecure.endpoint,
      credentials: {
        token: keysecure.credentials.token,
        domain: keysecure.credentials.domain,
        retry: duration(keysecure.credentials.retry, defaultRetrySeconds),
      },
      ...(Object.keys(tls).length > 0 && { tls }),
    },
  };
}

function gcpStore({ secretmanager: gcp }: NonNullable<TenantEncryption['gcp']>) {
  return {
    secretmanager: {
      ...given({ project_id: gcp.project_id, endpoint: gcp.endpoint }),
      ...(gcp.credentials && { credentials: given(gcp.credentials) }),
    },
  };
}

/** The one key store the request names (the contract admits exactly one). */
function keystore(encryption: TenantEncryption) {
  if (encryption.vault) return { vault: vaultStore(encryption.vault) };
  if (encryption.aws) return { aws: awsStore(encryption.aws) };
  if (encryption.gemalto) return { gemalto: gemaltoStore(encryption.gemalto) };
  if (encryption.gcp) return { gcp: gcpStore(encryption.gcp) };
  throw new Error('an encryption choice without a key store');
}

/**
 * KES's configuration: listening on 7373 with the certificate the operator mounts, `adminIdentity` (MinIO's)
 * allowed everything, keys cached 5 minutes (20 s unused), errors logged and audit not, and the key store
 * with the wizard's retry and ping intervals.
 */
export function kesConfiguration(encryption: TenantEncryption, adminIdentity: string): string {
  return stringify({
    version: 'v1',
    address: '0.0.0.0:7373',
    admin: { identity: adminIdentity },
    tls: { key: '/tmp/kes/server.key', cert: '/tmp/kes/server.crt' },
    cache: { expiry: { any: '5m0s', unused: '20s' } },
    log: { error: 'on', audit: 'off' },
    keystore: keystore(encryption),
  });
}
