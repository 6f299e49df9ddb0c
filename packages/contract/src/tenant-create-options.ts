import { z } from 'zod';
import { wellFormed } from './names.ts';

/**
 * The create-tenant wizard's Identity Provider, Security and Encryption choices (spec 3 §3, §5), as the
 * create payload carries them.
 */

/** The most built-in users or directory administrators a tenant is created with. */
export const maxTenantUsers = 64;

/** Built-in users' keys (spec 3 §5): 8 to 63 letters, digits or '-'. */
export const tenantKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,63}$/, 'Keys must be at least length 8');

/**
 * A value the tenant's config.env can hold between double quotes the same way for a shell and for MinIO's
 * and the operator's readers, which only strip the outer quotes: printable ASCII without a double quote,
 * backslash, '$' or backtick, so nothing needs escaping.
 */
export const isConfigEnvValue = (value: string) => /^[\x20-\x7e]*$/.test(value) && !/["\\$`]/.test(value);
export const configEnvValueProblem =
  "may hold only printable ASCII other than a double quote, '\\', '$' and '`'";

const required = 'Field cannot be empty';
/** A setting that goes into config.env: required unless `optional`. */
const envText = z.string().trim().refine(isConfigEnvValue, configEnvValueProblem);
const envRequired = envText.pipe(z.string().min(1, required));
/** A password, token or secret: taken as typed, never trimmed (a space may be part of it). */
const envSecret = z.string().refine(isConfigEnvValue, configEnvValueProblem);
const envSecretRequired = envSecret.refine((value) => value.trim() !== '', required);

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine(
      (value) => /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value),
      `${what} must be an http(s) URL`,
    );

export const openIdSchema = z.object({
  /** The provider's issuer; the configuration URL is found from it unless given. */
  url: httpUrl('The URL'),
  configuration_url: httpUrl('The configuration URL').pipe(envRequired),
  client_id: envRequired,
  secret_id: envSecretRequired,
  claim_name: envRequired,
  /** Where the provider sends a user back: the tenant console's /oauth_callback; MinIO's own choice when empty. */
  callback_url: z.union([z.literal(''), httpUrl('The callback URL').pipe(envText)]).optional(),
  /** Comma-separated; 'openid,profile,email' when empty. MinIO refuses an empty entry ('openid,,email'). */
  scopes: envText
    .refine(
      (scopes) => scopes === '' || scopes.split(',').every((scope) => scope.trim() !== ''),
      'Separate the scopes by commas, with none of them empty',
    )
    .optional(),
});
export type OpenIdChoice = z.infer<typeof openIdSchema>;

/** An LDAP server: host:port, or a host alone (MinIO's default port then). */
const ldapAddress = z
  .string()
  .trim()
  .min(1, required)
  .regex(
    /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/,
    'Enter host:port, as ldap.example.com:636',
  );

/**
 * MinIO's rules for its LDAP search filters, which it checks at start-up and otherwise turns LDAP off:
 * the user filter replaces %s with the login name and knows no %d; a group filter uses %s (the login name)
 * or %d (the user's DN).
 */
const userSearchFilter = envRequired
  .refine((filter) => filter.includes('%s'), 'The user search filter must contain %s, as (uid=%s)')
  .refine((filter) => !filter.includes('%d'), 'The user search filter cannot use %d');
const groupSearchFilter = envText.refine(
  (filter) => filter === '' || filter.includes('%s') || filter.includes('%d'),
  'The group search filter must contain %s (the login name) or %d (the user’s DN)',
);

export const activeDirectorySchema = z.object({
  url: ldapAddress,
  skip_tls_verification: z.boolean(),
  server_insecure: z.boolean(),
  server_start_tls: z.boolean(),
  lookup_bind_dn: envRequired,
  lookup_bind_password: envSecret.optional(),
  user_dn_search_base_dn: envRequired,
  user_dn_search_filter: userSearchFilter,
  /** A group search needs both (`activeDirectoryProblem`). */
  group_search_base_dn: envText.optional(),
  group_search_filter: groupSearchFilter.optional(),
  /** The directory users made the tenant's administrators (consoleAdmin), by DN. */
  user_dns: z
    .array(wellFormed(z.string().trim().min(1, required)))
    .min(1, 'Add at least one user DN')
    .max(maxTenantUsers),
});
export type ActiveDirectoryChoice = z.infer<typeof activeDirectorySchema>;

/** MinIO searches groups only with both a base DN and a filter, and turns LDAP off given one alone. */
export function activeDirectoryProblem(
  choice: ActiveDirectoryChoice,
): { path: string[]; message: string } | undefined {
  if (!choice.group_search_base_dn === !choice.group_search_filter) return undefined;
  return {
    path: [choice.group_search_base_dn ? 'group_search_filter' : 'group_search_base_dn'],
    message: 'A group search needs both its base DN and its filter',
  };
}

