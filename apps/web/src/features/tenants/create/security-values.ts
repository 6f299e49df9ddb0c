import { tlsNeedsCertificates, type CreateTenantRequest, type TenantTls } from '@granary/contract';
import { z } from 'zod';
import type { Problem } from './step-problems';

/** A PEM file the user chose: its name to show, its text to send. */
export const pemFileField = z.object({ name: z.string(), pem: z.string() }).nullable();
export type PemFile = z.infer<typeof pemFileField>;

export const pairField = z.object({ crt: pemFileField, key: pemFileField });
export type PairValues = z.infer<typeof pairField>;

/** The Security step's fields (spec 3 §2): TLS, the operator's certificates, the user's own. */
export const securityFields = {
  tls: z.boolean(),
  autoCert: z.boolean(),
  customCerts: z.boolean(),
  serverCerts: z.array(pairField),
  caCerts: z.array(z.object({ crt: pemFileField })),
};

type SecurityValues = { [Field in keyof typeof securityFields]: z.infer<(typeof securityFields)[Field]> };

/** Spec 3 §3: TLS on, automatic certificates on, custom certificates off. */
export const securityDefaults: SecurityValues = {
  tls: true,
  autoCert: true,
  customCerts: false,
  serverCerts: [{ crt: null, key: null }],
  caCerts: [{ crt: null }],
};

/** The server certificates that count (spec 3 §5: both the certificate and its key chosen). */
export function completePairs(values: SecurityValues): { crt: string; key: string }[] {
  if (!values.tls || !values.customCerts) return [];
  return values.serverCerts.flatMap(({ crt, key }) => (crt && key ? [{ crt: crt.pem, key: key.pem }] : []));
}

const caCertificates = (values: SecurityValues) =>
  values.tls && values.customCerts ? values.caCerts.flatMap(({ crt }) => (crt ? [crt.pem] : [])) : [];

/** Spec 3 §4: encryption needs TLS, and automatic certificates or one of the user's with its key. */
export const encryptionAllowed = (values: SecurityValues) =>
  values.tls && (values.autoCert || completePairs(values).length > 0);

/** The Security step's problems: a certificate chosen without its key (or the reverse), TLS without any. */
export function securityProblems(values: SecurityValues): Problem[] {
  if (!values.tls) return [];
  const problems: Problem[] = [];
  if (values.customCerts)
    values.serverCerts.forEach(({ crt, key }, index) => {
      if (crt && !key)
        problems.push({ path: ['serverCerts', index, 'key'], message: 'Choose this certificate’s key' });
      if (key && !crt)
        problems.push({ path: ['serverCerts', index, 'crt'], message: 'Choose this key’s certificate' });
    });
  if (!values.autoCert && completePairs(values).length === 0)
    problems.push({ path: ['customCerts'], message: tlsNeedsCertificates });
  return problems;
}

/** What Security adds to the create payload; in basic mode, TLS with the operator's certificates. */
export function securityPayload(values: SecurityValues): Pick<CreateTenantRequest, 'enable_tls' | 'tls'> {
  if (!values.tls) return { enable_tls: false };
  const tls: TenantTls = {
    auto_cert: values.autoCert,
    minio: completePairs(values),
    ca_certificates: caCertificates(values),
  };
  return { enable_tls: true, tls };
}
