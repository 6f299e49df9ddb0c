import type { KeyObject } from 'node:crypto';
import type { License } from '@granary/contract';

/** A license key's verdict: its claims, or what an administrator should read about why not. */
export type LicenseVerdict = { valid: true; license: License } | { valid: false; problem: string };

/** The claims every license carries (reference A.6); `exp` too, as the page shows when it ends. */
const requiredClaims = ['aid', 'org', 'cap', 'plan', 'iat', 'exp'];

const isoDay = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

type Claims = Record<string, unknown>;

function claimsProblem(claims: Claims): string | undefined {
  if (typeof claims.aid !== 'number') return 'its account (aid) is not a number';
  if (typeof claims.org !== 'string' || claims.org.trim() === '') return 'it names no organization (org)';
  if (typeof claims.cap !== 'number' || !(claims.cap >= 0)) return 'its capacity (cap) is not a number';
  if (typeof claims.plan !== 'string' || claims.plan.trim() === '') return 'it names no plan';
  if (claims.sub !== undefined && typeof claims.sub !== 'string') return 'its requester (sub) is not text';
  return undefined;
}

function licenseOf(claims: Claims): License {
  return {
    email: typeof claims.sub === 'string' ? claims.sub : '',
    organization: claims.org as string,
    account_id: claims.aid as number,
    storage_capacity: claims.cap as number,
    plan: claims.plan as string,
    issued_at: new Date((claims.iat as number) * 1000).toISOString(),
    expires_at: new Date((claims.exp as number) * 1000).toISOString(),
  };
}

/** jose's refusals in an administrator's words. */
function refusal(error: unknown, token: string): string {
  const code = (error as { code?: string }).code;
  const claim = (error as { claim?: string }).claim;
  if (code === 'ERR_JWT_EXPIRED') {
    const exp = (error as { payload?: Claims }).payload?.exp;
    return typeof exp === 'number' ? `The license expired on ${isoDay(exp)}.` : 'The license has expired.';
  }
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
    return 'The license key is not signed by a key this console trusts.';
  if (code === 'ERR_JOSE_ALG_NOT_ALLOWED')
    return 'The license key is not signed with ES384, as licenses are.';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
    const reason = (error as { reason?: string }).reason;
    return reason === 'missing'
      ? `The license key lacks its ${claim ?? 'required'} claim.`
      : `The license key's ${claim ?? ''} claim does not hold (${reason ?? 'check failed'}).`;
  }
  if (token.split('.').length !== 3)
    return 'This is not a license key: a license key is a signed JWT (three parts joined by dots).';
  return 'This is not a license key: its parts cannot be read as a signed JWT.';
}

/**
 * Verifies a license key offline: an ES384 JWT signed by one of the trusted keys, with its mandatory claims,
 * not expired. No key is fetched from anywhere: the configured keys are the only trust.
 */
export async function verifyLicense(
  token: string,
  trustedKeys: readonly KeyObject[],
): Promise<LicenseVerdict> {
  if (trustedKeys.length === 0)
    return {
      valid: false,
      problem:
        'This console trusts no license signing key: set GRANARY_LICENSE_PUBLIC_KEY to the PEM public key licenses are signed with.',
    };
  const { jwtVerify } = await import('jose');
  let last: unknown;
  for (const key of trustedKeys) {
    try {
      const { payload } = await jwtVerify(token.trim(), key, { algorithms: ['ES384'], requiredClaims });
      const problem = claimsProblem(payload);
      if (problem) return { valid: false, problem: `The license key cannot be used: ${problem}.` };
      return { valid: true, license: licenseOf(payload) };
    } catch (error) {
      last = error;
      // Another trusted key may have signed it; any other refusal is the key's own.
      if ((error as { code?: string }).code !== 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') break;
    }
  }
  return { valid: false, problem: refusal(last, token.trim()) };
}
