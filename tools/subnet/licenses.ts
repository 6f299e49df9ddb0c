import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/** A license signer of a test's own: a P-384 key pair, whose public half Granary is told to trust. */
export type LicenseSigner = { publicKeyPem: string; sign: (claims: Record<string, unknown>) => string };

export function licenseSigner(): LicenseSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (claims) => signLicense(claims, privateKey),
  };
}

/** An ES384 JWT of these claims, as the subscription service signs licenses. */
export function signLicense(claims: Record<string, unknown>, key: KeyObject, alg = 'ES384'): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`;
  const signature = sign('sha384', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `${unsigned}.${signature.toString('base64url')}`;
}

const day = 86_400;

/** A license's claims (reference A.6), valid for a year from now unless told otherwise. */
export function licenseClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: 'ops@example.com',
    aid: 4242,
    org: 'Example Storage Ltd',
    cap: 250,
    plan: 'STANDARD',
    iat: now - day,
    exp: now + 365 * day,
    ...overrides,
  };
}
