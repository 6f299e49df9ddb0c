import {
  encryptionNeedsTls,
  randomKey,
  type CustomCertificatesChange,
  type TenantSecurityUpdate,
} from '@granary/contract';
import type { V1Secret } from '@kubernetes/client-node';
import { httpError } from '../../lib/http-error.ts';
import {
  certificateListNames,
  certificateLists,
  hasOwnConsole,
  type CertificateListName,
  type CertificateLists,
  type CertificateRef,
  type SecuritySpec,
} from './tenant-certificate-refs.ts';
import type { CertificateCheck } from './tenant-certificates.ts';
import { secretBody, tlsSecretBody } from './tenant-secret-body.ts';

const tls = 'kubernetes.io/tls';

const listWords: Record<CertificateListName, string> = {
  minio: 'server certificate',
  minioCAs: 'CA certificate',
  console: 'console certificate',
  consoleCAs: 'console CA certificate',
};

/** The save's new files, named as the tab names its rows, for the wizard's checks. */
export function changeChecks(change: CustomCertificatesChange | null): CertificateCheck[] {
  if (!change) return [];
  const pair = (label: string) => (given: { crt: string; key: string }) => ({
    label,
    crt: given.crt,
    key: given.key,
    withKey: true,
  });
  const authority = (label: string) => (crt: string, index: number) => ({
    label: `${label} ${index + 1}`,
    crt,
    withKey: false,
  });
  return [
    ...change.minio.map((given, index) => pair(`Server certificate ${index + 1}`)(given)),
    ...change.minioCAs.map(authority('CA certificate')),
    ...change.console.map(pair('Console certificate')),
    ...change.consoleCAs.map(authority('Console CA certificate')),
  ];
}

/**
 * Which Secrets the save lets go. Switched off, every one the Tenant names; otherwise the one asked for
 * (spec 3 §4: one at a time, never the only entry of the server, CA and console CA lists), and the
 * console's certificate that a new one replaces.
 */
export function releasedSecrets(lists: CertificateLists, update: TenantSecurityUpdate): Set<string> {
  const change = update.customCertificates;
  if (!change) return new Set(certificateListNames.flatMap((list) => lists[list].map((ref) => ref.name)));
  const released = new Set<string>();
  for (const name of change.secretsToBeDeleted) {
    const holding = certificateListNames.filter((list) => lists[list].some((ref) => ref.name === name));
    if (holding.length === 0)
      throw httpError('badRequest', `${name} is not one of the tenant's certificates`);
    for (const list of holding)
      if (list !== 'console' && lists[list].length < 2)
        throw httpError(
          'badRequest',
          `${name} is the tenant's only ${listWords[list]}: it cannot be removed (add another and save first, or switch Custom Certificates off)`,
        );
    released.add(name);
  }
  if (change.console.length > 0) for (const ref of lists.console) released.add(ref.name);
  return released;
}

/** The new Secrets of a save: named after the tenant and a random part, numbered per list from 0. */
export function newCertificateSecrets(tenant: string, change: CustomCertificatesChange | null) {
  const names: CertificateLists = { minio: [], minioCAs: [], console: [], consoleCAs: [] };
  const secrets: V1Secret[] = [];
  if (!change) return { names, secrets };
  const stem = `${tenant}-${randomKey(5).toLowerCase()}`;
  change.minio.forEach((pair, index) => {
    const name = `${stem}-external-certificates-${index}`;
    secrets.push(tlsSecretBody(tenant, name, pair));
    names.minio.push({ name, type: tls });
  });
  change.minioCAs.forEach((crt, index) => {
    const name = `${stem}-ca-certificate-${index}`;
    secrets.push(secretBody(tenant, name, { 'public.crt': crt }));
    names.minioCAs.push({ name, type: 'Opaque' });
  });
  change.console.forEach((pair) => {
    const name = `${stem}-console-certificate`;
    secrets.push(tlsSecretBody(tenant, name, pair));
    names.console.push({ name, type: tls });
  });
  change.consoleCAs.forEach((crt, index) => {
    const name = `${stem}-console-ca-certificate-${index}`;
    secrets.push(secretBody(tenant, name, { 'public.crt': crt }));
    names.consoleCAs.push({ name, type: 'Opaque' });
  });
  return { names, secrets };
}

/** A list's references after the save: those kept, then the new ones; the key left out when none. */
function listField<Key extends string>(key: Key, refs: CertificateRef[]) {
  return (refs.length > 0 ? { [key]: refs } : {}) as Partial<Record<Key, CertificateRef[]>>;
}

const without = (key: string, object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/**
 * The Tenant's spec after the save: `requestAutoCert`, and each list without the released Secrets and
 * with the new ones. The rest of the spec is kept as it is.
 */
export function nextSecuritySpec(
  spec: SecuritySpec & Record<string, unknown>,
  update: TenantSecurityUpdate,
  released: ReadonlySet<string>,
  added: CertificateLists,
): Record<string, unknown> {
  const change = update.customCertificates;
  if (change && !hasOwnConsole(spec) && (change.console.length > 0 || change.consoleCAs.length > 0))
    throw httpError('badRequest', 'The tenant has no console of its own to give certificates to');
  const lists = certificateLists(spec);
  const next = (list: CertificateListName) => [
    ...lists[list].filter((ref) => !released.has(ref.name)),
    ...added[list],
  ];
  const minio = next('minio');
  if (!update.autoCert && minio.length === 0 && spec.kes !== undefined && spec.kes !== null)
    throw httpError('badRequest', encryptionNeedsTls);
  let base = without('externalCaCertSecret', without('externalCertSecret', spec));
  if (hasOwnConsole(spec)) {
    const consoleRest = without('externalCaCertSecret', without('externalCertSecret', spec.console ?? {}));
    const [certificate] = next('console');
    base = {
      ...base,
      console: {
        ...consoleRest,
        ...(certificate && { externalCertSecret: certificate }),
        ...listField('externalCaCertSecret', next('consoleCAs')),
      },
    };
  }
  return {
    ...base,
    requestAutoCert: update.autoCert,
    ...listField('externalCertSecret', minio),
    ...listField('externalCaCertSecret', next('minioCAs')),
  };
}
