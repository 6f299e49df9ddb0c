// Bucket quota (plain JSON) and remote targets (encrypted request): reference §3.8, NOTES.md "Buckets".
import type { AdminCaller } from './caller.ts';
import { jsonBytes } from './caller.ts';
import { normaliseDate } from './normalise.ts';

/** MinIO accepts only 'hard' (the old 'fifo' is refused: 500 InternalError "invalid quota type 'fifo'"). */
export type BucketQuotaType = 'hard';

/** A bucket's quota. `quota` is the enforced limit in bytes (the wire's `size` when above 0, else `quota`). */
export type BucketQuota = {
  quota: number;
  quotatype: BucketQuotaType;
  size: number;
  rate: number;
  requests: number;
};

export type SetBucketQuotaOptions = {
  /** Bytes; a positive integer (use clearBucketQuota to remove the limit). */
  quota: number;
  /** 'hard' (the only type MinIO accepts) when omitted. */
  quotatype?: BucketQuotaType;
};

type RawQuota = { quota?: number; size?: number; rate?: number; requests?: number; quotatype?: string };

/** No quota reads back as zeros (never XMinioAdminNoSuchQuotaConfiguration on this server): undefined. */
export function normaliseQuota(raw: RawQuota): BucketQuota | undefined {
  const limit = (raw.size ?? 0) > 0 ? (raw.size ?? 0) : (raw.quota ?? 0);
  if (limit <= 0) return undefined;
  return {
    quota: limit,
    quotatype: (raw.quotatype || 'hard') as BucketQuotaType,
    size: raw.size ?? 0,
    rate: raw.rate ?? 0,
    requests: raw.requests ?? 0,
  };
}

export async function getBucketQuota(c: AdminCaller, bucket: string): Promise<BucketQuota | undefined> {
  return normaliseQuota(
    await c.json<RawQuota>({ method: 'GET', path: '/get-bucket-quota', query: { bucket } }),
  );
}

export async function setBucketQuota(
  c: AdminCaller,
  bucket: string,
  opts: SetBucketQuotaOptions,
): Promise<void> {
  if (!Number.isSafeInteger(opts.quota) || opts.quota <= 0)
    throw new RangeError(`quota must be a positive whole number of bytes, not ${opts.quota}`);
  // `quota` is deprecated server-side but still validated; `size` is what enforcement reads: send both.
  const body = jsonBytes({ quota: opts.quota, size: opts.quota, quotatype: opts.quotatype ?? 'hard' });
  await c.empty({
    method: 'PUT',
    path: '/set-bucket-quota',
    query: { bucket },
    body,
    contentType: 'application/json',
  });
}

/** `{}` removes the quota entirely (quota 0 also disables it but leaves quotatype "hard" behind). */
export function clearBucketQuota(c: AdminCaller, bucket: string): Promise<void> {
  const body = jsonBytes({});
  return c.empty({
    method: 'PUT',
    path: '/set-bucket-quota',
    query: { bucket },
    body,
    contentType: 'application/json',
  });
}

export type RemoteTargetType = 'replication';

/** A bucket target as sent to set-remote-target (MinIO's BucketTarget JSON field names). */
export type RemoteTarget = {
  /** `host:port` (no scheme). A URL (`https://host:port`) is accepted too: its host is sent and `secure` follows its scheme. */
  endpoint: string;
  credentials: { accessKey: string; secretKey: string; sessionToken?: string };
  targetbucket: string;
  /** HTTPS to the target; required unless `endpoint` is a URL. */
  secure?: boolean;
  /** Ignored by MinIO: the source is always the `bucket` argument (the client sends that). */
  sourcebucket?: string;
  /** 'replication' (the only type MinIO accepts; anything else → 400 XMinioAdminConfigBadJSON). */
  type?: RemoteTargetType;
  region?: string;
  /** 'on' | 'off' | 'auto' (path-style lookup). */
  path?: string;
  api?: string;
  storageclass?: string;
  /** Bytes per second; 0/absent = unlimited. MinIO refuses anything below 100 000 000 (400 …BandwidthLimitError). */
  bandwidthlimit?: number;
  replicationSync?: boolean;
  /** Nanoseconds (Go duration), e.g. 10_000_000_000 for 10 s. */
  healthCheckDuration?: number;
  disableProxy?: boolean;
  /** Needed with `update` (the ARN of the target to change). */
  arn?: string;
};

