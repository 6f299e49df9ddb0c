import { createHash, createHmac, hkdfSync, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IdpConfig } from '../../config/config.ts';

/** How long a sign-in may take between the login screen and the return to /oauth_callback. */
export const stateTtlSeconds = 10 * 60;

const version = 'v1';

/** The key that signs `state`: from CONSOLE_IDP_HMAC_* when set, else derived from the sealing key. */
export function deriveStateKey(idp: Pick<IdpConfig, 'hmac'>, sealingKey: Buffer): Buffer {
  if (idp.hmac) return pbkdf2Sync(idp.hmac.passphrase, idp.hmac.salt, 210_000, 32, 'sha256');
  return Buffer.from(hkdfSync('sha256', sealingKey, Buffer.alloc(0), 'granary-oauth-state-v1', 32));
}

const mac = (key: Buffer, ...parts: string[]) =>
  createHmac('sha256', key).update(parts.join('|')).digest('base64url');

/** One sign-in attempt: the browser keeps `nonce` in an HttpOnly cookie, the IDP carries `state`. */
export type OAuthAttempt = {
  nonce: string;
  state: string;
  /** PKCE (RFC 7636) S256 challenge; the verifier is recomputed from the nonce at the exchange. */
  codeChallenge: string;
  /** The OpenID `nonce` parameter the id_token must echo. */
  idTokenNonce: string;
};

export function codeVerifier(key: Buffer, nonce: string): string {
  return mac(key, 'pkce', nonce);
}

export function idTokenNonce(key: Buffer, nonce: string): string {
  return mac(key, 'id-token-nonce', nonce);
}

export function newAttempt(key: Buffer, now = Date.now()): OAuthAttempt {
  const nonce = randomBytes(32).toString('base64url');
  const expires = String(Math.floor(now / 1000) + stateTtlSeconds);
  const state = `${version}.${expires}.${mac(key, 'state', version, expires, nonce)}`;
  const codeChallenge = createHash('sha256').update(codeVerifier(key, nonce)).digest('base64url');
  return { nonce, state, codeChallenge, idTokenNonce: idTokenNonce(key, nonce) };
}

export type StateCheck =
  { ok: true } | { ok: false; reason: 'no-cookie' | 'malformed' | 'forged' | 'expired' };

/** The state must be ours, unexpired, and issued to the browser that holds `nonce`. */
export function verifyState(
  key: Buffer,
  state: string,
  nonce: string | undefined,
  now = Date.now(),
): StateCheck {
  if (!nonce) return { ok: false, reason: 'no-cookie' };
  const [stateVersion, expires, signature, ...rest] = state.split('.');
  if (stateVersion !== version || !expires || !/^\d+$/.test(expires) || !signature || rest.length > 0)
    return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(key, 'state', version, expires, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  if (Number(expires) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true };
}
