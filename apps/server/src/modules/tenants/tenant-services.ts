import { Agent as TlsAgent } from 'node:https';
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { TenantServicesConfig } from '../../config/config.ts';
import type { KubeCluster } from '../../lib/kubernetes/cluster.ts';

/** One of a tenant's Services: the operator names them and picks the port by whether the tenant serves TLS. */
export type TenantService = { name: string; namespace: string; port: number; tls: boolean };

/**
 * Where a service is reached: its cluster name (what TLS checks and the Host header say) and the address
 * connected to, which GRANARY_TENANT_SERVICES may map elsewhere.
 */
export type ServiceAddress = {
  /** `<service>.<namespace>.svc.<cluster domain>` */
  dnsName: string;
  port: number;
  tls: boolean;
  /** `http(s)://host:port` connected to. */
  origin: string;
  /** Set when the address is a mapped one, for messages. */
  mappedTo?: string;
};

/** The tenant's console (operator v4.2 and later, as in v5 and v7): `<tenant>-console`, 9443 with TLS, else 9090. */
export const consoleService = (namespace: string, tenant: string, tls: boolean): TenantService => ({
  name: `${tenant}-console`,
  namespace,
  port: tls ? 9443 : 9090,
  tls,
});

/** The tenant's MinIO: the Service `minio` (one tenant per namespace), 443 with TLS, else 80. */
export const minioService = (namespace: string, tls: boolean): TenantService => ({
  name: 'minio',
  namespace,
  port: tls ? 443 : 80,
  tls,
});

export function serviceAddress(config: TenantServicesConfig, service: TenantService): ServiceAddress {
  const dnsName = `${service.name}.${service.namespace}.svc.${config.clusterDomain}`;
  const mappedTo = config.addresses.get(`${service.name}.${service.namespace}:${service.port}`);
  const scheme = service.tls ? 'https' : 'http';
  return {
    dnsName,
    port: service.port,
    tls: service.tls,
    origin: `${scheme}://${mappedTo ?? `${dnsName}:${service.port}`}`,
    ...(mappedTo && { mappedTo }),
  };
}

/** "alpha-console.ns.svc.cluster.local:9090 (mapped to 127.0.0.1:4000)": how messages name a service. */
export const describeAddress = (address: ServiceAddress) =>
  `${address.dnsName}:${address.port}${address.mappedTo ? ` (mapped to ${address.mappedTo})` : ''}`;

/**
 * The TLS trust for tenants' services: GRANARY_TENANT_CA, else the cluster's CA (the operator's automatic
 * certificates are signed by it), plus Node's public roots (certificates of the user's). Verification is
 * never off: the root credentials go over these connections. One agent per service name, which TLS checks.
 */
export class TenantTls {
  readonly #ca: string[];
  readonly #agents = new Map<string, TlsAgent>();

  constructor(config: TenantServicesConfig, cluster: KubeCluster | undefined) {
    const own = config.caFile ? readFileSync(config.caFile, 'utf8') : clusterCa(cluster);
    this.#ca = [...rootCertificates, ...(own ? [own] : [])];
  }

  agentFor(address: ServiceAddress): TlsAgent | undefined {
    if (!address.tls) return undefined;
    let agent = this.#agents.get(address.dnsName);
    if (!agent) {
      agent = new TlsAgent({ keepAlive: true, ca: this.#ca, servername: address.dnsName });
      this.#agents.set(address.dnsName, agent);
    }
    return agent;
  }

  close(): void {
    for (const agent of this.#agents.values()) agent.destroy();
    this.#agents.clear();
  }
}

function clusterCa(cluster: KubeCluster | undefined): string | undefined {
  const { caData, caFile } = cluster?.cluster ?? {};
  if (caData) return Buffer.from(caData, 'base64').toString('utf8');
  return caFile ? readFileSync(caFile, 'utf8') : undefined;
}
