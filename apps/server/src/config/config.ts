import os from 'node:os';
import path from 'node:path';
import { ConfigError, httpUrlSetting } from './config-error.ts';
import { parseDurationSeconds } from './duration.ts';
import { refuseFormerNames } from './former-name.ts';
import type { IdpConfig } from './idp.ts';
import { loadIdpConfig } from './idp.ts';
import { loadLicenseConfig, type LicenseConfig } from './license.ts';

export { ConfigError } from './config-error.ts';
export type { IdpConfig } from './idp.ts';

export type Config = {
  minioServer: URL;
  minioRegion: string;
  host: string;
  port: number;
  dataDir: string;
  pbkdf?: { passphrase: string; salt: string };
  stsDurationSeconds: number;
  ldapEnabled: boolean;
  /** Single sign-on; undefined when CONSOLE_IDP_* is not configured. */
  idp?: IdpConfig;
  operatorMode: boolean;
  /**
   * Operator mode's Kubernetes API server (lib/kubernetes/cluster.ts): CONSOLE_K8S_API_SERVER with
   * CONSOLE_K8S_API_SERVER_TLS_ROOT_CA, or, unset, the kubeconfig's current cluster (KUBECONFIG,
   * ~/.kube/config) or the pod's own (in a cluster). Undefined outside operator mode.
   */
  kubernetes?: { apiServer?: URL; caFile?: string };
  /** Operator mode's license (config/license.ts); undefined outside operator mode. */
  license?: LicenseConfig;
  /** Where operator mode reaches tenants' services (modules/tenant-proxy/tenant-services.ts). */
  tenantServices?: TenantServicesConfig;
  /** Prometheus for the dashboard's widgets, and the `job` label of MinIO's series in it. */
  prometheus?: { url: URL; jobId: string };
  tls?: { certFile: string; keyFile: string };
  loginRateLimit: { max: number; windowSeconds: number };
  staticDir: string;
  /** Hosts (host or host:port, lower case) replication may contact; undefined: any. */
  replicationTargetHosts?: string[];
  /** Fastify's trustProxy: which hops' X-Forwarded-For/-Proto/-Host to believe (false: none). */
  trustProxy: boolean | number | string;
  /** The console's address as users reach it, for links handed out (share links); undefined: the request's. */
  publicUrl?: URL;
  /**
   * MinIO's S3 address as browsers reach it (GRANARY_S3_PUBLIC_URL): when set, object bodies go between
   * the browser and MinIO directly (presigned downloads and multipart uploads); unset, through Granary.
   */
  s3PublicUrl?: URL;
  /** Granary's own store in a shared PostgreSQL (GRANARY_AUDIT_DB); undefined: the embedded PGlite in dataDir. */
  storeUrl?: URL;
  /** The embedded store's process stops after this many seconds without a query (GRANARY_STORE_IDLE_SECONDS). */
  storeIdleSeconds: number;
  audit: AuditConfig;
};

export type AuditConfig = {
  /** What MinIO's audit webhook sends as its auth_token (GRANARY_AUDIT_TOKEN); undefined: kept in dataDir. */
  token?: string;
  /** Records older than this many days are deleted (GRANARY_AUDIT_RETENTION_DAYS). */
  retentionDays: number;
  /** The audit table is kept under this many MiB, oldest records first to go (GRANARY_AUDIT_MAX_SIZE_MB). */
  maxSizeMb: number;
};

/**
 * How operator mode reaches a tenant's services: `<service>.<namespace>.svc.<clusterDomain>:<port>`, or
 * the address a mapping gives for `<service>.<namespace>:<port>` (Granary outside the cluster, tests).
 */
export type TenantServicesConfig = {
  clusterDomain: string;
  /** `<service>.<namespace>:<port>` → `host:port` (GRANARY_TENANT_SERVICES). */
  addresses: ReadonlyMap<string, string>;
  /** PEM CAs a tenant's TLS certificate is checked against (GRANARY_TENANT_CA); else the cluster's CA. */
  caFile?: string;
};

type Env = Record<string, string | undefined>;

const stsMinSeconds = 900;
const stsMaxSeconds = 365 * 86400;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name}="${env[name]}" is not valid: use on or off`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name}="${raw}" is not valid: expected a whole number from ${min} to ${max}`);
  return value;
}

