import {
  encryptionProviders,
  tenantEncryptionSchema,
  type CertificatePair,
  type TenantEncryption,
} from '@granary/contract';
import { z } from 'zod';
import { pairField, type PairValues, type PemFile, pemFileField } from './security-values';
import { issueProblems, type Problem } from './step-problems';

/** Each key store KES can keep the tenant's keys in, by its name. */
export const keyStores: Record<(typeof encryptionProviders)[number], string> = {
  vault: 'HashiCorp Vault',
  aws: 'AWS Secrets Manager',
  gemalto: 'Thales (Gemalto) KeySecure',
  gcp: 'Google Cloud Secret Manager',
};

const text = z.string();

/**
 * The Encryption step's fields (spec 3 §2, §3), shaped as the payload's encryption block so the
 * contract's issues name them: text as typed, files as chosen, seconds as text until read.
 */
export const encryptionFields = {
  encryption: z.boolean(),
  kes: z.object({
    provider: z.enum(encryptionProviders),
    server: pairField,
    client: pairField,
    vault: z.object({
      endpoint: text,
      engine: text,
      namespace: text,
      prefix: text,
      approle: z.object({ engine: text, id: text, secret: text, retry: text }),
      tls: z.object({ key: pemFileField, crt: pemFileField, ca: pemFileField }),
      status: z.object({ ping: text }),
    }),
    aws: z.object({
      secretsmanager: z.object({
        endpoint: text,
        region: text,
        kmskey: text,
        credentials: z.object({ accesskey: text, secretkey: text, token: text }),
      }),
    }),
    gemalto: z.object({
      keysecure: z.object({
        endpoint: text,
        credentials: z.object({ token: text, domain: text, retry: text }),
        tls: z.object({ ca: pemFileField }),
      }),
    }),
    gcp: z.object({
      secretmanager: z.object({
        project_id: text,
        endpoint: text,
        credentials: z.object({
          client_email: text,
          client_id: text,
          private_key_id: text,
          private_key: text,
        }),
      }),
    }),
  }),
};

export type EncryptionValues = {
  [Field in keyof typeof encryptionFields]: z.infer<(typeof encryptionFields)[Field]>;
};
type Kes = EncryptionValues['kes'];

const noPair = { crt: null, key: null };

/** Spec 3 §3: encryption off, Vault as the key store offered first. */
export const encryptionDefaults: EncryptionValues = {
  encryption: false,
  kes: {
    provider: 'vault',
    server: noPair,
    client: noPair,
    vault: {
      endpoint: '',
      engine: '',
      namespace: '',
      prefix: '',
      approle: { engine: '', id: '', secret: '', retry: '' },
      tls: { key: null, crt: null, ca: null },
      status: { ping: '' },
    },
    aws: {
      secretsmanager: {
        endpoint: '',
        region: '',
        kmskey: '',
        credentials: { accesskey: '', secretkey: '', token: '' },
      },
    },
    gemalto: {
      keysecure: { endpoint: '', credentials: { token: '', domain: '', retry: '' }, tls: { ca: null } },
    },
    gcp: {
      secretmanager: {
        project_id: '',
        endpoint: '',
        credentials: { client_email: '', client_id: '', private_key_id: '', private_key: '' },
      },
    },
  },
};

const given = (value: string) => (value.trim() === '' ? undefined : value);
const pem = (file: PemFile) => file?.pem;
/** Seconds as typed: empty is unset; anything but digits (a sign allowed) is left to its own problem. */
const seconds = (value: string) => (/^\s*-?\d+\s*$/.test(value) ? Number(value) : undefined);

/** Only what was given: an unset text, file or number leaves its key out. */
function compact<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

type KeyStore = Omit<TenantEncryption, 'image' | 'server' | 'client'>;

