import { createHash, createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { CreateTenantRequest } from '@granary/contract';

/**
 * The create's certificates and keys read before any Kubernetes call, so that a file MinIO, KES or the
 * operator could not use is refused naming which one, instead of a tenant that never starts.
 */

const certificateBlock = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** Every certificate of a PEM file (a certificate and its chain), or undefined if one cannot be read. */
export function readChain(pem: string): X509Certificate[] | undefined {
  const blocks = pem.match(certificateBlock) ?? [];
  if (blocks.length === 0) return undefined;
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch {
    return undefined;
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function chainProblem(label: string, chain: X509Certificate[], now: Date): string | undefined {
  const expired = chain.findIndex((certificate) => certificate.validToDate < now);
  if (expired < 0) return undefined;
  const on = day(chain[expired]?.validToDate ?? now);
  return expired === 0
    ? `${label} expired on ${on}`
    : `${label}: certificate ${expired + 1} of its chain expired on ${on}`;
}

function readKey(pem: string): KeyObject | undefined {
  try {
    return createPrivateKey(pem);
  } catch {
    return undefined;
  }
}

/** One certificate to check, named as the form names it; `withKey`: a pair, whose halves go together. */
export type CertificateCheck = {
  label: string;
  crt: string | undefined;
  key?: string | undefined;
  withKey: boolean;
};
type Check = CertificateCheck;

/** Why one certificate (and its key, for a pair) cannot be used. */
function checkProblem({ label, crt, key, withKey }: Check, now: Date): string | undefined {
  if (withKey && (crt === undefined) !== (key === undefined))
    return `${label}: the certificate and its key go together`;
  if (crt === undefined) return undefined;
  const chain = readChain(crt);
  const leaf = chain?.[0];
  if (!chain || !leaf) return `${label} is not a PEM certificate`;
  const expired = chainProblem(label, chain, now);
  if (expired || key === undefined) return expired;
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(key))
    return `${label}: the key is encrypted; give it without its passphrase`;
  const privateKey = readKey(key);
  if (!privateKey) return `${label}: the key is not a PEM private key`;
  if (!leaf.checkPrivateKey(privateKey)) return `${label}: the key does not belong to the certificate`;
  return undefined;
}

/** Every certificate of the request, named as the wizard names it. */
function requestChecks(request: CreateTenantRequest): Check[] {
  const pair = (label: string, given?: { crt?: string; key?: string }) => ({
    label,
    crt: given?.crt,
    key: given?.key,
    withKey: true,
  });
  const authority = (label: string, crt?: string) => ({ label, crt, withKey: false });
  const { tls, encryption } = request;
  const vault = encryption?.vault?.tls;
  return [
    ...(tls?.minio ?? []).map((given, index) => pair(`Server certificate ${index + 1}`, given)),
    ...(tls?.ca_certificates ?? []).map((crt, index) => authority(`CA certificate ${index + 1}`, crt)),
    pair('Key service certificate', encryption?.server),
    pair("MinIO's client certificate", encryption?.client),
    pair('Vault client certificate', vault),
    authority('Vault CA certificate', vault?.ca),
    authority('KeySecure CA certificate', encryption?.gemalto?.keysecure.tls?.ca),
  ];
}

/**
 * Why a certificate or key of the request cannot be used, in words naming it: a certificate that does not
 * parse or has expired (it or one of its chain), a key that does not parse or is not the certificate's,
 * half of a pair; and the GCP service account's key, if given, must be a private key.
 */
export function certificatesProblem(request: CreateTenantRequest, now = new Date()): string | undefined {
  const problem = certificateChecksProblem(requestChecks(request), now);
  if (problem) return problem;
  const gcpKey = request.encryption?.gcp?.secretmanager.credentials?.private_key;
  if (gcpKey && !readKey(gcpKey)) return 'The GCP private key is not a PEM private key';
  return undefined;
}

/** The first of these certificates (and keys) that cannot be used, in words naming it. */
export function certificateChecksProblem(checks: readonly CertificateCheck[], now = new Date()) {
  for (const check of checks) {
    const problem = checkProblem(check, now);
    if (problem) return problem;
  }
  return undefined;
}

/** Where the DER element at `offset` ends, and where its content starts. */
function derElement(der: Buffer, offset: number): { start: number; end: number } {
  const first = der[offset + 1] ?? 0;
  const lengthBytes = first & 0x80 ? first & 0x7f : 0;
  const length = lengthBytes ? der.readUIntBE(offset + 2, lengthBytes) : first;
  const start = offset + 2 + lengthBytes;
  return { start, end: start + length };
}

/** The certificate's SubjectPublicKeyInfo exactly as its DER holds it (RFC 5280 §4.1). */
export function subjectPublicKeyInfo(certificate: X509Certificate): Buffer {
  const der = certificate.raw;
  const tbs = derElement(der, derElement(der, 0).start);
  let at = tbs.start;
  if (der[at] === 0xa0) at = derElement(der, at).end; // the explicit version
  // serialNumber, signature, issuer, validity, subject
  for (let field = 0; field < 5; field++) at = derElement(der, at).end;
  return der.subarray(at, derElement(der, at).end);
}

/**
 * A KES identity: the hex SHA-256 of the certificate's SubjectPublicKeyInfo, as KES names the holder of a
 * client certificate. The certificate must have been checked (`certificatesProblem`).
 */
export function kesIdentity(crt: string): string {
  const [leaf] = readChain(crt) ?? [];
  if (!leaf) throw new Error('kesIdentity of a certificate that was not checked');
  return createHash('sha256').update(subjectPublicKeyInfo(leaf)).digest('hex');
}
