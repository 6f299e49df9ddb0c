import { activeDirectoryProblem, randomKey, tenantIdpSchema, type TenantIdp } from '@granary/contract';
import { z } from 'zod';
import { issueProblems, type Problem } from './step-problems';

export const idpKinds = ['builtin', 'oidc', 'ad'] as const;
export type IdpKind = (typeof idpKinds)[number];

const userFields = z.object({ access_key: z.string(), secret_key: z.string() });

/** The Identity Provider step's fields (spec 3 §2), named as the create payload names them. */
export const identityFields = {
  idp: z.enum(idpKinds),
  /** Basic mode's one user, made when the wizard opens; Advanced Mode's list starts with it. */
  generatedUser: userFields,
  users: z.array(userFields),
  oidc: z.object({
    url: z.string(),
    configuration_url: z.string(),
    client_id: z.string(),
    secret_id: z.string(),
    claim_name: z.string(),
    callback_url: z.string(),
    scopes: z.string(),
  }),
  ad: z.object({
    url: z.string(),
    skip_tls_verification: z.boolean(),
    server_insecure: z.boolean(),
    server_start_tls: z.boolean(),
    lookup_bind_dn: z.string(),
    lookup_bind_password: z.string(),
    user_dn_search_base_dn: z.string(),
    user_dn_search_filter: z.string(),
    group_search_base_dn: z.string(),
    group_search_filter: z.string(),
    user_dns: z.array(z.object({ dn: z.string() })),
  }),
};

type IdentityValues = { [Field in keyof typeof identityFields]: z.infer<(typeof identityFields)[Field]> };

/** A built-in user with new keys (spec 3 §9: 16 and 32 characters). */
export const newTenantUser = () => ({ access_key: randomKey(16), secret_key: randomKey(32) });

/** Spec 3 §3: Built-in with one generated user; OpenID's scopes as MinIO's default. */
export const identityDefaults: IdentityValues = {
  idp: 'builtin',
  generatedUser: { access_key: '', secret_key: '' },
  users: [{ access_key: '', secret_key: '' }],
  oidc: {
    url: '',
    configuration_url: '',
    client_id: '',
    secret_id: '',
    claim_name: 'policy',
    callback_url: '',
    scopes: 'openid,profile,email',
  },
  ad: {
    url: '',
    skip_tls_verification: false,
    server_insecure: false,
    server_start_tls: false,
    lookup_bind_dn: '',
    lookup_bind_password: '',
    user_dn_search_base_dn: '',
    user_dn_search_filter: '',
    group_search_base_dn: '',
    group_search_filter: '',
    user_dns: [{ dn: '' }],
  },
};

/** Where OpenID's discovery document sits for an issuer. */
export const discoveryUrl = (issuer: string) =>
  `${issuer.trim().replace(/\/+$/, '')}/.well-known/openid-configuration`;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The payload's idp: the users, the OpenID provider or the directory chosen. */
export function identityPayload(values: IdentityValues): TenantIdp {
  if (values.idp === 'oidc') {
    const { callback_url, scopes, ...required } = values.oidc;
    return {
      oidc: {
        ...required,
        ...(optional(callback_url) && { callback_url: callback_url.trim() }),
        ...(optional(scopes) && { scopes: scopes.trim() }),
      },
    };
  }
  if (values.idp === 'ad') {
    const { user_dns, lookup_bind_password, group_search_base_dn, group_search_filter, ...rest } = values.ad;
    return {
      active_directory: {
        ...rest,
        ...(lookup_bind_password !== '' && { lookup_bind_password }),
        ...(optional(group_search_base_dn) && { group_search_base_dn: group_search_base_dn.trim() }),
        ...(optional(group_search_filter) && { group_search_filter: group_search_filter.trim() }),
        user_dns: user_dns.map((entry) => entry.dn),
      },
    };
  }
  return { keys: values.users.map(({ access_key, secret_key }) => ({ access_key, secret_key })) };
}

/** The payload's field paths as the form names them. */
function formPath(path: PropertyKey[]): (string | number)[] {
  const [root, ...rest] = path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  if (root === 'keys') return ['users', ...rest];
  if (root === 'oidc') return ['oidc', ...rest];
  if (root === 'active_directory') {
    const [field, index] = rest;
    return field === 'user_dns' && index !== undefined ? ['ad', 'user_dns', index, 'dn'] : ['ad', ...rest];
  }
  return ['idp'];
}

/** The Identity Provider step's problems, by the contract's own rules, each under its field. */
export function identityProblems(values: IdentityValues): Problem[] {
  const payload = identityPayload(values);
  const branch = tenantIdpSchema.options.find((option) =>
    Object.keys(option.shape).every((key) => key in payload),
  );
  const problems = issueProblems(branch?.safeParse(payload), formPath);
  const directory =
    'active_directory' in payload ? activeDirectoryProblem(payload.active_directory) : undefined;
  if (problems.length === 0 && directory)
    problems.push({ path: ['ad', ...directory.path], message: directory.message });
  return problems;
}
