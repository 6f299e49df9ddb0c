import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeVerifier, deriveStateKey, newAttempt, stateTtlSeconds, verifyState } from './oauth-state.ts';

const key = randomBytes(32);
const now = Date.UTC(2026, 0, 1);

describe('OAuth state', () => {
  it('accepts its own state with the nonce of the browser that started the sign-in', () => {
    const attempt = newAttempt(key, now);
    expect(verifyState(key, attempt.state, attempt.nonce, now + 1000)).toEqual({ ok: true });
  });

  it('refuses a state without the browser nonce, or with another browser nonce', () => {
    const attempt = newAttempt(key, now);
    const other = newAttempt(key, now);
    expect(verifyState(key, attempt.state, undefined, now)).toEqual({ ok: false, reason: 'no-cookie' });
    expect(verifyState(key, attempt.state, other.nonce, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a tampered or foreign state', () => {
    const attempt = newAttempt(key, now);
    const [version, expires, signature] = attempt.state.split('.');
    const later = `${version}.${Number(expires) + 3600}.${signature}`;
    expect(verifyState(key, later, attempt.nonce, now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyState(randomBytes(32), attempt.state, attempt.nonce, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyState(key, 'garbage', attempt.nonce, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyState(key, `${attempt.state}.x`, attempt.nonce, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('expires after the sign-in window', () => {
    const attempt = newAttempt(key, now);
    const expiry = now + stateTtlSeconds * 1000;
    expect(verifyState(key, attempt.state, attempt.nonce, expiry - 1000).ok).toBe(true);
    expect(verifyState(key, attempt.state, attempt.nonce, expiry)).toEqual({ ok: false, reason: 'expired' });
  });

  it('derives the PKCE verifier from the nonce, so only the challenge leaves the server', () => {
    const attempt = newAttempt(key, now);
    const verifier = codeVerifier(key, attempt.nonce);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(attempt.codeChallenge);
    expect(attempt.state).not.toContain(attempt.nonce);
  });

  it('derives the key from the HMAC passphrase when set, else from the sealing key', () => {
    const fromSealing = deriveStateKey({}, key);
    expect(fromSealing).toHaveLength(32);
    expect(fromSealing.equals(key)).toBe(false);
    expect(deriveStateKey({}, key).equals(fromSealing)).toBe(true);
    const fromHmac = deriveStateKey({ hmac: { passphrase: 'p', salt: 's' } }, key);
    expect(fromHmac.equals(deriveStateKey({ hmac: { passphrase: 'p', salt: 's' } }, randomBytes(32)))).toBe(
      true,
    );
    expect(fromHmac.equals(fromSealing)).toBe(false);
  });
});
