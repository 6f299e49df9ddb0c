// Canned policies (plain JSON) and the policy-entities query (encrypted response).
import type { AdminCaller } from './caller.ts';
import { jsonBytes } from './caller.ts';
import {
  normaliseCannedPolicyInfo,
  normalisePolicyEntities,
  type RawCannedPolicyInfo,
  type RawPolicyEntities,
} from './normalise.ts';
import type { Query } from './sign.ts';
import type {
  CannedPolicyInfo,
  PolicyDocument,
  PolicyEntities,
  PolicyEntitiesQuery,
} from './types/policy.ts';

export async function cannedPolicyInfo(c: AdminCaller, name: string): Promise<CannedPolicyInfo> {
  const raw = await c.json<RawCannedPolicyInfo>({
    method: 'GET',
    path: '/info-canned-policy',
    query: { name, v: '2' },
  });
  return normaliseCannedPolicyInfo(raw);
}

/** Repeatable query parameters `policy=`, `user=`, `group=`; no filter at all lists every mapping. */
export function policyEntitiesQuery(opts: PolicyEntitiesQuery): Query {
  const query: Query = {};
  if (opts.policies?.length) query['policy'] = opts.policies;
  if (opts.users?.length) query['user'] = opts.users;
  if (opts.groups?.length) query['group'] = opts.groups;
  return query;
}

export async function policyEntities(c: AdminCaller, opts: PolicyEntitiesQuery): Promise<PolicyEntities> {
  const raw = await c.decrypted<RawPolicyEntities>({
    method: 'GET',
    path: '/idp/builtin/policy-entities',
    query: policyEntitiesQuery(opts),
  });
  return normalisePolicyEntities(raw);
}

export type LdapPolicyAttachment = { policies: string[]; user?: string; group?: string };

/** Attaches canned policies to an LDAP user or group DN (encrypted body, octet-stream as MinIO requires). */
export async function attachLdapPolicy(c: AdminCaller, attachment: LdapPolicyAttachment): Promise<void> {
  await c.send({
    method: 'POST',
    path: '/idp/ldap/policy/attach',
    body: await c.encrypt(attachment),
    contentType: 'application/octet-stream',
  });
}

/** `policy` may be JSON text (e.g. from an editor), sent as is. */
export function addCannedPolicy(
  c: AdminCaller,
  name: string,
  policy: PolicyDocument | string,
): Promise<void> {
  return c.empty({
    method: 'PUT',
    path: '/add-canned-policy',
    query: { name },
    body: typeof policy === 'string' ? new TextEncoder().encode(policy) : jsonBytes(policy),
    contentType: 'application/json',
  });
}

export function setPolicy(
  c: AdminCaller,
  opts: { policyNames: string[]; entityName: string; isGroup: boolean },
): Promise<void> {
  const query = {
    policyName: opts.policyNames.join(','),
    userOrGroup: opts.entityName,
    isGroup: String(opts.isGroup),
  };
  return c.empty({ method: 'PUT', path: '/set-user-or-group-policy', query });
}