function vaultStore({ vault }: Kes): KeyStore {
  const tls = compact({ key: pem(vault.tls.key), crt: pem(vault.tls.crt), ca: pem(vault.tls.ca) });
  const ping = seconds(vault.status.ping);
  const { approle } = vault;
  return {
    vault: {
      endpoint: vault.endpoint,
      ...compact({
        engine: given(vault.engine),
        namespace: given(vault.namespace),
        prefix: given(vault.prefix),
      }),
      approle: {
        id: approle.id,
        secret: approle.secret,
        ...compact({ engine: given(approle.engine), retry: seconds(approle.retry) }),
      },
      ...(Object.keys(tls).length > 0 && { tls }),
      ...(ping !== undefined && { status: { ping } }),
    },
  };
}

function awsStore({ aws }: Kes): KeyStore {
  const store = aws.secretsmanager;
  const { accesskey, secretkey, token } = store.credentials;
  const credentials = { accesskey, secretkey, ...compact({ token: given(token) }) };
  const kmskey = compact({ kmskey: given(store.kmskey) });
  return {
    aws: { secretsmanager: { endpoint: store.endpoint, region: store.region, ...kmskey, credentials } },
  };
}

function gemaltoStore({ gemalto }: Kes): KeyStore {
  const store = gemalto.keysecure;
  const ca = pem(store.tls.ca);
  const { token, domain, retry } = store.credentials;
  return {
    gemalto: {
      keysecure: {
        endpoint: store.endpoint,
        credentials: { token, domain, ...compact({ retry: seconds(retry) }) },
        ...(ca && { tls: { ca } }),
      },
    },
  };
}

/** GCP: a service account's key when any of it is typed (the contract then wants all of it). */
function gcpStore({ gcp }: Kes): KeyStore {
  const store = gcp.secretmanager;
  const { credentials } = store;
  const anyCredential = Object.values(credentials).some((value) => value.trim() !== '');
  const endpoint = compact({ endpoint: given(store.endpoint) });
  return {
    gcp: {
      secretmanager: { project_id: store.project_id, ...endpoint, ...(anyCredential && { credentials }) },
    },
  };
}

const keyStoreBuilders = { vault: vaultStore, aws: awsStore, gemalto: gemaltoStore, gcp: gcpStore };
const keyStore = (kes: Kes): KeyStore => keyStoreBuilders[kes.provider](kes);

const pairPayload = (pair: PairValues): CertificatePair | undefined =>
  pair.crt && pair.key ? { crt: pair.crt.pem, key: pair.key.pem } : undefined;

/** The payload's encryption block; `ownCertificates`: KES's and MinIO's certificates are the user's. */
export function encryptionPayload(
  values: EncryptionValues,
  image: string | undefined,
  ownCertificates: boolean,
): TenantEncryption | undefined {
  if (!values.encryption) return undefined;
  const server = ownCertificates ? pairPayload(values.kes.server) : undefined;
  const client = ownCertificates ? pairPayload(values.kes.client) : undefined;
  return { ...compact({ image, server, client }), ...keyStore(values.kes) };
}

const secondsFields: Record<string, string[]> = {
  vault: ['approle.retry', 'status.ping'],
  gemalto: ['keysecure.credentials.retry'],
};

function pairProblems(values: EncryptionValues): Problem[] {
  return (['server', 'client'] as const).flatMap((which) =>
    (['crt', 'key'] as const)
      .filter((part) => !values.kes[which][part])
      .map((part) => ({ path: ['kes', which, part], message: 'Field cannot be empty' })),
  );
}

/** The Encryption step's problems, by the contract's rules; `ownCertificates` as for the payload. */
export function encryptionProblems(values: EncryptionValues, ownCertificates: boolean): Problem[] {
  if (!values.encryption) return [];
  const { provider } = values.kes;
  const typed = values.kes[provider] as unknown as Record<string, unknown>;
  const junk = (secondsFields[provider] ?? [])
    .filter((path) => {
      const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], typed);
      return typeof value === 'string' && value.trim() !== '' && seconds(value) === undefined;
    })
    .map((path) => ({
      path: ['kes', provider, ...path.split('.')],
      message: 'Enter a whole number of seconds',
    }));
  const payload = encryptionPayload(values, undefined, false) ?? {};
  const contract = issueProblems(tenantEncryptionSchema.safeParse(payload), (path) => [
    'kes',
    ...path.map(String),
  ]);
  return [...(ownCertificates ? pairProblems(values) : []), ...junk, ...contract];
}
