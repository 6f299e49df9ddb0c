/** A Secret a Tenant names for a certificate: `{name, type}` (type `kubernetes.io/tls`, `Opaque`, cert-manager's). */
export type CertificateRef = { name: string; type?: string };

/** The parts of a Tenant's spec that name its TLS certificates; anything may be missing or malformed. */
export type SecuritySpec = {
  requestAutoCert?: unknown;
  externalCertSecret?: unknown;
  externalCaCertSecret?: unknown;
  /** Operator v4.0 and v4.1 Tenants: the console of its own, with one certificate and its CAs. */
  console?: { externalCertSecret?: unknown; externalCaCertSecret?: unknown } & Record<string, unknown>;
  kes?: unknown;
};

/** The four lists of the Security tab, by the payload's names. */
export type CertificateLists = {
  minio: CertificateRef[];
  minioCAs: CertificateRef[];
  console: CertificateRef[];
  consoleCAs: CertificateRef[];
};

export const certificateListNames = ['minio', 'minioCAs', 'console', 'consoleCAs'] as const;
export type CertificateListName = (typeof certificateListNames)[number];

const isRef = (value: unknown): value is CertificateRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CertificateRef).name === 'string' &&
  (value as CertificateRef).name !== '';

const refs = (value: unknown): CertificateRef[] => (Array.isArray(value) ? value : [value]).filter(isRef);

/** Whether the Tenant has a console of its own (`spec.console`, operator v4.0 and v4.1). */
export const hasOwnConsole = (spec: SecuritySpec) =>
  typeof spec.console === 'object' && spec.console !== null;

/** Every certificate Secret the Tenant names, by list; the console's single one as a list of at most one. */
export function certificateLists(spec: SecuritySpec): CertificateLists {
  const console = hasOwnConsole(spec) ? spec.console : undefined;
  return {
    minio: refs(spec.externalCertSecret),
    minioCAs: refs(spec.externalCaCertSecret),
    console: console?.externalCertSecret === undefined ? [] : refs(console.externalCertSecret).slice(0, 1),
    consoleCAs: console?.externalCaCertSecret === undefined ? [] : refs(console.externalCaCertSecret),
  };
}

/**
 * The key of the Secret that holds the certificate, decided for each reference on its own (the previous
 * console kept `tls.crt` for every later entry once one had needed it): `tls.crt` for a TLS or
 * cert-manager Secret, by the reference's type or else the Secret's own, otherwise `public.crt`.
 */
export function certificateKey(refType: string | undefined, secretType: string | undefined): string {
  const type = refType || secretType || '';
  return type === 'kubernetes.io/tls' || type.startsWith('cert-manager.io/') ? 'tls.crt' : 'public.crt';
}