function url(env: Env, name: string, fallback?: string): URL | undefined {
  const raw = env[name]?.trim() || fallback;
  if (!raw) return undefined;
  return httpUrlSetting(name, raw);
}

function stsDuration(env: Env): number {
  const name = env.CONSOLE_STS_DURATION ? 'CONSOLE_STS_DURATION' : 'CONSOLE_STS_DURATION_SECONDS';
  const raw = env[name]?.trim();
  if (!raw) return 12 * 3600;
  const seconds = parseDurationSeconds(raw);
  if (seconds === undefined || seconds < stsMinSeconds || seconds > stsMaxSeconds)
    throw new ConfigError(`${name}="${raw}" is not valid: expected a duration from 15m to 8760h (e.g. 12h)`);
  return seconds;
}

function hostList(env: Env, name: string): string[] | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const hosts = raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const bad = hosts.find((host) => !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host));
  if (bad !== undefined || hosts.length === 0)
    throw new ConfigError(
      `${name}="${raw}" is not valid: expected host or host:port names separated by commas`,
    );
  return hosts;
}

/** off (default), on (every hop), a hop count, or the proxies' addresses or CIDRs, comma-separated. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.GRANARY_TRUST_PROXY?.trim() ?? '';
  if (raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[0-9a-f.:/,\s]+$/i.test(raw) && /[.:]/.test(raw)) return raw.replace(/\s+/g, '');
  return flag(env, 'GRANARY_TRUST_PROXY', false);
}

function postgresUrl(env: Env, name: string): URL | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (parsed?.protocol !== 'postgres:' && parsed?.protocol !== 'postgresql:')
    throw new ConfigError(`${name} is not valid: expected a postgres://user@host:port/database URL`);
  return parsed;
}

function prometheus(env: Env): Config['prometheus'] {
  const prometheusUrl = url(env, 'CONSOLE_PROMETHEUS_URL');
  if (!prometheusUrl) return undefined;
  const jobId = env.CONSOLE_PROMETHEUS_JOB_ID?.trim() || 'minio-job';
  // It goes into PromQL label matchers: Prometheus' own job names never need more than these.
  if (!/^[\w.:/-]{1,200}$/.test(jobId))
    throw new ConfigError(
      `CONSOLE_PROMETHEUS_JOB_ID="${jobId}" is not valid: letters, digits and _ . : / - only`,
    );
  return { url: prometheusUrl, jobId };
}

function pbkdf(env: Env): Config['pbkdf'] {
  const passphrase = env.CONSOLE_PBKDF_PASSPHRASE;
  const salt = env.CONSOLE_PBKDF_SALT;
  if (!passphrase && !salt) return undefined;
  if (!passphrase || !salt)
    throw new ConfigError('CONSOLE_PBKDF_PASSPHRASE and CONSOLE_PBKDF_SALT must be set together');
  return { passphrase, salt };
}

function kubernetes(env: Env): Config['kubernetes'] {
  const caFile = env.CONSOLE_K8S_API_SERVER_TLS_ROOT_CA?.trim() || undefined;
  const apiServer = url(env, 'CONSOLE_K8S_API_SERVER');
  if (caFile && !apiServer)
    throw new ConfigError('CONSOLE_K8S_API_SERVER_TLS_ROOT_CA needs CONSOLE_K8S_API_SERVER');
  return { ...(apiServer && { apiServer }), ...(caFile && { caFile }) };
}

const hostPort = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\]):\d{1,5}$/;

function tenantServices(env: Env): TenantServicesConfig {
  const clusterDomain = (env.GRANARY_CLUSTER_DOMAIN ?? env.CLUSTER_DOMAIN)?.trim() || 'cluster.local';
  if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(clusterDomain))
    throw new ConfigError(`GRANARY_CLUSTER_DOMAIN="${clusterDomain}" is not valid: expected a DNS domain`);
  const addresses = new Map<string, string>();
  for (const entry of (env.GRANARY_TENANT_SERVICES ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const [service = '', address = ''] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!/^[a-z0-9-]+\.[a-z0-9-]+:\d{1,5}$/.test(service) || !hostPort.test(address))
      throw new ConfigError(
        `GRANARY_TENANT_SERVICES: "${entry.trim()}" is not valid: expected <service>.<namespace>:<port>=<host>:<port>`,
      );
    addresses.set(service, address);
  }
  const caFile = env.GRANARY_TENANT_CA?.trim() || undefined;
  return { clusterDomain, addresses, ...(caFile && { caFile }) };
}

function tls(env: Env): Config['tls'] {
  const certsDir = env.CONSOLE_CERTS_DIR?.trim();
  const certFile = env.CONSOLE_TLS_CERT?.trim() || (certsDir ? path.join(certsDir, 'public.crt') : '');
  const keyFile = env.CONSOLE_TLS_KEY?.trim() || (certsDir ? path.join(certsDir, 'private.key') : '');
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError('CONSOLE_TLS_CERT and CONSOLE_TLS_KEY must be set together');
  return { certFile, keyFile };
}

export function loadConfig(env: Env, defaults: { staticDir: string }): Config {
  refuseFormerNames(env);
  const minioServer = url(env, 'CONSOLE_MINIO_SERVER', 'http://localhost:9000');
  if (!minioServer) throw new ConfigError('CONSOLE_MINIO_SERVER is required');
  return {
    minioServer,
    minioRegion: env.CONSOLE_MINIO_REGION?.trim() ?? '',
    host: env.CONSOLE_HOSTNAME?.trim() || '0.0.0.0',
    port: integer(env, 'CONSOLE_PORT', 9090, 0, 65535),
    dataDir: path.resolve(env.GRANARY_DATA_DIR?.trim() || path.join(os.homedir(), '.granary')),
    pbkdf: pbkdf(env),
    stsDurationSeconds: stsDuration(env),
    ldapEnabled: flag(env, 'CONSOLE_LDAP_ENABLED', false),
    idp: loadIdpConfig(env),
    operatorMode: flag(env, 'CONSOLE_OPERATOR_MODE', false),
    kubernetes: flag(env, 'CONSOLE_OPERATOR_MODE', false) ? kubernetes(env) : undefined,
    license: flag(env, 'CONSOLE_OPERATOR_MODE', false) ? loadLicenseConfig(env) : undefined,
    tenantServices: flag(env, 'CONSOLE_OPERATOR_MODE', false) ? tenantServices(env) : undefined,
    prometheus: prometheus(env),
    tls: tls(env),
    loginRateLimit: {
      max: integer(env, 'GRANARY_LOGIN_RATE_LIMIT', 10, 1, 100_000),
      windowSeconds: integer(env, 'GRANARY_LOGIN_RATE_WINDOW_SECONDS', 60, 1, 86_400),
    },
    staticDir: path.resolve(env.GRANARY_STATIC_DIR?.trim() || defaults.staticDir),
    replicationTargetHosts: hostList(env, 'CONSOLE_REPLICATION_TARGET_HOSTS'),
    trustProxy: trustProxy(env),
    publicUrl: url(env, 'GRANARY_PUBLIC_URL'),
    s3PublicUrl: url(env, 'GRANARY_S3_PUBLIC_URL'),
    storeUrl: postgresUrl(env, 'GRANARY_AUDIT_DB'),
    // The default is store.ts's embeddedSleepAfterMs (a minute keeps ~340 MiB briefly;
    // docs/decisions/store-process.md).
    storeIdleSeconds: integer(env, 'GRANARY_STORE_IDLE_SECONDS', 60, 1, 86_400),
    audit: auditConfig(env),
  };
}

function auditConfig(env: Env): AuditConfig {
  const token = env.GRANARY_AUDIT_TOKEN?.trim();
  if (token !== undefined && token !== '' && !/^[\x21-\x7e]{16,512}$/.test(token))
    throw new ConfigError(
      'GRANARY_AUDIT_TOKEN is not valid: expected 16 to 512 printable characters without spaces',
    );
  if (token?.startsWith('env'))
    throw new ConfigError(
      'GRANARY_AUDIT_TOKEN must not start with "env": MinIO drops such a token from its settings',
    );
  return {
    ...(token ? { token } : {}),
    retentionDays: integer(env, 'GRANARY_AUDIT_RETENTION_DAYS', 30, 1, 3_650),
    maxSizeMb: integer(env, 'GRANARY_AUDIT_MAX_SIZE_MB', 1_024, 16, 10_485_760),
  };
}
