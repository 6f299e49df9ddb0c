import { jsonBytes, type AdminCaller } from './caller.ts';
import { parseErrorResponse } from './errors.ts';
import type { Query } from './sign.ts';

/** How deep MinIO looks: normal checks what each drive holds, deep also reads every shard (bitrot). */
export type HealScanMode = 'normal' | 'deep';

export type HealOptions = {
  recursive?: boolean;
  dryRun?: boolean;
  /** Remove dangling objects and parts MinIO cannot heal. */
  remove?: boolean;
  scanMode?: HealScanMode;
};

export type HealStartOptions = HealOptions & { forceStart?: boolean };

export type HealStart = { clientToken: string; clientAddress: string; startTime: string };

export type HealDriveState =
  | 'ok'
  | 'offline'
  | 'corrupt'
  | 'missing'
  | 'permission-denied'
  | 'faulty'
  | 'root-mount'
  | 'unknown'
  | 'unformatted';

export type HealDrive = { uuid: string; endpoint: string; state: HealDriveState };

/** One item MinIO looked at: the drives' states before and after it healed (minio-admin-api.md §3.10). */
export type HealResultItem = {
  resultId: number;
  type: 'metadata' | 'bucket' | 'bucket-metadata' | 'object';
  bucket: string;
  object: string;
  versionId?: string;
  detail: string;
  parityBlocks?: number;
  dataBlocks?: number;
  /** For a bucket MinIO sends setCount -1 (and diskCount 0 here): only its drive list counts. */
  diskCount: number;
  setCount: number;
  before: { drives: HealDrive[] | null };
  after: { drives: HealDrive[] | null };
  objectSize: number;
};

/**
 * A poll's answer: only the items produced since the previous poll. MinIO writes these four keys
 * capitalised (its own status type, unlike the start answer and the items).
 */
export type HealStatus = {
  Summary: 'not started' | 'running' | 'finished' | 'stopped';
  Detail?: string;
  StartTime: string;
  Items: HealResultItem[] | null;
};

const scanModes: Record<HealScanMode, number> = { normal: 1, deep: 2 };

const healPath = (bucket: string, prefix = '') =>
  `/heal/${encodeURIComponent(bucket)}${prefix ? `/${prefix.split('/').map(encodeURIComponent).join('/')}` : ''}`;

/**
 * Starting or stopping can take a while, so MinIO may answer 200 and then send spaces every 10 s before
 * the JSON, which can then be an error object: the whole body is read, trimmed and checked for `Code`.
 */
async function healCall<T>(c: AdminCaller, path: string, query: Query, body: unknown): Promise<T> {
  const response = await c.send({ method: 'POST', path, query, body: jsonBytes(body), stream: true });
  const text = (await response.text()).trim();
  const parsed = JSON.parse(text) as T & { Code?: unknown };
  if (typeof parsed.Code === 'string') throw parseErrorResponse(400, text, response.headers);
  return parsed;
}

const healBody = (opts: HealOptions) => ({
  recursive: opts.recursive ?? false,
  dryRun: opts.dryRun ?? false,
  remove: opts.remove ?? false,
  scanMode: scanModes[opts.scanMode ?? 'normal'],
});

/**
 * Starts healing a bucket (or the objects under a prefix in it). `forceStart` stops a heal already
 * running on the same path first; without it MinIO refuses (XMinioHealAlreadyRunning), or, when that heal
 * has items nobody has read yet, hands back its token.
 */
export function startHeal(
  c: AdminCaller,
  bucket: string,
  prefix: string,
  opts: HealStartOptions,
): Promise<HealStart> {
  const query: Query = opts.forceStart ? { forceStart: 'true' } : {};
  return healCall(c, healPath(bucket, prefix), query, healBody(opts));
}

/** Pops what the heal found since the last poll. MinIO pauses a heal once 1,000 items wait unread. */
export function healStatus(
  c: AdminCaller,
  bucket: string,
  prefix: string,
  token: string,
): Promise<HealStatus> {
  return healCall(c, healPath(bucket, prefix), { clientToken: token }, {});
}

/** Stops the heal running on this path; `clientToken` is "unknown" when none was. */
export function stopHeal(c: AdminCaller, bucket: string, prefix: string): Promise<HealStart> {
  return healCall(c, healPath(bucket, prefix), { forceStop: 'true' }, {});
}
