import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { licenseClaims, licenseSigner, signLicense } from '@granary/tools/subnet/licenses';
import { describe, expect, it } from 'vitest';
import { verifyLicense } from './verify-license.ts';

const signer = licenseSigner();
const trusted = [createPublicKey(signer.publicKeyPem)];
const now = Math.floor(Date.now() / 1000);

describe('verifyLicense', () => {
  it('answers the claims of a license the trusted key signed', async () => {
    const iat = now - 3600;
    const exp = now + 86_400;
    expect(await verifyLicense(signer.sign(licenseClaims({ iat, exp })), trusted)).toEqual({
      valid: true,
      license: {
        email: 'ops@example.com',
        organization: 'Example Storage Ltd',
        account_id: 4242,
        storage_capacity: 250,
        plan: 'STANDARD',
        issued_at: new Date(iat * 1000).toISOString(),
        expires_at: new Date(exp * 1000).toISOString(),
      },
    });
  });

  it('tries each trusted key in turn', async () => {
    const other = licenseSigner();
    const keys = [createPublicKey(other.publicKeyPem), ...trusted];
    expect((await verifyLicense(signer.sign(licenseClaims()), keys)).valid).toBe(true);
  });

  it.each([
    [
      'another key',
      licenseSigner().sign(licenseClaims()),
      'The license key is not signed by a key this console trusts.',
    ],
    [
      'an expired license',
      signer.sign(licenseClaims({ exp: Date.UTC(2025, 0, 2) / 1000 })),
      'The license expired on 2025-01-02.',
    ],
    ['no plan', signer.sign(licenseClaims({ plan: undefined })), 'The license key lacks its plan claim.'],
    ['no account', signer.sign(licenseClaims({ aid: undefined })), 'The license key lacks its aid claim.'],
    ['no expiry', signer.sign(licenseClaims({ exp: undefined })), 'The license key lacks its exp claim.'],
    ['no issue time', signer.sign(licenseClaims({ iat: undefined })), 'The license key lacks its iat claim.'],
    [
      'a text capacity',
      signer.sign(licenseClaims({ cap: '250' })),
      'The license key cannot be used: its capacity (cap) is not a number.',
    ],
    [
      'an empty organization',
      signer.sign(licenseClaims({ org: ' ' })),
      'The license key cannot be used: it names no organization (org).',
    ],
    [
      'no JWT at all',
      'not-a-license',
      'This is not a license key: a license key is a signed JWT (three parts joined by dots).',
    ],
    ['garbage parts', 'a.b.c', 'This is not a license key: its parts cannot be read as a signed JWT.'],
  ])('refuses %s, saying why', async (_case, token, problem) => {
    expect(await verifyLicense(token, trusted)).toEqual({ valid: false, problem });
  });

  it('refuses a signature of another algorithm', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const token = signLicense(licenseClaims(), privateKey, 'ES256');
    expect(await verifyLicense(token, [...trusted, publicKey])).toEqual({
      valid: false,
      problem: 'The license key is not signed with ES384, as licenses are.',
    });
  });

  it('trusts nothing without a configured key', async () => {
    const verdict = await verifyLicense(signer.sign(licenseClaims()), []);
    expect(verdict).toMatchObject({
      valid: false,
      problem: expect.stringContaining('GRANARY_LICENSE_PUBLIC_KEY'),
    });
  });
});
