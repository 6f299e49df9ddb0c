import { MadminError, assumeRole } from '@granary/madmin';
import type { Config } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { adminClient, stsTarget } from '../../lib/minio-clients.ts';
import type { SessionCredentials } from '../../lib/token-seal.ts';
import type { MinioPrincipal } from '../../plugins/session.ts';

const wrongPasswordCodes = new Set(['SignatureDoesNotMatch', 'InvalidAccessKeyId', 'AccessDenied']);

/**
 * Changes the logged-in user's own secret with their long-term keys (MinIO lets a user change only
 * their own password that way), then logs them in again so the session goes on.
 */
export async function changeOwnPassword(
  config: Config,
  principal: MinioPrincipal,
  current: string,
  next: string,
): Promise<SessionCredentials & { accountAccessKey: string }> {
  const accessKey = principal.accountAccessKey;
  if (principal.rootAccount)
    throw httpError(
      'badRequest',
      "MinIO's root password is set where MinIO runs (MINIO_ROOT_PASSWORD); the console cannot change it.",
    );
  if (!accessKey || config.ldapEnabled)
    throw httpError(
      'badRequest',
      'This session cannot change a password: log in with an access key and secret key.',
    );
  const self = adminClient(principal.target, { accessKeyId: accessKey, secretAccessKey: current });
  try {
    await self.changeUserPassword(accessKey, next);
  } catch (error) {
    if (error instanceof MadminError && wrongPasswordCodes.has(error.code))
      throw httpError(
        'wrongPassword',
        'The current password is not correct.',
        `${error.code}: ${error.message}`,
      );
    throw error;
  }
  const sts = await assumeRole({
    ...stsTarget(principal.target),
    credentials: { accessKeyId: accessKey, secretAccessKey: next },
    durationSeconds: config.stsDurationSeconds,
  });
  return {
    accessKeyId: sts.accessKeyId,
    secretAccessKey: sts.secretAccessKey,
    sessionToken: sts.sessionToken,
    accountAccessKey: accessKey,
    expiresAt: sts.expiration.getTime(),
    targetId: principal.target.id,
  };
}
