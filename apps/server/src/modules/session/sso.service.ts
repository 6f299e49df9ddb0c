import type { OAuth2AuthRequest } from '@granary/contract';
import { MadminError, buildAssumeRoleWithWebIdentityRequest, sendStsRequest } from '@granary/madmin';
import type { Config, IdpConfig } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { stsTarget } from '../../lib/minio-clients.ts';
import type { Target } from '../../lib/targets.ts';
import type { SessionCredentials } from '../../lib/token-seal.ts';
import type { StateCheck } from './oauth-state.ts';
import { codeVerifier, deriveStateKey, idTokenNonce, newAttempt, verifyState } from './oauth-state.ts';
import { OidcClient } from './oidc-client.ts';

export type Sso = { idp: IdpConfig; client: OidcClient; stateKey: Buffer };

export function createSso(config: Config, sealingKey: Buffer): Sso | undefined {
  if (!config.idp) return undefined;
  return {
    idp: config.idp,
    client: new OidcClient(config.idp),
    stateKey: deriveStateKey(config.idp, sealingKey),
  };
}

/** A new sign-in attempt: the authorization URL for the SPA and the nonce to keep in the browser. */
export async function startSso(sso: Sso, signal: AbortSignal): Promise<{ redirect: string; nonce: string }> {
  const attempt = newAttempt(sso.stateKey);
  return { redirect: await sso.client.authorizationUrl(attempt, signal), nonce: attempt.nonce };
}

const stateMessages: Record<Exclude<StateCheck, { ok: true }>['reason'], string> = {
  'no-cookie': 'This sign-in was not started in this browser, or it was already used. Sign in again.',
  malformed: 'The sign-in state is not valid. Sign in again.',
  forged: 'The sign-in state is not valid. Sign in again.',
  expired: 'The sign-in took too long. Sign in again.',
};

function checkState(sso: Sso, state: string, nonce: string | undefined): asserts nonce is string {
  const check = verifyState(sso.stateKey, state, nonce);
  if (!check.ok) throw httpError('invalidOauthState', stateMessages[check.reason], `state ${check.reason}`);
}

function idTokenClaims(idToken: string): Record<string, unknown> {
  try {
    const payload = idToken.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function webIdentityCredentials(target: Target, sso: Sso, idToken: string, accessToken?: string) {
  const request = buildAssumeRoleWithWebIdentityRequest({
    endpoint: stsTarget(target).endpoint,
    token: idToken,
    ...(accessToken && { accessToken }),
    ...(sso.idp.tokenExpirationSeconds !== undefined && { durationSeconds: sso.idp.tokenExpirationSeconds }),
  });
  try {
    return await sendStsRequest(request);
  } catch (error) {
    if (error instanceof MadminError && error.status >= 400 && error.status < 500)
      throw httpError(
        'invalidLogin',
        "MinIO did not accept the identity provider's token: check MinIO's OpenID configuration and the policy claim.",
        `${error.code}: ${error.message}`,
      );
    throw error;
  }
}

/** Verifies state, redeems the code, and trades the id_token for MinIO STS credentials. */
export async function finishSso(
  target: Target,
  sso: Sso,
  { code, state }: OAuth2AuthRequest,
  nonce: string | undefined,
  signal: AbortSignal,
): Promise<SessionCredentials> {
  checkState(sso, state, nonce);
  const tokens = await sso.client.exchangeCode(code, codeVerifier(sso.stateKey, nonce), signal);
  if (idTokenClaims(tokens.idToken)['nonce'] !== idTokenNonce(sso.stateKey, nonce))
    throw httpError(
      'invalidLogin',
      "The identity provider's token does not belong to this sign-in. Sign in again.",
      'id_token nonce mismatch',
    );
  const sts = await webIdentityCredentials(target, sso, tokens.idToken, tokens.accessToken);
  // No accountAccessKey: an SSO user has no MinIO secret key to change.
  return {
    accessKeyId: sts.accessKeyId,
    secretAccessKey: sts.secretAccessKey,
    sessionToken: sts.sessionToken,
    expiresAt: sts.expiration.getTime(),
    targetId: target.id,
  };
}