/** What set-remote-target's `update=true` should change (each becomes `flag=true` in the query). */
export type RemoteTargetUpdate =
  'creds' | 'sync' | 'proxy' | 'bandwidth' | 'healthcheck' | 'path' | 'edge' | 'edgeSyncBeforeExpiry';

/** A listed target: no secret key; Go zero dates are left out. */
export type RemoteTargetInfo = Omit<RemoteTarget, 'credentials' | 'secure' | 'arn' | 'type'> & {
  arn: string;
  type: RemoteTargetType;
  sourcebucket: string;
  secure: boolean;
  credentials: { accessKey: string; expiration?: string };
  replicationSync: boolean;
  disableProxy: boolean;
  isOnline: boolean;
  /** Nanoseconds. */
  totalDowntime: number;
  lastOnline?: string;
  resetBeforeDate?: string;
  resetID?: string;
  latency: { curr: number; avg: number; max: number };
  deploymentID?: string;
  edge: boolean;
  edgeSyncBeforeExpiry: boolean;
  offlineCount: number;
};

/** The BucketTarget JSON for `bucket` (sourcebucket = bucket, type 'replication', URL endpoints split). */
export function remoteTargetBody(bucket: string, target: RemoteTarget): Record<string, unknown> {
  let { endpoint, secure } = target;
  if (/^https?:\/\//i.test(endpoint)) {
    const url = new URL(endpoint);
    endpoint = url.host;
    secure = url.protocol === 'https:';
  }
  if (secure === undefined) throw new TypeError('secure is required when endpoint is host:port');
  return { ...target, sourcebucket: bucket, endpoint, secure, type: target.type ?? 'replication' };
}

export async function setRemoteTarget(
  c: AdminCaller,
  bucket: string,
  target: RemoteTarget,
  update: RemoteTargetUpdate[] = [],
): Promise<string> {
  if (update.length > 0 && !target.arn) throw new TypeError('updating a remote target needs its arn');
  const query: Record<string, string> = { bucket };
  if (update.length > 0) query['update'] = 'true';
  for (const flag of update) query[flag] = 'true';
  const body = await c.encrypt(remoteTargetBody(bucket, target));
  return c.json<string>({
    method: 'PUT',
    path: '/set-remote-target',
    query,
    body,
    contentType: 'application/octet-stream',
  });
}

type RawTarget = Omit<RemoteTargetInfo, 'credentials'> & { credentials?: { accessKey?: string } };

export function normaliseRemoteTarget(raw: RawTarget): RemoteTargetInfo {
  const { lastOnline, resetBeforeDate, credentials, ...rest } = raw;
  const creds = credentials as { accessKey?: string; expiration?: string } | undefined;
  const [online, reset, expiration] = [lastOnline, resetBeforeDate, creds?.expiration].map(normaliseDate);
  return {
    ...rest,
    ...(online && { lastOnline: online }),
    ...(reset && { resetBeforeDate: reset }),
    credentials: { accessKey: creds?.accessKey ?? '', ...(expiration && { expiration }) },
  };
}

/** `bucket` '' lists the targets of every bucket; `type` '' any type. */
export async function listRemoteTargets(
  c: AdminCaller,
  bucket: string,
  type: RemoteTargetType | '' = '',
): Promise<RemoteTargetInfo[]> {
  const raw = await c.json<RawTarget[] | null>({
    method: 'GET',
    path: '/list-remote-targets',
    query: { bucket, type },
  });
  return (raw ?? []).map(normaliseRemoteTarget);
}

export function removeRemoteTarget(c: AdminCaller, bucket: string, arn: string): Promise<void> {
  return c.empty({ method: 'DELETE', path: '/remove-remote-target', query: { bucket, arn } });
}
