// Service accounts (access keys): encrypted requests and responses, see the reference §2.3 and §3.5.
import type { AdminCaller } from './caller.ts';
import {
  normaliseCredentials,
  normaliseServiceAccountInfo,
  normaliseServiceAccountSummary,
  type RawCredentials,
  type RawServiceAccountInfo,
  type RawServiceAccountSummary,
} from './normalise.ts';
import type {
  AddServiceAccountOptions,
  ServiceAccountCredentials,
  ServiceAccountInfo,
  ServiceAccountSummary,
} from './types/iam.ts';

/** The JSON body of add-service-account: empty fields are left out, the expiration is RFC 3339. */
export function addServiceAccountBody(opts: AddServiceAccountOptions): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['targetUser', 'accessKey', 'secretKey', 'name', 'description'] as const) {
    const value = opts[key];
    if (value !== undefined && value !== '') body[key] = value;
  }
  if (opts.policy !== undefined) body['policy'] = opts.policy;
  if (opts.expiration !== undefined) body['expiration'] = opts.expiration.toISOString();
  return body;
}

export async function addServiceAccount(
  c: AdminCaller,
  opts: AddServiceAccountOptions,
): Promise<ServiceAccountCredentials> {
  const body = await c.encrypt(addServiceAccountBody(opts));
  const raw = await c.decrypted<{ credentials: RawCredentials }>({
    method: 'PUT',
    path: '/add-service-account',
    body,
    contentType: 'application/octet-stream',
  });
  return normaliseCredentials(raw.credentials);
}

export async function listServiceAccounts(c: AdminCaller, user?: string): Promise<ServiceAccountSummary[]> {
  const raw = await c.decrypted<{ accounts?: RawServiceAccountSummary[] | null }>({
    method: 'GET',
    path: '/list-service-accounts',
    query: { user: user ?? '' },
  });
  return (raw.accounts ?? []).map(normaliseServiceAccountSummary);
}

export function deleteServiceAccount(c: AdminCaller, accessKey: string): Promise<void> {
  return c.empty({ method: 'DELETE', path: '/delete-service-account', query: { accessKey } });
}

export async function infoServiceAccount(c: AdminCaller, accessKey: string): Promise<ServiceAccountInfo> {
  const raw = await c.decrypted<RawServiceAccountInfo>({
    method: 'GET',
    path: '/info-service-account',
    query: { accessKey },
  });
  return normaliseServiceAccountInfo(raw);
}

/** Who owns any access key (a user's own, a service account, temporary credentials): `parentUser` is '' for a user's own key. */
export type AccessKeyOwner = { accessKey: string; parentUser: string; userType: string };

export async function infoAccessKey(
  c: AdminCaller,
  accessKey: string,
  signal?: AbortSignal,
): Promise<AccessKeyOwner> {
  const raw = await c.decrypted<{ parentUser?: string; userType?: string }>({
    method: 'GET',
    path: '/info-access-key',
    query: { accessKey },
    ...(signal && { signal }),
  });
  return { accessKey, parentUser: raw.parentUser ?? '', userType: raw.userType ?? '' };
}

/** Revokes every temporary (STS) credential of a built-in user; service accounts are not touched. */
export function revokeStsTokens(c: AdminCaller, user: string): Promise<void> {
  return c.empty({ method: 'POST', path: '/revoke-tokens/builtin', query: { user, fullRevoke: 'true' } });
}