export const tenantIdpSchema = z.union([
  z.object({
    keys: z
      .array(z.object({ access_key: tenantKeySchema, secret_key: tenantKeySchema }))
      .min(1, 'A tenant needs a user')
      .max(maxTenantUsers),
  }),
  z.object({ oidc: openIdSchema }),
  z.object({ active_directory: activeDirectorySchema }),
]);
export type TenantIdp = z.infer<typeof tenantIdpSchema>;

/** One PEM file as the browser read it: a certificate or a private key. */
export const pemSchema = z
  .string()
  .max(64 * 1024, 'A certificate or key file may be at most 64 KiB')
  .regex(/-----BEGIN [A-Z0-9 ]+-----/, 'must be a PEM file (-----BEGIN …)');

export const certificatePairSchema = z.object({ crt: pemSchema, key: pemSchema });
export type CertificatePair = z.infer<typeof certificatePairSchema>;

/** Security (spec 3 §2): with TLS on, the operator's certificates and/or the user's own. */
export const tenantTlsSchema = z.object({
  /** The operator generates and renews the certificates (requestAutoCert). */
  auto_cert: z.boolean(),
  /** The servers' own certificates, each with its key. */
  minio: z.array(certificatePairSchema).max(16),
  /** Authorities the servers trust (say, of a KMS or an identity provider). */
  ca_certificates: z.array(pemSchema).max(16),
});
export type TenantTls = z.infer<typeof tenantTlsSchema>;

/** Retry and ping intervals, seconds (spec 3 §5: 'Value needs to be 0 or greater'). */
const seconds = z.number().int().min(0, 'Value needs to be 0 or greater').max(86_400).optional();

const vaultSchema = z.object({
  endpoint: httpUrl('The Vault endpoint'),
  engine: envText.optional(),
  namespace: envText.optional(),
  prefix: envText.optional(),
  approle: z.object({
    engine: envText.optional(),
    id: envRequired,
    secret: envSecretRequired,
    retry: seconds,
  }),
  /** mTLS towards Vault, and the authority Vault's certificate is checked against. */
  tls: z
    .object({ key: pemSchema.optional(), crt: pemSchema.optional(), ca: pemSchema.optional() })
    .superRefine((tls, context) => {
      if (Boolean(tls.crt) === Boolean(tls.key)) return;
      const path = [tls.crt ? 'key' : 'crt'];
      context.addIssue({ code: 'custom', path, message: 'The certificate and its key go together' });
    })
    .optional(),
  status: z.object({ ping: seconds }).optional(),
});

const awsSchema = z.object({
  secretsmanager: z.object({
    endpoint: envRequired,
    region: envRequired,
    kmskey: envText.optional(),
    credentials: z.object({
      accesskey: envRequired,
      secretkey: envSecretRequired,
      token: envSecret.optional(),
    }),
  }),
});

const gemaltoSchema = z.object({
  keysecure: z.object({
    endpoint: httpUrl('The KeySecure endpoint'),
    credentials: z.object({ token: envSecretRequired, domain: envRequired, retry: seconds }),
    tls: z.object({ ca: pemSchema.optional() }).optional(),
  }),
});

const gcpSchema = z.object({
  secretmanager: z.object({
    project_id: envRequired,
    endpoint: envText.optional(),
    /** A service account's key, all four from its JSON key file; without them, the pod's own credentials. */
    credentials: z
      .object({
        client_email: envRequired,
        client_id: envRequired,
        private_key_id: envRequired,
        /** The service account's PEM key, as its JSON key file holds it. */
        private_key: wellFormed(z.string().max(16 * 1024)).pipe(
          z
            .string()
            .regex(
              /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----/,
              'must be a PEM private key (-----BEGIN PRIVATE KEY-----)',
            ),
        ),
      })
      .optional(),
  }),
});

/**
 * The KES image when none is named: the configuration written here is KES's v1 format, which older
 * operators' default images (KES 0.1x, operator v4) cannot read; this is the release the newest operator
 * names by default.
 */
export const defaultKesImage = 'minio/kes:2025-03-12T09-35-18Z';

export const encryptionProviders = ['vault', 'aws', 'gemalto', 'gcp'] as const;
export type EncryptionProvider = (typeof encryptionProviders)[number];

/**
 * Encryption (spec 3 §3): a key service (KES) for the tenant, in front of one key store. `server` is KES's
 * own certificate and `client` MinIO's towards it; both are required without automatic certificates.
 */
export const tenantEncryptionSchema = z
  .object({
    image: wellFormed(z.string()).optional(),
    server: certificatePairSchema.optional(),
    client: certificatePairSchema.optional(),
    vault: vaultSchema.optional(),
    aws: awsSchema.optional(),
    gemalto: gemaltoSchema.optional(),
    gcp: gcpSchema.optional(),
  })
  .refine(
    (encryption) => encryptionProviders.filter((provider) => encryption[provider]).length === 1,
    'Choose one key store: vault, aws, gemalto or gcp',
  );
export type TenantEncryption = z.infer<typeof tenantEncryptionSchema>;
