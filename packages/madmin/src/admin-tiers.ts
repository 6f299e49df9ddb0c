// Remote tiers (ILM transition targets): reference §3.9. TierConfig keeps MinIO's capitalised Go field names.
import type { AdminCaller } from './caller.ts';

export type TierType = 's3' | 'azure' | 'gcs' | 'minio';

export type TierS3 = {
  /** A URL with scheme, e.g. `https://s3.amazonaws.com` (MinIO's default when empty). */
  Endpoint?: string;
  AccessKey?: string;
  SecretKey?: string;
  Bucket: string;
  Prefix?: string;
  Region?: string;
  StorageClass?: string;
  AWSRole?: boolean;
  AWSRoleWebIdentityTokenFile?: string;
  AWSRoleARN?: string;
  AWSRoleSessionName?: string;
  AWSRoleDurationSeconds?: number;
};

export type TierMinIO = {
  /** A URL with scheme (`http://host:9000`); without one MinIO answers 400 XMinioAdminTierInvalidConfig. */
  Endpoint: string;
  AccessKey: string;
  SecretKey?: string;
  Bucket: string;
  Prefix?: string;
  Region?: string;
};

export type TierAzure = {
  Endpoint?: string;
  AccountName: string;
  AccountKey?: string;
  Bucket: string;
  Prefix?: string;
  Region?: string;
  StorageClass?: string;
  SPAuth?: { TenantID?: string; ClientID?: string; ClientSecret?: string };
};

export type TierGCS = {
  Endpoint?: string;
  /** credentials.json in base64 with the URL alphabet and its `=` padding. */
  Creds?: string;
  Bucket: string;
  Prefix?: string;
  Region?: string;
  StorageClass?: string;
};

/**
 * A tier. `Name` must be upper case and not STANDARD or REDUCED_REDUNDANCY; the sub-object matching `Type` is required.
 * Listed tiers carry only that sub-object, without secrets.
 */
export type TierConfig = {
  /** 'v1' (the only version MinIO accepts); added when omitted. */
  Version?: 'v1';
  Type: TierType;
  Name: string;
  S3?: TierS3;
  Azure?: TierAzure;
  GCS?: TierGCS;
  MinIO?: TierMinIO;
};

export type TierStats = {
  Name: string;
  Type: string;
  Stats: { totalSize: number; numVersions: number; numObjects: number };
  DailyStats?: unknown;
};

const SUB = { s3: 'S3', azure: 'Azure', gcs: 'GCS', minio: 'MinIO' } as const;
const SECRETS = ['SecretKey', 'AccountKey', 'Creds'];

/** Keeps the sub-object that matches Type (MinIO sends all four) and drops "REDACTED" secrets. */
export function normaliseTier(raw: TierConfig): TierConfig {
  const key = SUB[raw.Type];
  const sub = Object.fromEntries(
    Object.entries((raw[key] ?? {}) as Record<string, unknown>).filter(
      ([k, v]) =>
        !(SECRETS.includes(k) && v === 'REDACTED') &&
        !(k === 'SPAuth' && typeof v === 'object' && v !== null && Object.keys(v).length === 0),
    ),
  );
  return { Version: raw.Version ?? 'v1', Type: raw.Type, Name: raw.Name, [key]: sub };
}

export async function addTier(c: AdminCaller, tier: TierConfig, force = false): Promise<void> {
  if (!tier[SUB[tier.Type]]) throw new TypeError(`a ${tier.Type} tier needs its ${SUB[tier.Type]} settings`);
  const body = await c.encrypt({ ...tier, Version: tier.Version ?? 'v1' });
  await c.empty({
    method: 'PUT',
    path: '/tier',
    query: { force: String(force) },
    body,
    contentType: 'application/octet-stream',
  });
}

export async function listTiers(c: AdminCaller): Promise<TierConfig[]> {
  return ((await c.json<TierConfig[] | null>({ method: 'GET', path: '/tier' })) ?? []).map(normaliseTier);
}

/** MinIO answers 204 for an unknown name too (names are case-sensitive: 'warm' does not remove WARM). */
export function removeTier(c: AdminCaller, name: string, force = false): Promise<void> {
  const path = `/tier/${encodeURIComponent(name)}`;
  return c.empty({ method: 'DELETE', path, query: { force: String(force) } });
}

/** Checks that MinIO can reach the tier's backend; unknown name → 404 XMinioAdminTierNotFound. */
export function verifyTier(c: AdminCaller, name: string): Promise<void> {
  return c.empty({ method: 'GET', path: `/tier/${encodeURIComponent(name)}` });
}

export async function tierStats(c: AdminCaller): Promise<TierStats[]> {
  return (await c.json<TierStats[] | null>({ method: 'GET', path: '/tier-stats' })) ?? [];
}

/** New credentials for a tier: S3/MinIO keys, Azure account name and key, or GCS credentials.json. */
export type TierCredentials = {
  access?: string;
  secret?: string;
  /** credentials.json in standard base64 (GCS); adding a tier wants the URL alphabet instead. */
  creds?: string;
};

/** MinIO checks the new credentials against the backend before it keeps them. */
export async function editTierCredentials(
  c: AdminCaller,
  name: string,
  creds: TierCredentials,
): Promise<void> {
  const body = await c.encrypt({ awsrole: false, ...creds });
  await c.empty({
    method: 'POST',
    path: `/tier/${encodeURIComponent(name)}`,
    body,
    contentType: 'application/octet-stream',
  });
}
