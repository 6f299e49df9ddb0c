import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 1;
const nonceLength = 12;
const tagLength = 16;
const associatedData = Buffer.from('silo-session-token-v1');

/** What the `token` cookie carries: the STS credentials MinIO issued at login, nothing else. */
export type SessionClaims = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** The long-term access key typed at login; absent for SSO sessions. */
  accountAccessKey?: string;
  /** Epoch milliseconds: when the STS credentials expire. */
  expiresAt: number;
};

/** Seals claims with AES-256-GCM: the cookie is unreadable and any change to it fails authentication. */
export function sealToken(key: Buffer, claims: SessionClaims): string {
  const nonce = randomBytes(nonceLength);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(associatedData);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([version]), nonce, body, cipher.getAuthTag()]).toString('base64url');
}

export type UnsealResult =
  { ok: true; claims: SessionClaims } | { ok: false; reason: 'malformed' | 'expired' };

export function unsealToken(key: Buffer, token: string, now = Date.now()): UnsealResult {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 1 + nonceLength + tagLength + 2 || raw[0] !== version)
    return { ok: false, reason: 'malformed' };
  const nonce = raw.subarray(1, 1 + nonceLength);
  const tag = raw.subarray(raw.length - tagLength);
  const body = raw.subarray(1 + nonceLength, raw.length - tagLength);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(associatedData);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const claims = JSON.parse(plain) as SessionClaims;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= now)
      return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
