import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 1;
const nonceLength = 12;
const tagLength = 16;
const associatedData = Buffer.from('granary-session-token-v1');

/** What a login produces: the STS credentials MinIO issued, and whose they are. */
export type SessionCredentials = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** The long-term access key typed at login; absent for SSO sessions. */
  accountAccessKey?: string;
  /** MinIO's root user, no IAM user: its password is set where MinIO runs, not through the admin API. */
  rootAccount?: true;
  /** Epoch milliseconds: when the STS credentials expire. */
  expiresAt: number;
  /** The id of the MinIO server that issued them (lib/targets.ts); sessions sealed before targets have none. */
  targetId?: string;
};

/** What the `token` cookie carries: the login's credentials, and the session's id and start for revocation. */
export type SessionClaims = SessionCredentials & {
  /** Random, per login: what a logout revokes. */
  sid: string;
  /** Epoch milliseconds: a user's revocation ends the sessions issued until then. */
  issuedAt: number;
};

/** What an operator login produces: the Kubernetes bearer token the API server accepted, and whose it is. */
export type KubernetesCredentials = {
  kind: 'kubernetes';
  /** Sent as the bearer token on every Kubernetes call the session makes: Kubernetes' RBAC decides. */
  token: string;
  /** The user the API server named for the token (system:serviceaccount:<namespace>:<name>, …). */
  username: string;
  /** Epoch milliseconds: the token's own expiry, or the console's session length if sooner. */
  expiresAt: number;
};

/** What an operator's `token` cookie carries. */
export type KubernetesClaims = KubernetesCredentials & { sid: string; issuedAt: number };

/** Any session's sealed claims: a MinIO user's (no `kind`, as sealed before operator mode) or an operator's. */
export type SealedClaims = SessionClaims | KubernetesClaims;

export const isKubernetesClaims = (claims: SealedClaims): claims is KubernetesClaims =>
  'kind' in claims && claims.kind === 'kubernetes';

/** Seals any JSON with AES-256-GCM under a purpose label: unreadable, and any change fails. */
export function sealJson(key: Buffer, purpose: Buffer, payload: unknown): string {
  const nonce = randomBytes(nonceLength);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(purpose);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([version]), nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed JSON, or undefined when the token was not sealed by this key for this purpose. */
export function unsealJson(key: Buffer, purpose: Buffer, token: string): unknown {
  const raw = Buffer.from(token, 'base64url');
  // Node's decoder skips stray characters and padding: only the one canonical spelling is the token.
  if (raw.toString('base64url') !== token) return undefined;
  if (raw.length < 1 + nonceLength + tagLength + 2 || raw[0] !== version) return undefined;
  const nonce = raw.subarray(1, 1 + nonceLength);
  const tag = raw.subarray(raw.length - tagLength);
  const body = raw.subarray(1 + nonceLength, raw.length - tagLength);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(purpose);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Starts a session: the credentials sealed with AES-256-GCM under a fresh session id, so the cookie is
 * unreadable and any change to it fails authentication.
 */
export function sealToken(
  key: Buffer,
  credentials: SessionCredentials | KubernetesCredentials,
  issuedAt = Date.now(),
): string {
  const claims: SealedClaims = { ...credentials, sid: randomBytes(16).toString('base64url'), issuedAt };
  return sealJson(key, associatedData, claims);
}

export type UnsealResult =
  { ok: true; claims: SealedClaims } | { ok: false; reason: 'malformed' | 'expired' };

export function unsealToken(key: Buffer, token: string, now = Date.now()): UnsealResult {
  const claims = unsealJson(key, associatedData, token) as SealedClaims | undefined;
  if (
    claims === undefined ||
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.sid !== 'string' ||
    typeof claims.issuedAt !== 'number'
  )
    return { ok: false, reason: 'malformed' };
  if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= now)
    return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
