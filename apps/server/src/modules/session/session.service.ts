import type {
  HasPermissionRequest,
  HasPermissionResponse,
  LoginStrategyResponse,
  Session,
} from '@silo/contract';
import { logSearchFeature, apiErrorCodes } from '@silo/contract';
import type { AccountInfo, StsCredentials } from '@silo/madmin';
import {
  MadminError,
  assumeRole,
  buildAssumeRoleWithLdapIdentityRequest,
  sendStsRequest,
} from '@silo/madmin';
import type { Config } from '../../config/config.ts';
import { isDistributed } from '../../lib/distributed-mode.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isAllowed, isAllowedSomewhere } from '../../lib/policy/evaluate.ts';
import { accountPages } from '../../lib/policy/page-rules.ts';
import { bucketActionResource } from '../../lib/policy/resources.ts';
import type { SessionCredentials } from '../../lib/token-seal.ts';
import type { Principal } from '../../plugins/session.ts';

export function loginStrategy(): LoginStrategyResponse {
  return { loginStrategy: 'form' };
}

async function requestStsCredentials(
  config: Config,
  accessKey: string,
  secretKey: string,
): Promise<StsCredentials> {
  const endpoint = config.minioServer.toString();
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
    region: config.minioRegion || undefined,
  });
}

/** Turns the user's keys into STS credentials; MinIO decides whether they are right. */
const invalidLogin = () =>
  new HttpError(401, apiErrorCodes.invalidLogin, 'Invalid login: check the username and password.');

/** SigV4 sends the access key in a header, which holds printable ASCII only: no other key can sign. */
const signableAccessKey = /^[\x20-\x7E]+$/;

export async function login(
  config: Config,
  accessKey: string,
  secretKey: string,
): Promise<SessionCredentials> {
  if (!config.ldapEnabled && !signableAccessKey.test(accessKey)) throw invalidLogin();
  try {
    const sts = await requestStsCredentials(config, accessKey, secretKey);
    return {
      accessKeyId: sts.accessKeyId,
      secretAccessKey: sts.secretAccessKey,
      sessionToken: sts.sessionToken,
      accountAccessKey: config.ldapEnabled ? undefined : accessKey,
      expiresAt: sts.expiration.getTime(),
    };
  } catch (error) {
    // MinIO's own code tells an unknown user from a wrong password: the caller gets neither.
    if (error instanceof MadminError && error.status >= 400 && error.status < 500) throw invalidLogin();
    throw error;
  }
}

/** `storeUsable`: Silo's store answers, so the audit log can be searched (spec 2 §6). */
export function buildSession(
  config: Config,
  principal: Principal,
  account: AccountInfo,
  storeUsable: boolean,
): Session {
  const distributedMode = isDistributed(account.Server);
  return {
    status: 'ok',
    pages: accountPages(account, config, principal.accountAccessKey !== undefined),
    features: storeUsable ? [logSearchFeature] : [],
    operator: config.operatorMode,
    distributedMode,
    accountName: account.AccountName,
  };
}

export function checkPermissions(account: AccountInfo, request: HasPermissionRequest): HasPermissionResponse {
  return {
    permissions: request.actions.map(({ id, action, bucket_name: bucket }) => ({
      id,
      can: bucket
        ? isAllowed(account.Policy, action, bucketActionResource(action, bucket))
        : isAllowedSomewhere(account.Policy, action),
    })),
  };
}
