import type { CertificateEntry, TenantSecurity, TenantSecurityUpdate } from '@granary/contract';
import { z } from 'zod';
import { pairField, pemFileField, type PairValues } from '@/features/tenants/create/security-values';

const caRow = z.object({ crt: pemFileField });

/** The Security tab's form: the two switches, the one entry marked for removal, the new files by list. */
export const securityFormSchema = z.object({
  autoCert: z.boolean(),
  customCerts: z.boolean(),
  /** The Secret of the one entry to remove on Save (spec 3 §4: one at a time). */
  removing: z.string().nullable(),
  serverCerts: z.array(pairField),
  caCerts: z.array(caRow),
  consoleCert: z.array(pairField),
  consoleCaCerts: z.array(caRow),
});
export type SecurityFormValues = z.infer<typeof securityFormSchema>;

export type EntryList = keyof TenantSecurity['customCertificates'];

const emptyPair = (): PairValues => ({ crt: null, key: null });

/** As loaded: Custom Certificates on when the tenant names any, one empty row per list. */
export function securityDefaults(security: TenantSecurity): SecurityFormValues {
  const lists = security.customCertificates;
  return {
    autoCert: security.autoCert,
    customCerts: Object.values(lists).some((entries) => entries.length > 0),
    removing: null,
    serverCerts: [emptyPair()],
    caCerts: [{ crt: null }],
    consoleCert: [emptyPair()],
    consoleCaCerts: [{ crt: null }],
  };
}

/** Spec 3 §5: a row counts with both its certificate and its key; a CA row with its certificate. */
const pairs = (rows: PairValues[]) =>
  rows.flatMap(({ crt, key }) => (crt && key ? [{ crt: crt.pem, key: key.pem }] : []));
const authorities = (rows: { crt: { pem: string } | null }[]) =>
  rows.flatMap(({ crt }) => (crt ? [crt.pem] : []));

/** What Save sends (spec 3 §3 "Security update payload"); Custom Certificates off drops the tenant's own. */
export function securityUpdate(values: SecurityFormValues, consoleEnabled: boolean): TenantSecurityUpdate {
  if (!values.customCerts) return { autoCert: values.autoCert, customCertificates: null };
  return {
    autoCert: values.autoCert,
    customCertificates: {
      secretsToBeDeleted: values.removing ? [values.removing] : [],
      minio: pairs(values.serverCerts),
      minioCAs: authorities(values.caCerts),
      console: consoleEnabled ? pairs(values.consoleCert) : [],
      consoleCAs: consoleEnabled ? authorities(values.consoleCaCerts) : [],
    },
  };
}

/** Half a row: the certificate without its key or the reverse, under the missing half ('serverCerts.0.key'). */
export function halfPairProblems(values: SecurityFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.customCerts) return problems;
  for (const list of ['serverCerts', 'consoleCert'] as const)
    values[list].forEach(({ crt, key }, index) => {
      if (crt && !key) problems[`${list}.${index}.key`] = 'Choose this certificate’s key';
      if (key && !crt) problems[`${list}.${index}.crt`] = 'Choose this key’s certificate';
    });
  return problems;
}

/**
 * Why an entry's delete action is not offered (spec 3 §4), or undefined when it is: one removal at a time,
 * and never the only entry of the server, CA and console CA lists.
 */
export function removalBlocked(
  list: EntryList,
  entries: readonly CertificateEntry[],
  removing: string | null,
): string | undefined {
  if (removing !== null) return 'One certificate at a time: save, or undo the removal, first.';
  if (list !== 'console' && entries.length < 2)
    return 'The only one cannot be removed: add another and save first, or switch Custom Certificates off.';
  return undefined;
}

/** Whether MinIO keeps a certificate after the save: the operator's, or one of the tenant's own. */
export function keepsCertificates(values: SecurityFormValues, security: TenantSecurity): boolean {
  if (values.autoCert) return true;
  if (!values.customCerts) return false;
  const kept = security.customCertificates.minio.filter((entry) => entry.name !== values.removing);
  return kept.length + pairs(values.serverCerts).length > 0;
}
