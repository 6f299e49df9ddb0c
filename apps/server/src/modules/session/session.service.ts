import type {
  HasPermissionRequest,
  HasPermissionResponse,
  LoginStrategyResponse,
  Session,
} from '@granary/contract';
import { directTransfersFeature, logSearchFeature } from '@granary/contract';
import type { AccountInfo, StsCredentials } from '@granary/madmin';
import {
  MadminError,
  assumeRole,
  buildAssumeRoleWithLdapIdentityRequest,
  sendStsRequest,
} from '@granary/madmin';
import type { Config } from '../../config/config.ts';
import { isDistributed } from '../../lib/distributed-mode.ts';
import { httpError } from '../../lib/http-error.ts';
import { adminClient, stsTarget } from '../../lib/minio-clients.ts';
import { isAllowed, isAllowedSomewhere, isAllowedUnder } from '../../lib/policy/evaluate.ts';
import { accountPages } from '../../lib/policy/page-rules.ts';
import { bucketActionResource, isObjectAction } from '../../lib/policy/resources.ts';
import type { Target } from '../../lib/targets.ts';
import type { SessionCredentials } from '../../lib/token-seal.ts';
import { canChangeOwnPassword, type MinioPrincipal } from '../../plugins/session.ts';

export function loginStrategy(): LoginStrategyResponse {
  return { loginStrategy: 'form' };
}

async function requestStsCredentials(
  target: Target,
  config: Config,
  accessKey: string,
  secretKey: string,
): Promise<StsCredentials> {
  const { endpoint, region } = stsTarget(target);
  if (config.ldapEnabled) {
    const request = buildAssumeRoleWithLdapIdentityRequest({
      endpoint,
      username: accessKey,
      password: secretKey,
      durationSeconds: config.stsDurationSeconds,
    });
    return sendStsRequest(request);
  }
  return assumeRole({
    endpoint,
    credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
    durationSeconds: config.stsDurationSeconds,
    region,
  });
}

/**
 * MinIO's root user is no IAM user: asked about itself, MinIO answers that no such user exists, where an
 * IAM user gets its info or, without admin:GetUser, Access Denied.
 */
async function isRootUser(target: Target, sts: StsCredentials, accessKey: string): Promise<boolean> {
  const admin = adminClient(target, sts);
  try {
    await admin.userInfo(accessKey);
    return false;
  } catch (error) {
    return error instanceof MadminError && error.code === 'XMinioAdminNoSuchUser';
  }
}

/** Turns the user's keys into STS credentials; MinIO decides whether they are right. */
const invalidLogin = () => httpError('invalidLogin', 'Invalid login: check the username and password.');

/** SigV4 sends the access key in a header, which holds printable ASCII only: no other key can sign. */
const signableAccessKey = /^[\x20-\x7E]+$/;

export async function login(
  target: Target,
  config: Config,
  accessKey: string,
  secretKey: string,
): Promise<SessionCredentials> {
  if (!config.ldapEnabled && !signableAccessKey.test(accessKey)) throw invalidLogin();
  try {
    const sts = await requestStsCredentials(target, config, accessKey, secretKey);
    const root = !config.ldapEnabled && (await isRootUser(target, sts, accessKey));
    return {
      accessKeyId: sts.accessKeyId,
      secretAccessKey: sts.secretAccessKey,
      sessionToken: sts.sessionToken,
      accountAccessKey: config.ldapEnabled ? undefined : accessKey,
      ...(root && { rootAccount: true as const }),
      expiresAt: sts.expiration.getTime(),
      targetId: target.id,
    };
  } catch (error) {
    // MinIO's own code tells an unknown user from a wrong password: the caller gets neither.
    if (error instanceof MadminError && error.status >= 400 && error.status < 500) throw invalidLogin();
    throw error;
  }
}

/** `storeUsable`: Granary's store answers, so the audit log can be searched (spec 2 §6). */
export function buildSession(
  config: Config,
  principal: MinioPrincipal,
  account: AccountInfo,
  storeUsable: boolean,
): Session {
  const distributedMode = isDistributed(account.Server);
  return {
    status: 'ok',
    pages: accountPages(account, config, canChangeOwnPassword(principal)),
    features: [
      ...(storeUsable ? [logSearchFeature] : []),
      ...(principal.target.publicUrl ? [directTransfersFeature] : []),
    ],
    operator: config.operatorMode,
    distributedMode,
    accountName: account.AccountName,
    ...(principal.rootAccount && { rootAccount: true }),
  };
}

export function checkPermissions(account: AccountInfo, request: HasPermissionRequest): HasPermissionResponse {
  return {
    permissions: request.actions.map(({ id, action, bucket_name: bucket, prefix }) => ({
      id,
      can: !bucket
        ? isAllowedSomewhere(account.Policy, action)
        : isObjectAction(action)
          ? isAllowedUnder(account.Policy, action, `arn:aws:s3:::${bucket}/${prefix ?? ''}`)
          : isAllowed(account.Policy, action, bucketActionResource(action, bucket)),
    })),
  };
}
