import type { CertificateEntry, TenantSecurity } from '@granary/contract';
import type { X509Certificate } from 'node:crypto';
import { HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import {
  certificateKey,
  certificateLists,
  hasOwnConsole,
  type CertificateRef,
  type SecuritySpec,
} from './tenant-certificate-refs.ts';
import { readChain } from './tenant-certificates.ts';
import { tenantResource } from './tenants.service.ts';

/** A Tenant object as the Security tab and its save read it. */
export type TenantBody = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; resourceVersion?: string } & Record<string, unknown>;
  spec?: SecuritySpec & Record<string, unknown>;
};

export async function readTenantObject(apis: KubeApis, namespace: string, name: string) {
  return (await apis.custom.getNamespacedCustomObject({
    ...tenantResource,
    namespace,
    name,
  })) as TenantBody;
}

/** The certificate's DNS names, then its IP addresses (Node writes them 'DNS:a, IP Address:1.2.3.4'). */
export function certificateDomains(certificate: X509Certificate): string[] {
  const names = (certificate.subjectAltName ?? '').split(/,\s*/).filter(Boolean);
  const of = (prefix: string) =>
    names.filter((entry) => entry.startsWith(prefix)).map((entry) => entry.slice(prefix.length));
  return [...of('DNS:'), ...of('IP Address:')];
}

/** One entry: its Secret read and its certificate parsed, or why it cannot be (gone, no key, not PEM). */
async function readEntry(
  apis: KubeApis,
  namespace: string,
  ref: CertificateRef,
  now: Date,
): Promise<CertificateEntry> {
  const unreadable = (problem: string): CertificateEntry => ({
    state: 'unreadable',
    name: ref.name,
    problem,
  });
  let secret;
  try {
    secret = await apis.core.readNamespacedSecret({ namespace, name: ref.name });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      return unreadable(`The secret ${ref.name} is not in the namespace: the servers cannot load it`);
    throw error;
  }
  const key = certificateKey(ref.type, secret.type);
  const encoded = secret.data?.[key];
  if (!encoded) return unreadable(`The secret ${ref.name} holds no ${key}`);
  const leaf = readChain(Buffer.from(encoded, 'base64').toString('utf8'))?.[0];
  if (!leaf) return unreadable(`The ${key} of secret ${ref.name} is not a PEM certificate`);
  return {
    state: 'ok',
    name: ref.name,
    domains: certificateDomains(leaf),
    expiry: leaf.validToDate.toISOString(),
    expired: leaf.validToDate < now,
    serialNumber: leaf.serialNumber,
  };
}

/**
 * The Security tab (spec 3 §2): whether the operator makes the certificates, and each certificate the
 * Tenant names, read from its Secret. A Secret that is gone shows as such rather than failing the page;
 * Kubernetes refusing to read secrets (RBAC) fails it, naming the permission.
 */
export async function readTenantSecurity(
  apis: KubeApis,
  namespace: string,
  name: string,
  now = new Date(),
): Promise<TenantSecurity> {
  const spec = (await readTenantObject(apis, namespace, name)).spec ?? {};
  const lists = certificateLists(spec);
  const read = (list: CertificateRef[]) =>
    Promise.all(list.map((ref) => readEntry(apis, namespace, ref, now)));
  const [minio, minioCAs, console, consoleCAs] = await Promise.all([
    read(lists.minio),
    read(lists.minioCAs),
    read(lists.console),
    read(lists.consoleCAs),
  ]);
  return {
    autoCert: spec.requestAutoCert !== false,
    consoleEnabled: hasOwnConsole(spec),
    customCertificates: { minio, minioCAs, console, consoleCAs },
  };
}
