// Pure conversions from MinIO's wire shapes (nulls, sentinel dates, JSON strings) to the exported types.
import type {
  GroupInfo,
  ServiceAccountCredentials,
  ServiceAccountInfo,
  ServiceAccountStatus,
  ServiceAccountSummary,
} from './types/iam.ts';
import type { CannedPolicyInfo, PolicyDocument, PolicyEntities } from './types/policy.ts';

const list = <T>(value: T[] | null | undefined): T[] => value ?? [];
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** MinIO writes "never" as the Unix epoch (service accounts) or Go's zero time; both become undefined. */
export function normaliseDate(value: unknown): string | undefined {
  const s = text(value);
  if (s === undefined) return undefined;
  const ms = Date.parse(s);
  return Number.isNaN(ms) || ms <= 0 ? undefined : s;
}

/**
 * Policy documents arrive as objects or as JSON text; empty text and null mean "none". MinIO writes "no
 * policy" as `{"Version":"","Statement":null}`: Statement always comes back as an array.
 */
export function parsePolicy(value: unknown): PolicyDocument | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return undefined;
  const doc = parsed as { Statement?: unknown };
  return { ...doc, Statement: Array.isArray(doc.Statement) ? doc.Statement : [] } as PolicyDocument;
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

export type RawGroupInfo = {
  name: string;
  status: string;
  members?: string[] | null;
  policy?: string | null;
  updatedAt?: string;
};

export function normaliseGroupInfo(raw: RawGroupInfo): GroupInfo {
  return {
    name: raw.name,
    status: raw.status === 'disabled' ? 'disabled' : 'enabled',
    members: list(raw.members),
    policy: raw.policy ?? '',
    ...optional('updatedAt', normaliseDate(raw.updatedAt)),
  };
}

type RawGroupMapping = { group: string; policies?: string[] | null };
export type RawPolicyEntities = {
  timestamp?: string;
  policyMappings?: { policy: string; users?: string[] | null; groups?: string[] | null }[] | null;
  userMappings?:
    { user: string; policies?: string[] | null; memberOfMappings?: RawGroupMapping[] | null }[] | null;
  groupMappings?: RawGroupMapping[] | null;
};

const groupMapping = (m: RawGroupMapping) => ({ group: m.group, policies: list(m.policies) });

export function normalisePolicyEntities(raw: RawPolicyEntities): PolicyEntities {
  return {
    policyMappings: list(raw.policyMappings).map((m) => ({
      policy: m.policy,
      users: list(m.users),
      groups: list(m.groups),
    })),
    userMappings: list(raw.userMappings).map((m) => ({
      user: m.user,
      policies: list(m.policies),
      ...(m.memberOfMappings && { memberOfMappings: m.memberOfMappings.map(groupMapping) }),
    })),
    groupMappings: list(raw.groupMappings).map(groupMapping),
  };
}

export type RawCannedPolicyInfo = {
  PolicyName: string;
  Policy: unknown;
  CreateDate?: string;
  UpdateDate?: string;
};

export function normaliseCannedPolicyInfo(raw: RawCannedPolicyInfo): CannedPolicyInfo {
  return {
    name: raw.PolicyName,
    policy: parsePolicy(raw.Policy) ?? { Statement: [] },
    ...optional('createDate', normaliseDate(raw.CreateDate)),
    ...optional('updateDate', normaliseDate(raw.UpdateDate)),
  };
}

const accountStatus = (s: unknown): ServiceAccountStatus => (s === 'off' || s === 'disabled' ? 'off' : 'on');

type RawAccountCommon = {
  parentUser: string;
  accountStatus: string;
  name?: string;
  description?: string;
  expiration?: string | null;
};

function accountCommon(raw: RawAccountCommon) {
  return {
    parentUser: raw.parentUser,
    accountStatus: accountStatus(raw.accountStatus),
    ...optional('name', text(raw.name)),
    ...optional('description', text(raw.description)),
    ...optional('expiration', normaliseDate(raw.expiration)),
  };
}

export type RawServiceAccountSummary = RawAccountCommon & { accessKey: string; impliedPolicy?: boolean };

export function normaliseServiceAccountSummary(raw: RawServiceAccountSummary): ServiceAccountSummary {
  return { accessKey: raw.accessKey, ...accountCommon(raw) };
}

export type RawServiceAccountInfo = RawAccountCommon & { impliedPolicy: boolean; policy?: unknown };

export function normaliseServiceAccountInfo(raw: RawServiceAccountInfo): ServiceAccountInfo {
  // Root's accounts with an implied policy come with an empty document: root is not governed by policies.
  const policy = parsePolicy(raw.policy);
  const hasPolicy = policy !== undefined && policy.Statement.length > 0;
  return { ...accountCommon(raw), impliedPolicy: raw.impliedPolicy, ...(hasPolicy && { policy }) };
}

export type RawCredentials = {
  accessKey: string;
  secretKey: string;
  sessionToken?: string;
  expiration?: string;
};

export function normaliseCredentials(raw: RawCredentials): ServiceAccountCredentials {
  return {
    accessKey: raw.accessKey,
    secretKey: raw.secretKey,
    ...optional('sessionToken', text(raw.sessionToken)),
    ...optional('expiration', normaliseDate(raw.expiration)),
  };
}
