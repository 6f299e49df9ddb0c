import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SessionCredentials } from './token-seal.ts';
import { sealJson, sealToken, unsealToken } from './token-seal.ts';

const key = randomBytes(32);
const claims: SessionCredentials = {
  accessKeyId: 'STSKEY',
  secretAccessKey: 'secret',
  sessionToken: 'session-token',
  accountAccessKey: 'alice',
  expiresAt: Date.now() + 60_000,
};

describe('token sealing', () => {
  it('round-trips the claims and hides them', () => {
    const token = sealToken(key, claims);
    expect(token).not.toContain('secret');
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('secret');
    expect(unsealToken(key, token)).toEqual({
      ok: true,
      claims: { ...claims, sid: expect.stringMatching(/^[\w-]{22}$/), issuedAt: expect.any(Number) },
    });
  });

  it('gives every login its own session id and start time', () => {
    const first = unsealToken(key, sealToken(key, claims, 1_000));
    const second = unsealToken(key, sealToken(key, claims, 2_000));
    if (!first.ok || !second.ok) throw new Error('the tokens did not unseal');
    expect(first.claims.sid).not.toBe(second.claims.sid);
    expect([first.claims.issuedAt, second.claims.issuedAt]).toEqual([1_000, 2_000]);
  });

  it('refuses a token sealed before sessions had ids: it could not be revoked', () => {
    const older = sealJson(key, Buffer.from('granary-session-token-v1'), claims);
    expect(unsealToken(key, older)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects a token with any byte changed', () => {
    const raw = Buffer.from(sealToken(key, claims), 'base64url');
    for (const index of [0, 5, 20, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(unsealToken(key, tampered.toString('base64url'))).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('rejects a token sealed with another key', () => {
    expect(unsealToken(randomBytes(32), sealToken(key, claims)).ok).toBe(false);
  });

  it('rejects an expired token', () => {
    const token = sealToken(key, { ...claims, expiresAt: Date.now() - 1 });
    expect(unsealToken(key, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts only the canonical spelling: padding, stray characters or standard base64 are refused', () => {
    const token = sealToken(key, claims);
    expect(unsealToken(key, token).ok).toBe(true);
    const standard = Buffer.from(token, 'base64url').toString('base64');
    for (const variant of [
      `${token}=`,
      `${token}==`,
      `${token}.`,
      `${token.slice(0, 10)}!${token.slice(10)}`,
      standard,
    ])
      if (variant !== token)
        expect(unsealToken(key, variant), variant).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects garbage', () => {
    expect(unsealToken(key, 'not-a-token').ok).toBe(false);
    expect(unsealToken(key, '').ok).toBe(false);
  });
});
